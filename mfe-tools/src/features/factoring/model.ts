/** Factors, prime factorisation and factor pairs of a positive integer up to 2^53 − 1. */

import { readWholeNumber } from '@shared/domain/numbers';
import { isPrime, primeFactorisation, type PrimePower } from '../../lib/primes';

export { isPrime, primeFactorisation, type PrimePower };

export const FACTORING_ERROR = 'Please enter a positive integer.';

export interface Factoring {
  n: number;
  primeFactors: PrimePower[];
  /** Every positive divisor, ascending. */
  factors: number[];
  /** [a, b] with a × b = n and a ≤ b, ascending by a. */
  pairs: Array<[number, number]>;
  isPrime: boolean;
}

/**
 * Reads a positive integer as people write it ("360", "1,000", "10,00,000", "1 000"; surrounding
 * spaces allowed). Signs, decimals, exponent notation, groups of the wrong size, trailing junk and
 * anything above 2^53 − 1 give null.
 */
export function parsePositiveInteger(input: string): number | null {
  const value = readWholeNumber(input);
  return value !== null && value >= 1 ? value : null;
}

export function divisorsOf(primeFactors: PrimePower[]): number[] {
  let divisors = [1];
  for (const { prime, exponent } of primeFactors) {
    const next: number[] = [];
    for (const d of divisors) {
      let value = d;
      for (let e = 0; e <= exponent; e += 1) {
        next.push(value);
        value *= prime;
      }
    }
    divisors = next;
  }
  return divisors.sort((a, b) => a - b);
}

export function factorPairs(n: number, factors: number[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (const a of factors) {
    const b = n / a;
    if (a > b) break;
    pairs.push([a, b]);
  }
  return pairs;
}

/** One rung of the division ladder: `dividend ÷ prime = quotient`. */
export interface LadderRung {
  dividend: number;
  prime: number;
  quotient: number;
}

/**
 * The division ladder of the prime factorisation, as taught by hand: divide by the smallest prime
 * that goes in, again and again, until 1 is left. The primes down the side are the factorisation.
 */
export function divisionLadder(primeFactors: PrimePower[], n: number): LadderRung[] {
  const rungs: LadderRung[] = [];
  let rest = n;
  for (const { prime, exponent } of primeFactors) {
    for (let i = 0; i < exponent; i += 1) {
      const quotient = rest / prime;
      rungs.push({ dividend: rest, prime, quotient });
      rest = quotient;
    }
  }
  return rungs;
}

export function factorise(n: number): Factoring {
  const primeFactors = primeFactorisation(n);
  const factors = divisorsOf(primeFactors);
  return { n, primeFactors, factors, pairs: factorPairs(n, factors), isPrime: isPrime(n) };
}

/** `2^3 × 3 × 5` as plain text (the page renders exponents as superscripts). */
export function formatPrimeFactors(primeFactors: PrimePower[]): string {
  if (primeFactors.length === 0) return '1';
  return primeFactors.map(({ prime, exponent }) => (exponent === 1 ? `${prime}` : `${prime}^${exponent}`)).join(' × ');
}
