import { describe, expect, it } from 'vitest';
import { parseExpression, restrictedMath } from './restricted-math';

describe('the restricted mathjs instance', () => {
  it('parses expressions into trees', () => {
    expect(parseExpression('2x^2 - 3x + 1').toString()).toBe('2 x ^ 2 - 3 x + 1');
  });

  it('has its dangerous functions disabled', () => {
    const math = restrictedMath as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['import', 'createUnit', 'evaluate', 'parse', 'simplify', 'compile']) {
      expect(() => math[name]?.('1'), name).toThrow(/disabled/);
    }
  });

  it('cannot evaluate a parsed tree through the instance', () => {
    const tree = parseExpression('import({}, {})') as unknown as { evaluate?: () => unknown };
    expect(() => tree.evaluate?.()).toThrow();
  });
});
