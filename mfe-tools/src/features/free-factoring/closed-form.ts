/**
 * Recognises a decimal as a simple closed form: a fraction with a small denominator, a rational
 * multiple of √n for a small square-free n, or a rational multiple of π or e. Each candidate is
 * checked against the precision the visitor typed, so `1.4142` is √2 but `1.4` is not.
 */

export type ClosedFormKind = 'fraction' | 'sqrt' | 'pi' | 'e';

export interface ClosedForm {
  kind: ClosedFormKind;
  /** The coefficient p/q (reduced, q > 0). */
  p: number;
  q: number;
  /** √radicand for kind 'sqrt'; 1 otherwise. */
  radicand: number;
  /** How it is written: `3π/4`, `−√2`, `2/3`. */
  label: string;
  value: number;
  /** |x − value|. */
  error: number;
}

/** Irrational forms need this many decimal places before a match means anything. */
export const MIN_PLACES_FOR_IRRATIONAL = 4;
export const MAX_FRACTION_DENOMINATOR = 12;
export const MAX_MULTIPLE_DENOMINATOR = 12;
export const MAX_SQRT_DENOMINATOR = 4;
export const MAX_RADICAND = 30;
/** Coefficients stay small: these are forms a person would write down. */
export const MAX_NUMERATOR = 100;

const SQUARE_FREE = Array.from({ length: MAX_RADICAND - 1 }, (_, i) => i + 2).filter(isSquareFree);

function isSquareFree(n: number): boolean {
  for (let k = 2; k * k <= n; k += 1) if (n % (k * k) === 0) return false;
  return true;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

const MINUS = '\u2212';

/** Writes (p/q)·symbol the way a textbook would: `π`, `−π`, `2π`, `π/2`, `3π/4`. */
export function formatMultiple(p: number, q: number, symbol: string): string {
  const sign = p < 0 ? MINUS : '';
  const magnitude = Math.abs(p);
  const head = magnitude === 1 ? symbol : `${magnitude}${symbol}`;
  return `${sign}${head}${q === 1 ? '' : `/${q}`}`;
}

function formatFraction(p: number, q: number): string {
  return `${p < 0 ? MINUS : ''}${Math.abs(p)}${q === 1 ? '' : `/${q}`}`;
}

interface Family {
  kind: ClosedFormKind;
  constant: number;
  radicand: number;
  symbol: string;
  maxDenominator: number;
}

const FAMILIES: Family[] = [
  ...SQUARE_FREE.map((n) => ({
    kind: 'sqrt' as const,
    constant: Math.sqrt(n),
    radicand: n,
    symbol: `√${n}`,
    maxDenominator: MAX_SQRT_DENOMINATOR,
  })),
  { kind: 'pi', constant: Math.PI, radicand: 1, symbol: 'π', maxDenominator: MAX_MULTIPLE_DENOMINATOR },
  { kind: 'e', constant: Math.E, radicand: 1, symbol: 'e', maxDenominator: MAX_MULTIPLE_DENOMINATOR },
];

/**
 * The closed forms within `tolerance` of x, best first. `places` is the number of decimal places
 * the visitor typed; a fraction that x equals exactly is found whatever the precision.
 */
export function recogniseClosedForms(x: number, places: number, tolerance: number): ClosedForm[] {
  if (!Number.isFinite(x)) return [];
  const found: ClosedForm[] = [];

  // Simple fractions: exact ones always, repeating decimals like 0.3333 once typed precisely enough.
  for (let q = 2; q <= MAX_FRACTION_DENOMINATOR; q += 1) {
    const p = Math.round(x * q);
    if (p === 0 || Math.abs(p) > MAX_NUMERATOR * q || gcd(p, q) !== 1) continue;
    const value = p / q;
    const error = Math.abs(x - value);
    const exact = error <= Number.EPSILON * Math.max(1, Math.abs(x)) * 4;
    if (exact || (places >= MIN_PLACES_FOR_IRRATIONAL && error <= tolerance)) {
      found.push({ kind: 'fraction', p, q, radicand: 1, label: formatFraction(p, q), value, error });
    }
  }

  if (places >= MIN_PLACES_FOR_IRRATIONAL) {
    for (const family of FAMILIES) {
      for (let q = 1; q <= family.maxDenominator; q += 1) {
        const p = Math.round((x * q) / family.constant);
        if (p === 0 || Math.abs(p) > MAX_NUMERATOR || gcd(p, q) !== 1) continue;
        const value = (p * family.constant) / q;
        const error = Math.abs(x - value);
        if (error > tolerance) continue;
        found.push({
          kind: family.kind,
          p,
          q,
          radicand: family.radicand,
          label: formatMultiple(p, q, family.symbol),
          value,
          error,
        });
      }
    }
  }

  // The simplest explanation first: fewer digits in the coefficient, then the closer match.
  const size = (form: ClosedForm) => Math.abs(form.p) + form.q + (form.kind === 'sqrt' ? form.radicand / 10 : 0);
  return found.sort((a, b) => size(a) - size(b) || a.error - b.error);
}

/**
 * One unit in the last place typed, so both rounded and truncated inputs are recognised; never
 * tighter than double precision can tell apart.
 */
export function toleranceFor(places: number, x: number): number {
  return Math.max(10 ** -places, 8 * Number.EPSILON * Math.max(1, Math.abs(x)));
}
