/** The free factoring calculator: a decimal's rational form, continued fraction and closed forms. */
import { readNumber } from '@shared/domain/numbers';
import { decimalPlaces, limitDenominator, parseDecimal, sub, toNumber, type Rational } from '../../lib/rational';
import { recogniseClosedForms, toleranceFor, type ClosedForm } from './closed-form';
import { primeFactorisation, type PrimePower } from '../../lib/primes';
import {
  continuedFraction,
  convergents,
  euclidSteps,
  MAX_CF_TERMS,
  type ContinuedFraction,
  type EuclidStep,
} from './continued-fraction';

export const MAX_DENOMINATOR = 1000n;
/** Longer inputs are not numbers anyone types by hand; they are refused like any non-number. */
export const MAX_INPUT_LENGTH = 60;

export interface DecimalAnalysis {
  value: Rational;
  approx: number;
  rational: Rational;
  /** True when the rational form equals the input exactly. */
  rationalIsExact: boolean;
  /** |x − rational form|. */
  rationalError: number;
  continuedFraction: ContinuedFraction;
  /** The divisions of Euclid's algorithm that give the continued fraction's terms. */
  euclid: EuclidStep[];
  convergents: Rational[];
  /**
   * For a whole number: its prime factorisation (null for −1, 0 and 1, and beyond 2^53 − 1), so
   * `12` gets 2² × 3 rather than a search for closed forms.
   */
  integer: { primeFactors: PrimePower[] | null } | null;
  closedForms: ClosedForm[];
}

/**
 * The analysis of the typed number, read as people write it ("1,000.5", "-0.75", "1e-3"), or null
 * when the text is not a number (the page then clears).
 */
export function analyseDecimal(input: string): DecimalAnalysis | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const written = readNumber(input, { decimals: true, negative: true, exponent: true });
  if (written === null) return null;
  const value = parseDecimal(written);
  if (!value) return null;
  const approx = toNumber(value);
  if (!Number.isFinite(approx)) return null;
  const rationalForm = limitDenominator(value, MAX_DENOMINATOR);
  const difference = sub(value, rationalForm);
  const cf = continuedFraction(value, MAX_CF_TERMS);
  const places = decimalPlaces(written);
  return {
    value,
    approx,
    rational: rationalForm,
    rationalIsExact: difference.n === 0n,
    rationalError: Math.abs(toNumber(difference)),
    continuedFraction: cf,
    euclid: euclidSteps(value, MAX_CF_TERMS),
    convergents: convergents(cf.terms),
    closedForms: value.d === 1n ? [] : recogniseClosedForms(approx, places, toleranceFor(places, approx)),
    integer: value.d === 1n ? { primeFactors: integerFactors(value.n) } : null,
  };
}

function integerFactors(n: bigint): PrimePower[] | null {
  const size = n < 0n ? -n : n;
  if (size < 2n || size > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return primeFactorisation(Number(size));
}
