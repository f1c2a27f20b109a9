/** The free factoring calculator: a decimal's rational form, continued fraction and closed forms. */
import { decimalPlaces, limitDenominator, parseDecimal, sub, toNumber, type Rational } from '../../lib/rational';
import { recogniseClosedForms, toleranceFor, type ClosedForm } from './closed-form';
import { continuedFraction, convergents, MAX_CF_TERMS, type ContinuedFraction } from './continued-fraction';

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
  convergents: Rational[];
  closedForms: ClosedForm[];
}

/** The analysis of the typed number, or null when the text is not a number (the page then clears). */
export function analyseDecimal(input: string): DecimalAnalysis | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const value = parseDecimal(input);
  if (!value) return null;
  const approx = toNumber(value);
  if (!Number.isFinite(approx)) return null;
  const rationalForm = limitDenominator(value, MAX_DENOMINATOR);
  const difference = sub(value, rationalForm);
  const cf = continuedFraction(value, MAX_CF_TERMS);
  const places = decimalPlaces(input);
  return {
    value,
    approx,
    rational: rationalForm,
    rationalIsExact: difference.n === 0n,
    rationalError: Math.abs(toNumber(difference)),
    continuedFraction: cf,
    convergents: convergents(cf.terms),
    closedForms: recogniseClosedForms(approx, places, toleranceFor(places, approx)),
  };
}
