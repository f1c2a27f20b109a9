import { describe, expect, it } from 'vitest';
import { toFractionString } from '../../lib/rational';
import { formatContinuedFraction } from './continued-fraction';
import { analyseDecimal } from './model';

describe('analyseDecimal', () => {
  it('gives the rational form, continued fraction and closed forms', () => {
    const result = analyseDecimal('3.14159')!;
    expect(toFractionString(result.rational)).toBe('355/113');
    expect(result.rationalIsExact).toBe(false);
    expect(formatContinuedFraction(result.continuedFraction.terms)).toBe('[3; 7, 15, 1, 25, 1, 7, 4]');
    expect(result.closedForms[0]?.label).toBe('π');
  });

  it('keeps the rational form exact when the denominator fits', () => {
    const result = analyseDecimal('0.125')!;
    expect(toFractionString(result.rational)).toBe('1/8');
    expect(result.rationalIsExact).toBe(true);
    expect(result.rationalError).toBe(0);
  });

  it('treats a whole number as one: its prime factorisation, no closed-form search', () => {
    const twelve = analyseDecimal('12')!;
    expect(twelve.integer).toEqual({
      primeFactors: [
        { prime: 2, exponent: 2 },
        { prime: 3, exponent: 1 },
      ],
    });
    expect(twelve.closedForms).toEqual([]);
    expect(formatContinuedFraction(twelve.continuedFraction.terms)).toBe('[12]');
    expect(analyseDecimal('-7')!.integer).toEqual({ primeFactors: [{ prime: 7, exponent: 1 }] });
    expect(analyseDecimal('1')!.integer).toEqual({ primeFactors: null });
    expect(analyseDecimal('12.0')!.integer).not.toBeNull();
    expect(analyseDecimal('0.75')!.integer).toBeNull();
  });

  it('reads numbers as people write them, separators included', () => {
    expect(analyseDecimal('1,000.5')!.rational).toEqual({ n: 2001n, d: 2n });
    expect(analyseDecimal('10,00,000')!.integer).not.toBeNull();
    expect(analyseDecimal('−0.75')!.rational).toEqual({ n: -3n, d: 4n });
  });

  it('keeps the denominator at or below 1000', () => {
    expect(analyseDecimal('0.123456789')!.rational.d <= 1000n).toBe(true);
  });

  it.each(['', '  ', 'abc', '1/2', '3,5', '0x1A', '1.2.3', 'pi', '1e999', '5 apples'])(
    'returns null for %j',
    (text) => {
      expect(analyseDecimal(text)).toBeNull();
    },
  );
});
