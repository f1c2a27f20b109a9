/**
 * Exact numbers as sums of rational multiples of radicals (`(−2 − ∛73)/3`), written two ways:
 * for people (Unicode) and as plain text mathjs can parse (`(-2 - cbrt(73))/3`), which is what
 * the worked steps carry and what the page renders as MathML.
 */
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';

export const MINUS = '\u2212';

/** coefficient × radical; an empty radical stands for 1. */
export interface ExactTerm {
  coefficient: Rational;
  /** `√3`, `∛(5 + 2√6)`, `√3·∛2 i`, or '' */
  uni: string;
  /** `sqrt(3)`, `cbrt(5 + 2*sqrt(6))`, `sqrt(3)*cbrt(2)*i`, or '' */
  math: string;
}

export const rationalTerm = (coefficient: Rational): ExactTerm => ({ coefficient, uni: '', math: '' });

export interface ExactText {
  uni: string;
  math: string;
}

/** The terms over one common denominator; like radicals are added up, zero terms dropped. */
export function formatSum(terms: readonly ExactTerm[]): ExactText {
  const merged: ExactTerm[] = [];
  for (const term of terms) {
    const same = merged.find((m) => m.math === term.math);
    if (same) same.coefficient = Q.add(same.coefficient, term.coefficient);
    else merged.push({ ...term });
  }
  const live = merged.filter((t) => !Q.isZero(t.coefficient));
  if (live.length === 0) return { uni: '0', math: '0' };
  const denominator = live.reduce((acc, t) => Q.lcm(acc, t.coefficient.d), 1n);
  const uniParts: string[] = [];
  const mathParts: string[] = [];
  live.forEach((t, i) => {
    const n = (t.coefficient.n * denominator) / t.coefficient.d;
    const size = Q.abs(n);
    const negative = n < 0n;
    const uniBody = t.uni === '' ? `${size}` : size === 1n ? t.uni : `${size}${t.uni}`;
    const mathBody = t.math === '' ? `${size}` : size === 1n ? t.math : `${size}*${t.math}`;
    uniParts.push(i === 0 ? `${negative ? MINUS : ''}${uniBody}` : ` ${negative ? MINUS : '+'} ${uniBody}`);
    mathParts.push(i === 0 ? `${negative ? '-' : ''}${mathBody}` : ` ${negative ? '-' : '+'} ${mathBody}`);
  });
  const uni = uniParts.join('');
  const math = mathParts.join('');
  if (denominator === 1n) return { uni, math };
  const single = live.length === 1;
  return {
    uni: single ? `${uni}/${denominator}` : `(${uni})/${denominator}`,
    math: single ? `${math}/${denominator}` : `(${math})/${denominator}`,
  };
}

export function formatRational(r: Rational): string {
  return formatSum([rationalTerm(r)]).uni;
}

export function rationalMath(r: Rational): string {
  return formatSum([rationalTerm(r)]).math;
}

export function bigRoot(n: bigint, k: 2 | 3): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Number(n) ** (1 / k)));
  if (x < 1n) x = 1n;
  // Newton steps fix the float estimate for values beyond 2^53.
  for (let i = 0; i < 200; i += 1) {
    const next = ((BigInt(k) - 1n) * x + n / x ** BigInt(k - 1)) / BigInt(k);
    if (next >= x) break;
    x = next;
  }
  while (x ** BigInt(k) > n) x -= 1n;
  while ((x + 1n) ** BigInt(k) <= n) x += 1n;
  return x;
}

/** m = s^k · t with t free of the k-th powers found (exactly so whenever m's factors are small). */
export function splitPower(m: bigint, k: 2 | 3): { s: bigint; t: bigint } {
  const K = BigInt(k);
  let s = 1n;
  let t = m;
  for (let p = 2n; p < 1000n && p ** K <= t; p += p === 2n ? 1n : 2n) {
    while (t % p ** K === 0n) {
      t /= p ** K;
      s *= p;
    }
  }
  const r = bigRoot(t, k);
  if (r ** K === t) return { s: s * r, t: 1n };
  return { s, t };
}

/** √r for a rational r ≥ 0 as c·√t with t a whole number (1 when √r is rational). */
export function sqrtRational(r: Rational): { c: Rational; t: bigint } {
  const { s, t } = splitPower(r.n * r.d, 2);
  return { c: Q.rational(s, r.d), t };
}

/** ∛r for any rational r as c·∛t with t a positive whole number (1 when ∛r is rational). */
export function cbrtRational(r: Rational): { c: Rational; t: bigint } {
  const { s, t } = splitPower(Q.abs(r.n) * r.d * r.d, 3);
  return { c: Q.rational(r.n < 0n ? -s : s, r.d), t };
}

export const sqrtText = (t: bigint): ExactText => ({
  uni: t === 1n ? '' : `√${t}`,
  math: t === 1n ? '' : `sqrt(${t})`,
});
export const cbrtText = (t: bigint): ExactText => ({
  uni: t === 1n ? '' : `∛${t}`,
  math: t === 1n ? '' : `cbrt(${t})`,
});

/** Joins two radical factors into one (`√3` and `∛2` make `√3·∛2`). */
export function product(...parts: ExactText[]): ExactText {
  const live = parts.filter((p) => p.uni !== '');
  return { uni: live.map((p) => p.uni).join('·'), math: live.map((p) => p.math).join('*') };
}

export const IMAGINARY: ExactText = { uni: 'i', math: 'i' };

/** A radical product times i, written `√3 i` as usual. */
export function imaginary(part: ExactText): ExactText {
  if (part.uni === '') return IMAGINARY;
  return { uni: `${part.uni} i`, math: `${part.math}*i` };
}

export const term = (coefficient: Rational, radical: ExactText): ExactTerm => ({ coefficient, ...radical });
