import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abs, compare, parseDecimal, rational, sub, type Rational } from '../../lib/rational';
import { continuedFraction, convergents, euclidSteps, formatContinuedFraction } from './continued-fraction';

const decimalText = fc
  .tuple(fc.boolean(), fc.nat({ max: 99_999 }), fc.stringMatching(/^\d{0,12}$/))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

const distance = (a: Rational, b: Rational) => {
  const diff = sub(a, b);
  return rational(abs(diff.n), diff.d);
};

describe('continuedFraction', () => {
  it('expands known values', () => {
    expect(formatContinuedFraction(continuedFraction(rational(3n, 4n)).terms)).toBe('[0; 1, 3]');
    expect(formatContinuedFraction(continuedFraction(rational(415n, 93n)).terms)).toBe('[4; 2, 6, 7]');
    expect(formatContinuedFraction(continuedFraction(rational(-7n, 2n)).terms)).toBe('[-4; 2]');
    expect(continuedFraction(rational(5n)).terms).toEqual([5n]);
    const sqrt2 = continuedFraction(parseDecimal('1.41421356237')!);
    expect(sqrt2.terms.slice(0, 6)).toEqual([1n, 2n, 2n, 2n, 2n, 2n]);
  });

  it('stops at 10 terms and says it is not exact', () => {
    const cf = continuedFraction(parseDecimal('3.14159265358979')!);
    expect(cf.terms).toHaveLength(10);
    expect(cf.exact).toBe(false);
    expect(cf.terms.slice(0, 5)).toEqual([3n, 7n, 15n, 1n, 292n]);
  });

  it('the convergents converge to x (property)', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const x = parseDecimal(text)!;
        const cf = continuedFraction(x, 10);
        const cs = convergents(cf.terms);
        expect(cs).toHaveLength(cf.terms.length);
        // Each convergent is closer than the one before, and within 1/q² of x.
        for (let i = 0; i < cs.length; i += 1) {
          const c = cs[i]!;
          expect(compare(distance(c, x), rational(1n, c.d * c.d))).toBeLessThanOrEqual(0);
          if (i > 0) expect(compare(distance(c, x), distance(cs[i - 1]!, x))).toBeLessThanOrEqual(0);
        }
        // A finished expansion is x itself.
        if (cf.exact) expect(cs.at(-1)).toEqual(x);
        // All terms after the first are positive.
        for (const a of cf.terms.slice(1)) expect(a > 0n).toBe(true);
      }),
    );
  });

  it('every rational with a short expansion is reproduced exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1000n, max: 1000n }),
        fc.array(fc.bigInt({ min: 1n, max: 50n }), { maxLength: 8 }),
        (a0, rest) => {
          // Rebuild x from the terms, then expand it again. A trailing 1 is folded into the term before.
          const terms = [a0, ...rest];
          if (terms.length > 1 && terms.at(-1) === 1n) return;
          const cs = convergents(terms);
          const x = cs.at(-1)!;
          const cf = continuedFraction(x);
          expect(cf.terms).toEqual(terms);
          expect(cf.exact).toBe(true);
        },
      ),
    );
  });
});

describe('euclidSteps', () => {
  it('shows the divisions of 415/93: 415 = 4 × 93 + 43, 93 = 2 × 43 + 7, 43 = 6 × 7 + 1, 7 = 7 × 1 + 0', () => {
    const rows = euclidSteps(rational(415n, 93n)).map((s) => [s.dividend, s.quotient, s.divisor, s.remainder]);
    expect(rows).toEqual([
      [415n, 4n, 93n, 43n],
      [93n, 2n, 43n, 7n],
      [43n, 6n, 7n, 1n],
      [7n, 7n, 1n, 0n],
    ]);
  });

  it('floors for negative numbers, so every remainder is at least 0: −7/2 = −4 × 2 + 1', () => {
    expect(euclidSteps(rational(-7n, 2n))[0]).toEqual({ dividend: -7n, divisor: 2n, quotient: -4n, remainder: 1n });
  });

  it('gives the continued fraction terms as its quotients, each line exact (property)', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const x = parseDecimal(text)!;
        const steps = euclidSteps(x);
        expect(steps.map((s) => s.quotient)).toEqual(continuedFraction(x).terms);
        for (const s of steps) {
          expect(s.quotient * s.divisor + s.remainder).toBe(s.dividend);
          expect(s.remainder >= 0n && s.remainder < s.divisor).toBe(true);
        }
      }),
    );
  });
});
