import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCaptchaCorrect, newCaptcha } from './model';

describe('newCaptcha', () => {
  it('makes two digits from 1 to 9 from any random number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const { a, b } = newCaptcha(() => r);
        for (const d of [a, b]) {
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(1);
          expect(d).toBeLessThanOrEqual(9);
        }
      }),
    );
  });

  it('reaches every digit', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 9; i += 1) seen.add(newCaptcha(() => i / 9 + 0.01).a);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('never repeats the previous pair', () => {
    const previous = { a: 5, b: 5 };
    expect(newCaptcha(() => 0.5, previous)).not.toEqual(previous);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (a, b) => {
        expect(newCaptcha(Math.random, { a, b })).not.toEqual({ a, b });
      }),
    );
  });
});

describe('isCaptchaCorrect', () => {
  it('accepts the sum, with spaces around it', () => {
    expect(isCaptchaCorrect({ a: 3, b: 4 }, '7')).toBe(true);
    expect(isCaptchaCorrect({ a: 9, b: 9 }, ' 18 ')).toBe(true);
  });

  it.each(['', '8', '7.0', '07x', 'seven', '-7', '1e1'])('refuses %j for 3 + 4', (typed) => {
    expect(isCaptchaCorrect({ a: 3, b: 4 }, typed)).toBe(false);
  });

  it('accepts exactly one answer for every pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 40 }),
        (a, b, n) => {
          expect(isCaptchaCorrect({ a, b }, String(n))).toBe(n === a + b);
        },
      ),
    );
  });
});
