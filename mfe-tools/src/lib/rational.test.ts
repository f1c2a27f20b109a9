import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  decimalPlaces,
  div,
  fromNumber,
  limitDenominator,
  mul,
  parseDecimal,
  rational,
  sub,
  toFractionString,
  toNumber,
} from './rational';

const smallRational = fc
  .tuple(fc.bigInt({ min: -10_000n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10_000n }))
  .map(([n, d]) => rational(n, d));

describe('rational', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(rational(6n, -8n)).toEqual({ n: -3n, d: 4n });
    expect(toFractionString(rational(10n, 5n))).toBe('2');
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('reads plain decimals exactly and refuses everything else', () => {
    expect(parseDecimal('0.1')).toEqual({ n: 1n, d: 10n });
    expect(parseDecimal('-.75')).toEqual({ n: -3n, d: 4n });
    expect(parseDecimal('1e-3')).toEqual({ n: 1n, d: 1000n });
    expect(parseDecimal(' 12 ')).toEqual({ n: 12n, d: 1n });
    for (const junk of ['', 'abc', '1.2.3', '0x10', '1e', '12px', '--1', 'Infinity', 'NaN', '1e999']) {
      expect(parseDecimal(junk), junk).toBeNull();
    }
  });

  it('counts the decimal places typed', () => {
    expect(decimalPlaces('3.14159')).toBe(5);
    expect(decimalPlaces('12')).toBe(0);
    expect(decimalPlaces('1.5e-2')).toBe(3);
  });

  it('field laws hold (property)', () => {
    fc.assert(
      fc.property(smallRational, smallRational, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        if (b.n !== 0n) expect(mul(div(a, b), b)).toEqual(a);
      }),
    );
  });

  it('a double round-trips through fromNumber (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (x) => {
        expect(toNumber(fromNumber(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });

  it('limitDenominator finds the closest fraction with a bounded denominator (property, brute-force check)', () => {
    fc.assert(
      fc.property(smallRational, fc.integer({ min: 1, max: 40 }), (x, max) => {
        const best = limitDenominator(x, BigInt(max));
        expect(best.d <= BigInt(max)).toBe(true);
        const distance = (r: ReturnType<typeof rational>) => {
          const diff = sub(r, x);
          return rational(diff.n < 0n ? -diff.n : diff.n, diff.d);
        };
        for (let q = 1n; q <= BigInt(max); q += 1n) {
          const p = (x.n * q) / x.d;
          for (const candidate of [rational(p - 1n, q), rational(p, q), rational(p + 1n, q)]) {
            expect(compare(distance(best), distance(candidate))).toBeLessThanOrEqual(0);
          }
        }
      }),
    );
  });
});
