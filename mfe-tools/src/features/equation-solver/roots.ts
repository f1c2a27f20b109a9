/**
 * Roots of polynomials of degree 1 to 3 with exact rational coefficients: exact forms where they
 * exist (rational roots, and a ± b√c for quadratics), decimals for every root, complex included.
 */
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';
import { degree, type Polynomial } from './polynomial';

export interface Complex {
  re: number;
  im: number;
}

export interface Root {
  value: Complex;
  /** The exact value as text (`3/2`, `(1 + √5)/2`, `−1 − 2i`), or null when only a decimal is known. */
  exact: string | null;
  multiplicity: number;
}

const MINUS = '\u2212';

/* ---------- exact helpers ---------- */

/** Scales to coprime integer coefficients with a positive leading one. */
export function toIntegerCoefficients(p: Polynomial): bigint[] {
  const common = p.reduce((acc, c) => Q.lcm(acc, c.d), 1n);
  const ints = p.map((c) => (c.n * common) / c.d);
  const g = ints.reduce((acc, c) => Q.gcd(acc, c), 0n) || 1n;
  const sign = (ints[ints.length - 1] ?? 1n) < 0n ? -1n : 1n;
  return ints.map((c) => (sign * c) / g);
}

export function evaluateExact(p: Polynomial, x: Rational): Rational {
  let acc = Q.ZERO;
  for (let i = p.length - 1; i >= 0; i -= 1) acc = Q.add(Q.mul(acc, x), p[i] ?? Q.ZERO);
  return acc;
}

/** Divides p by (x − r) for a root r; the remainder is zero and dropped. */
function deflate(p: Polynomial, r: Rational): Polynomial {
  const out: Rational[] = [];
  let carry = Q.ZERO;
  for (let i = p.length - 1; i >= 1; i -= 1) {
    carry = Q.add(Q.mul(carry, r), p[i] ?? Q.ZERO);
    out.unshift(carry);
  }
  return out;
}

function bigSqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Newton steps fix the float estimate for values beyond 2^53.
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x && x * x <= n) break;
    x = y;
  }
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** m = s² · t with t free of the squares found; t is square-free whenever m's factors are small. */
function splitSquare(m: bigint): { s: bigint; t: bigint } {
  let s = 1n;
  let t = m;
  for (let p = 2n; p < 2000n && p * p <= t; p += p === 2n ? 1n : 2n) {
    while (t % (p * p) === 0n) {
      t /= p * p;
      s *= p;
    }
  }
  const r = bigSqrt(t);
  if (r * r === t) return { s: s * r, t: 1n };
  return { s, t };
}

function formatRational(r: Rational): string {
  const text = Q.toFractionString(Q.rational(Q.abs(r.n), r.d));
  return r.n < 0n ? `${MINUS}${text}` : text;
}

/** u ± v√t (or u ± v√t·i when imaginary), written over one common denominator. */
function formatSurd(u: Rational, v: Rational, t: bigint, sign: 1 | -1, imaginary: boolean): string {
  const denominator = Q.lcm(u.d, v.d);
  const P = (u.n * denominator) / u.d;
  const V = Q.abs((v.n * denominator) / v.d);
  const radical = t === 1n ? '' : `√${t}`;
  const unit = imaginary ? (radical ? `${radical} i` : 'i') : radical;
  const surd = `${V === 1n && unit ? '' : V}${unit}`;
  const over = denominator === 1n ? '' : `/${denominator}`;
  if (P === 0n) return `${sign < 0 ? MINUS : ''}${surd}${over}`;
  const body = `${P < 0n ? MINUS : ''}${Q.abs(P)} ${sign < 0 ? MINUS : '+'} ${surd}`;
  return denominator === 1n ? body : `(${body})${over}`;
}

/* ---------- numeric helpers ---------- */

function cAdd(a: Complex, b: Complex): Complex {
  return { re: a.re + b.re, im: a.im + b.im };
}
function cMul(a: Complex, b: Complex): Complex {
  return { re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re };
}
function cDiv(a: Complex, b: Complex): Complex {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
}
const cAbs = (a: Complex) => Math.hypot(a.re, a.im);

/** P(z) and P'(z) by Horner's rule, for float coefficients c0…cn. */
export function evaluateComplex(coefficients: readonly number[], z: Complex): { value: Complex; slope: Complex } {
  let value: Complex = { re: 0, im: 0 };
  let slope: Complex = { re: 0, im: 0 };
  for (let i = coefficients.length - 1; i >= 0; i -= 1) {
    slope = cAdd(cMul(slope, z), value);
    value = cAdd(cMul(value, z), { re: coefficients[i] ?? 0, im: 0 });
  }
  return { value, slope };
}

/** Newton steps on the original polynomial, kept only while they reduce the residual. */
function polish(coefficients: readonly number[], z: Complex): Complex {
  let best = z;
  let bestResidual = cAbs(evaluateComplex(coefficients, z).value);
  for (let i = 0; i < 8 && bestResidual > 0; i += 1) {
    const { value, slope } = evaluateComplex(coefficients, best);
    if (cAbs(slope) === 0) break;
    const next = cAdd(best, cMul({ re: -1, im: 0 }, cDiv(value, slope)));
    const residual = cAbs(evaluateComplex(coefficients, next).value);
    if (!(residual < bestResidual)) break;
    best = next;
    bestResidual = residual;
  }
  return best;
}

/** Roots of a·x² + b·x + c in floats, avoiding cancellation. */
function quadraticNumeric(a: number, b: number, c: number): Complex[] {
  const disc = b * b - 4 * a * c;
  if (disc >= 0) {
    const q = -0.5 * (b + (b >= 0 ? 1 : -1) * Math.sqrt(disc));
    if (q === 0)
      return [
        { re: 0, im: 0 },
        { re: 0, im: 0 },
      ];
    return [
      { re: q / a, im: 0 },
      { re: c / q, im: 0 },
    ];
  }
  const re = -b / (2 * a);
  const im = Math.sqrt(-disc) / (2 * Math.abs(a));
  return [
    { re, im },
    { re, im: -im },
  ];
}

/** One real root of a monic cubic by bisection on a sign change, then its two companions. */
function cubicNumeric(monic: readonly number[]): Complex[] {
  const [c0 = 0, c1 = 0, c2 = 0] = monic;
  const f = (x: number) => ((x + c2) * x + c1) * x + c0;
  const bound = 1 + Math.max(Math.abs(c0), Math.abs(c1), Math.abs(c2));
  let lo = -bound;
  let hi = bound;
  for (let i = 0; i < 200 && hi - lo > 0; i += 1) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) <= 0) lo = mid;
    else hi = mid;
  }
  const r = Math.abs(f(lo)) <= Math.abs(f(hi)) ? lo : hi;
  // x³ + c2 x² + c1 x + c0 = (x − r)(x² + (c2 + r) x + (c1 + r(c2 + r)))
  const b = c2 + r;
  const c = c1 + r * b;
  return [{ re: r, im: 0 }, ...quadraticNumeric(1, b, c)];
}

/* ---------- solving ---------- */

function rationalRoot(r: Rational, multiplicity = 1): Root {
  return { value: { re: Q.toNumber(r), im: 0 }, exact: formatRational(r), multiplicity };
}

function solveLinear(p: Polynomial): Root[] {
  return [rationalRoot(Q.neg(Q.div(p[0] ?? Q.ZERO, p[1] ?? Q.ONE)))];
}

function solveQuadratic(p: Polynomial): Root[] {
  const [c = Q.ZERO, b = Q.ZERO, a = Q.ONE] = p;
  const disc = Q.sub(Q.mul(b, b), Q.mul(Q.rational(4n), Q.mul(a, c)));
  const twoA = Q.mul(Q.rational(2n), a);
  const u = Q.neg(Q.div(b, twoA));
  if (Q.isZero(disc)) return [rationalRoot(u, 2)];
  // √(n/d) = √(n·d)/d, then pull the square part out of n·d.
  const imaginary = disc.n < 0n;
  const { s, t } = splitSquare(Q.abs(disc.n) * disc.d);
  const v = Q.div(Q.rational(s, disc.d), twoA);
  const uValue = Q.toNumber(u);
  const vValue = Math.abs(Q.toNumber(v)) * Math.sqrt(Number(t));
  if (!imaginary && t === 1n) {
    return [rationalRoot(Q.add(u, Q.rational(Q.abs(v.n), v.d))), rationalRoot(Q.sub(u, Q.rational(Q.abs(v.n), v.d)))];
  }
  const exact = Number.isFinite(vValue);
  const roots: Root[] = ([1, -1] as const).map((sign) => ({
    value: imaginary ? { re: uValue, im: sign * vValue } : { re: uValue + sign * vValue, im: 0 },
    exact: exact ? formatSurd(u, v, t, sign, imaginary) : null,
    multiplicity: 1,
  }));
  if (!exact) {
    const [c0, c1, c2] = p.map(Q.toNumber);
    return quadraticNumeric(c2 ?? 1, c1 ?? 0, c0 ?? 0).map((value) => ({ value, exact: null, multiplicity: 1 }));
  }
  return roots;
}

/** Finds a rational root of p, guided by the float roots: any rational root has a denominator dividing the leading coefficient. */
function findRationalRoot(p: Polynomial, guesses: Complex[]): Rational | null {
  if (Q.isZero(p[0] ?? Q.ZERO)) return Q.ZERO;
  const ints = toIntegerCoefficients(p);
  const lead = Q.abs(ints[ints.length - 1] ?? 1n);
  for (const guess of guesses) {
    if (!Number.isFinite(guess.re) || Math.abs(guess.im) > 1e-6 * Math.max(1, Math.abs(guess.re))) continue;
    const near = Q.fromNumber(guess.re);
    for (const candidate of [Q.limitDenominator(near, lead), Q.rational(BigInt(Math.round(guess.re)))]) {
      if (Q.isZero(evaluateExact(p, candidate))) return candidate;
    }
  }
  return null;
}

function solveCubic(p: Polynomial): Root[] {
  const lead = p[3] ?? Q.ONE;
  const monic = p.map((c) => Q.toNumber(Q.div(c, lead)));
  if (monic.some((c) => !Number.isFinite(c))) throw new RangeError('coefficients out of range');
  const guesses = cubicNumeric(monic);
  const root = findRationalRoot(p, guesses);
  if (root) {
    const rest = mergeRoots([rationalRoot(root), ...solveQuadratic(deflate(p, root))]);
    return rest;
  }
  // No rational root: the cubic is irreducible over the rationals, so its roots are distinct.
  return guesses.map((z) => ({ value: polish(monic, z), exact: null, multiplicity: 1 }));
}

/** Joins equal exact roots, adding up their multiplicities. */
function mergeRoots(roots: Root[]): Root[] {
  const merged: Root[] = [];
  for (const root of roots) {
    const same = merged.find((m) => m.exact !== null && m.exact === root.exact);
    if (same) same.multiplicity += root.multiplicity;
    else merged.push({ ...root });
  }
  return merged;
}

/** The roots of a polynomial of degree 1, 2 or 3. Real roots first, ascending; then complex ones. */
export function solvePolynomial(p: Polynomial): Root[] {
  const d = degree(p);
  const roots = d === 1 ? solveLinear(p) : d === 2 ? solveQuadratic(p) : d === 3 ? solveCubic(p) : null;
  if (!roots) throw new RangeError(`degree ${d} is not 1, 2 or 3`);
  const isReal = (r: Root) => r.value.im === 0;
  return roots.sort(
    (a, b) => Number(isReal(b)) - Number(isReal(a)) || a.value.re - b.value.re || b.value.im - a.value.im,
  );
}
