import { floorDiv, rational, type Rational } from '../../lib/rational';

export const MAX_CF_TERMS = 10;

export interface ContinuedFraction {
  /** [a0; a1, a2, …]: a0 may be negative or zero, the others are positive. */
  terms: bigint[];
  /** True when the terms represent x exactly; false when the expansion was cut at maxTerms. */
  exact: boolean;
}

/** The regular continued fraction of an exact rational, by Euclid's algorithm. */
export function continuedFraction(x: Rational, maxTerms = MAX_CF_TERMS): ContinuedFraction {
  const terms: bigint[] = [];
  let n = x.n;
  let d = x.d;
  while (terms.length < maxTerms) {
    const a = floorDiv(n, d);
    terms.push(a);
    const rest = n - a * d;
    if (rest === 0n) return { terms, exact: true };
    [n, d] = [d, rest];
  }
  return { terms, exact: false };
}

/** One line of Euclid's algorithm: dividend = quotient × divisor + remainder. */
export interface EuclidStep {
  dividend: bigint;
  divisor: bigint;
  quotient: bigint;
  remainder: bigint;
}

/**
 * The divisions behind the continued fraction of n/d: each quotient is the next term, and the
 * divisor and remainder become the next division (the quotient is floored, so a remainder is
 * never negative).
 */
export function euclidSteps(x: Rational, maxTerms = MAX_CF_TERMS): EuclidStep[] {
  const steps: EuclidStep[] = [];
  let n = x.n;
  let d = x.d;
  while (steps.length < maxTerms) {
    const quotient = floorDiv(n, d);
    const remainder = n - quotient * d;
    steps.push({ dividend: n, divisor: d, quotient, remainder });
    if (remainder === 0n) break;
    [n, d] = [d, remainder];
  }
  return steps;
}

/** The convergents h_k/k_k of a continued fraction, one per term. */
export function convergents(terms: readonly bigint[]): Rational[] {
  const result: Rational[] = [];
  let [h0, k0, h1, k1] = [1n, 0n, 0n, 1n];
  for (const a of terms) {
    [h0, k0, h1, k1] = [a * h0 + h1, a * k0 + k1, h0, k0];
    result.push(rational(h0, k0));
  }
  return result;
}

/** `[1; 2, 2, 2]`, the usual notation. */
export function formatContinuedFraction(terms: readonly bigint[]): string {
  if (terms.length === 0) return '[]';
  const [first, ...rest] = terms;
  return rest.length === 0 ? `[${first}]` : `[${first}; ${rest.join(', ')}]`;
}
