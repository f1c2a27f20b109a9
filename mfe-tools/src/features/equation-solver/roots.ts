/**
 * Roots of polynomials of degree 1 to 3 with exact rational coefficients. Every root gets an exact
 * form: rationals, a ± b√c for quadratics, and for cubics with no rational root Cardano's formula
 * (one real root) or the trigonometric method (three real roots), each simplified, with its
 * decimal beside. The worked steps (`steps.ts`) read the details these functions return.
 */
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';
import {
  cbrtRational,
  cbrtText,
  formatSum,
  imaginary,
  product,
  rationalTerm,
  splitPower,
  sqrtRational,
  sqrtText,
  term,
  type ExactTerm,
  type ExactText,
} from './exact';
import { coefficientAt as at, degree, divExact, evaluateExact, type Polynomial } from './polynomial';

export interface Complex {
  re: number;
  im: number;
}

export interface Root {
  value: Complex;
  /** The exact value for people (`3/2`, `(1 + √5)/2`, `−1 − 2i`), or null when only a decimal is known. */
  exact: string | null;
  /** The same as plain text mathjs parses (`(1 + sqrt(5))/2`); the decimal when no exact form is known. */
  expression: string;
  multiplicity: number;
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
  const b = c2 + r;
  const c = c1 + r * b;
  return [{ re: r, im: 0 }, ...quadraticNumeric(1, b, c)];
}

/* ---------- exact roots ---------- */

export function rationalRoot(r: Rational, multiplicity = 1): Root {
  const text = formatSum([rationalTerm(r)]);
  return { value: { re: Q.toNumber(r), im: 0 }, exact: text.uni, expression: text.math, multiplicity };
}

function exactRoot(terms: ExactTerm[], value: Complex): Root {
  const text = formatSum(terms);
  return { value, exact: text.uni, expression: text.math, multiplicity: 1 };
}

export function solveLinear(p: Polynomial): Root {
  return rationalRoot(Q.neg(Q.div(at(p, 0), at(p, 1))));
}

export interface QuadraticSolution {
  a: Rational;
  b: Rational;
  c: Rational;
  discriminant: Rational;
  roots: Root[];
}

export function solveQuadratic(p: Polynomial): QuadraticSolution {
  const [c = Q.ZERO, b = Q.ZERO, a = Q.ONE] = p;
  const discriminant = Q.sub(Q.mul(b, b), Q.mul(Q.rational(4n), Q.mul(a, c)));
  const twoA = Q.mul(Q.rational(2n), a);
  const u = Q.neg(Q.div(b, twoA));
  const result = (roots: Root[]) => ({ a, b, c, discriminant, roots });
  if (Q.isZero(discriminant)) return result([rationalRoot(u, 2)]);
  // √(n/d) = √(n·d)/d, then pull the square part out of n·d.
  const isImaginary = discriminant.n < 0n;
  const { c: size, t } = sqrtRational(Q.rational(Q.abs(discriminant.n), discriminant.d));
  const v = Q.div(size, Q.rational(Q.abs(twoA.n), twoA.d));
  const vValue = Q.toNumber(v) * Math.sqrt(Number(t));
  if (!isImaginary && t === 1n) return result([rationalRoot(Q.add(u, v)), rationalRoot(Q.sub(u, v))]);
  if (!Number.isFinite(vValue)) {
    const [c0, c1, c2] = p.map(Q.toNumber);
    return result(
      quadraticNumeric(c2 ?? 1, c1 ?? 0, c0 ?? 0).map((value) => ({
        value,
        exact: null,
        expression: String(value.re),
        multiplicity: 1,
      })),
    );
  }
  const radical = isImaginary ? imaginary(sqrtText(t)) : sqrtText(t);
  const uValue = Q.toNumber(u);
  return result(
    ([1, -1] as const).map((sign) =>
      exactRoot(
        [rationalTerm(u), term(sign > 0 ? v : Q.neg(v), radical)],
        isImaginary ? { re: uValue, im: sign * vValue } : { re: uValue + sign * vValue, im: 0 },
      ),
    ),
  );
}

/** Finds a rational root of p, guided by the float roots: any rational root has a denominator dividing the leading coefficient. */
function findRationalRoot(p: Polynomial, guesses: Complex[]): Rational | null {
  if (Q.isZero(at(p, 0))) return Q.ZERO;
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

/** The positive divisors of n, or null when n is too large to list them quickly. */
export function divisors(n: bigint): bigint[] | null {
  const m = Q.abs(n);
  if (m === 0n || m > 1_000_000n) return null;
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let i = 1n; i * i <= m; i += 1n) {
    if (m % i !== 0n) continue;
    small.push(i);
    if (i * i !== m) large.unshift(m / i);
  }
  return [...small, ...large];
}

/** Scales to coprime integer coefficients with a positive leading one. */
export function toIntegerCoefficients(p: Polynomial): bigint[] {
  const common = p.reduce((acc, c) => Q.lcm(acc, c.d), 1n);
  const ints = p.map((c) => (c.n * common) / c.d);
  const g = ints.reduce((acc, c) => Q.gcd(acc, c), 0n) || 1n;
  const sign = (ints[ints.length - 1] ?? 1n) < 0n ? -1n : 1n;
  return ints.map((c) => (sign * c) / g);
}

/**
 * The rational root test done in full, when the candidates ±p/q are few: a check on the float
 * guided search, so "no root is rational" is never said of a cubic that has one.
 */
function searchRationalRoots(p: Polynomial): Rational | null {
  const ints = toIntegerCoefficients(p);
  const ps = divisors(ints[0] ?? 0n);
  const qs = divisors(ints[ints.length - 1] ?? 1n);
  if (!ps || !qs || ps.length * qs.length > 200) return null;
  for (const n of ps) {
    for (const d of qs) {
      for (const candidate of [Q.rational(n, d), Q.rational(-n, d)]) {
        if (Q.isZero(evaluateExact(p, candidate))) return candidate;
      }
    }
  }
  return null;
}

/** x³ + a2x² + a1x + a0 with x = t − shift becomes t³ + p·t + q. */
export interface Depressed {
  shift: Rational;
  p: Rational;
  q: Rational;
  /** q²/4 + p³/27: positive for one real root, negative for three, zero for a repeated one. */
  delta: Rational;
}

export type CubicSolution =
  | { kind: 'rational-root'; root: Rational; quotient: Polynomial; roots: Root[] }
  | { kind: 'cube-root' | 'cardano' | 'trigonometric'; depressed: Depressed; roots: Root[] };

export function depress(p: Polynomial): Depressed {
  const lead = at(p, 3);
  const [a0, a1, a2] = [0, 1, 2].map((i) => Q.div(at(p, i), lead)) as [Rational, Rational, Rational];
  const r = (n: bigint, d = 1n) => Q.rational(n, d);
  const shift = Q.div(a2, r(3n));
  const pp = Q.sub(a1, Q.div(Q.mul(a2, a2), r(3n)));
  const q = Q.add(Q.sub(Q.mul(r(2n, 27n), Q.pow(a2, 3)), Q.div(Q.mul(a2, a1), r(3n))), a0);
  const delta = Q.add(Q.div(Q.mul(q, q), r(4n)), Q.div(Q.pow(pp, 3), r(27n)));
  return { shift, p: pp, q, delta };
}

export function solveCubic(p: Polynomial): CubicSolution {
  const lead = at(p, 3);
  const monic = p.map((c) => Q.toNumber(Q.div(c, lead)));
  if (monic.some((c) => !Number.isFinite(c))) throw new RangeError('coefficients out of range');
  const root = findRationalRoot(p, cubicNumeric(monic)) ?? searchRationalRoots(p);
  if (root) {
    const quotient = divExact(p, [Q.neg(root), Q.ONE]);
    return {
      kind: 'rational-root',
      root,
      quotient,
      roots: mergeRoots([rationalRoot(root), ...solveQuadratic(quotient).roots]),
    };
  }
  // No rational root: the cubic is irreducible over the rationals, so its roots are distinct and
  // its discriminant is not zero.
  const depressed = depress(p);
  const polished = (roots: Root[]) => roots.map((r) => ({ ...r, value: polish(monic, r.value) }));
  if (Q.isZero(depressed.p)) return { kind: 'cube-root', depressed, roots: polished(cubeRootCase(depressed)) };
  if (depressed.delta.n > 0n) return { kind: 'cardano', depressed, roots: polished(cardano(depressed)) };
  return { kind: 'trigonometric', depressed, roots: polished(trigonometric(depressed)) };
}

const HALF = Q.rational(1n, 2n);
const SQRT3: ExactText = sqrtText(3n);

/**
 * The three roots −shift + u + v, −shift − (u + v)/2 ± (√3/2)(u − v)i for real cube roots
 * u = c1·R1 and v = c2·R2 (R the radical texts, uValue and vValue their values).
 */
function fromCubeRoots({ shift }: Depressed, parts: Array<{ c: Rational; radical: ExactText; value: number }>): Root[] {
  const s = Q.neg(shift);
  const sValue = Q.toNumber(s);
  const sum = parts.reduce((acc, part) => acc + Q.toNumber(part.c) * part.value, 0);
  const real = exactRoot([rationalTerm(s), ...parts.map((part) => term(part.c, part.radical))], {
    re: sValue + sum,
    im: 0,
  });
  const diff = parts.reduce((acc, part, i) => acc + (i === 0 ? 1 : -1) * Q.toNumber(part.c) * part.value, 0);
  const complex = ([1, -1] as const).map((sign) =>
    exactRoot(
      [
        rationalTerm(s),
        ...parts.map((part) => term(Q.mul(Q.neg(HALF), part.c), part.radical)),
        ...parts.map((part, i) =>
          term(
            Q.mul(Q.rational(BigInt(sign * (i === 0 ? 1 : -1)), 2n), part.c),
            imaginary(product(SQRT3, part.radical)),
          ),
        ),
      ],
      { re: sValue - sum / 2, im: (sign * Math.sqrt(3) * diff) / 2 },
    ),
  );
  return [real, ...complex];
}

/** t³ = −q: t = ∛(−q). */
function cubeRootCase(d: Depressed): Root[] {
  const { c, t } = cbrtRational(Q.neg(d.q));
  return fromCubeRoots(d, [{ c, radical: cbrtText(t), value: Math.cbrt(Number(t)) }]);
}

/** Cardano: t = ∛(−q/2 + √Δ) + ∛(−q/2 − √Δ) with Δ = q²/4 + p³/27 > 0. */
function cardano(d: Depressed): Root[] {
  const half = Q.neg(Q.mul(d.q, HALF));
  const { c: sc, t: st } = sqrtRational(d.delta);
  if (st === 1n) {
    // √Δ is rational: both cube roots are of rationals.
    const parts = [Q.add(half, sc), Q.sub(half, sc)].map((a) => {
      const { c, t } = cbrtRational(a);
      return { c, radical: cbrtText(t), value: Math.cbrt(Number(t)) };
    });
    return fromCubeRoots(d, parts);
  }
  // −q/2 ± c√t = (P ± K√t)/L, and ∛((P ± K√t)/L) = ∛((P ± K√t)·L²)/L.
  const L = Q.lcm(half.d, sc.d);
  const P = ((half.n * L) / half.d) * L * L;
  const K = ((sc.n * L) / sc.d) * L * L;
  // A common cube factor of P and K comes out of the root.
  const { s: out } = splitPower(Q.gcd(P, K), 3);
  const [p3, k3] = [P / out ** 3n, K / out ** 3n];
  const parts = ([1n, -1n] as const).map((sign) => {
    const inner = formatSum([rationalTerm(Q.rational(p3)), term(Q.rational(sign * k3), sqrtText(st))]);
    const value = Math.cbrt(Number(p3) + Number(sign * k3) * Math.sqrt(Number(st)));
    return { c: Q.rational(out, L), radical: { uni: `∛(${inner.uni})`, math: `cbrt(${inner.math})` }, value };
  });
  return fromCubeRoots(d, parts);
}

/** Angles whose cosine is a simple surd, as fractions of π: arccos(c) for c = 0, ±1/2, ±√2/2, ±√3/2. */
const SPECIAL_ANGLES: Array<{ cosine: [Rational, bigint]; angle: Rational }> = [
  { cosine: [Q.ZERO, 1n], angle: Q.rational(1n, 2n) },
  { cosine: [HALF, 1n], angle: Q.rational(1n, 3n) },
  { cosine: [Q.neg(HALF), 1n], angle: Q.rational(2n, 3n) },
  { cosine: [HALF, 2n], angle: Q.rational(1n, 4n) },
  { cosine: [Q.neg(HALF), 2n], angle: Q.rational(3n, 4n) },
  { cosine: [HALF, 3n], angle: Q.rational(1n, 6n) },
  { cosine: [Q.neg(HALF), 3n], angle: Q.rational(5n, 6n) },
];

/** aπ with a in [0, 1] (cos is even and 2π-periodic), as `2π/9` and `2*pi/9`. */
function piText(a: Rational): ExactText {
  let x = Q.sub(a, Q.rational(2n * Q.floorDiv(a.n, 2n * a.d)));
  if (Q.compare(x, Q.ONE) > 0) x = Q.sub(Q.rational(2n), x);
  const n = x.n === 1n ? '' : `${x.n}`;
  const over = x.d === 1n ? '' : `/${x.d}`;
  if (x.n === 0n) return { uni: '0', math: '0' };
  return { uni: `${n}π${over}`, math: `${n ? `${n}*` : ''}pi${over}` };
}

/**
 * Three real roots: t = 2√(−p/3)·cos(⅓·arccos(C) − 2πk/3), C = (3q/2p)·√(−3/p), k = 0, 1, 2. The
 * cosine's argument is written as a multiple of π when arccos(C) is one of the special angles.
 */
function trigonometric(d: Depressed): Root[] {
  const { c: ampC, t: ampT } = sqrtRational(Q.div(Q.neg(d.p), Q.rational(3n)));
  const amplitude = Q.mul(Q.rational(2n), ampC);
  // C² = −27q²/(4p³), and C has the sign of −q (p < 0).
  const { c: cc, t: ct } = sqrtRational(
    Q.div(Q.mul(Q.rational(-27n), Q.mul(d.q, d.q)), Q.mul(Q.rational(4n), Q.pow(d.p, 3))),
  );
  const cosine = d.q.n > 0n ? Q.neg(cc) : cc;
  const cValue = Q.toNumber(cosine) * Math.sqrt(Number(ct));
  const special = SPECIAL_ANGLES.find(({ cosine: [k, t] }) => Q.equals(k, cosine) && (t === ct || Q.isZero(k)));
  const cText = formatSum([term(cosine, sqrtText(ct))]);
  const s = Q.neg(d.shift);
  const theta = Math.acos(Math.max(-1, Math.min(1, cValue)));
  return [0, 1, 2].map((k) => {
    let angle: ExactText;
    if (special) {
      angle = piText(Q.sub(Q.div(special.angle, Q.rational(3n)), Q.rational(2n * BigInt(k), 3n)));
    } else {
      const shiftText = [
        { uni: '', math: '' },
        { uni: ' − 2π/3', math: ' - 2*pi/3' },
        { uni: ' − 4π/3', math: ' - 4*pi/3' },
      ][k]!;
      angle = { uni: `⅓·arccos(${cText.uni})${shiftText.uni}`, math: `acos(${cText.math})/3${shiftText.math}` };
    }
    const cos: ExactText = { uni: `cos(${angle.uni})`, math: `cos(${angle.math})` };
    const value =
      Q.toNumber(s) + Q.toNumber(amplitude) * Math.sqrt(Number(ampT)) * Math.cos(theta / 3 - (2 * Math.PI * k) / 3);
    return exactRoot([rationalTerm(s), term(amplitude, product(sqrtText(ampT), cos))], { re: value, im: 0 });
  });
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

/** Real roots first, ascending; then complex ones. */
export function sortRoots(roots: Root[]): Root[] {
  const isReal = (r: Root) => r.value.im === 0;
  return roots.sort(
    (a, b) => Number(isReal(b)) - Number(isReal(a)) || a.value.re - b.value.re || b.value.im - a.value.im,
  );
}

/** The roots of a polynomial of degree 1, 2 or 3. */
export function solvePolynomial(p: Polynomial): Root[] {
  const d = degree(p);
  const roots = d === 1 ? [solveLinear(p)] : d === 2 ? solveQuadratic(p).roots : d === 3 ? solveCubic(p).roots : null;
  if (!roots) throw new RangeError(`degree ${d} is not 1, 2 or 3`);
  return sortRoots(roots);
}
