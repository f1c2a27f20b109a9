import { describe, expect, it } from 'vitest';
import { HarperEngine, proseChunks, ruleId } from './harper';

describe('harper.js engine', () => {
  it('names rules the way LanguageTool does', () => {
    expect(ruleId('PronounInflectionBe')).toBe('PRONOUN_INFLECTION_BE');
    expect(ruleId('AnA')).toBe('AN_A');
  });

  it('lints only sentences that read as prose, joined into chunks', () => {
    const text = `First one. Second one. ${'’'.repeat(50)} Third one.`;
    const sentences: [number, number][] = [
      [0, 10],
      [11, 22],
      [23, 73],
      [74, 84],
    ];
    expect(proseChunks(text, sentences)).toEqual([
      [0, 22],
      [74, 84],
    ]);
  });

  it('reports findings with UTF-16 offsets, after an emoji too, with fixes', async () => {
    const engine = await HarperEngine.create('American');
    const text = 'Great job 😀👍🏽 but she go to the library.';
    const findings = await engine.lint(text, { sentences: [[0, text.length]] });
    const go = findings.find((f) => f.actual === 'go');
    expect(go).toMatchObject({ offset: text.indexOf('go'), end: text.indexOf('go') + 2, engine: 'harper' });
    expect(go!.replacements).toContain('goes');
    expect(go!.rule.id).toMatch(/^HARPER_[A-Z_]+$/);
  }, 60_000);
});
