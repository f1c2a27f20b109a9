/**
 * The worked steps for a polynomial equation in standard form P(x) = 0 (integer coefficients, the
 * leading one positive). Every step's equation is plain text mathjs parses and holds at every
 * root found: factoring and substituting keep all roots, and the last step is the product of
 * (x − root) over the roots found.
 */
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';
import { formatRational, rationalMath, sqrtRational } from './exact';
import { factorMath, factorText, polyMath, polyText } from './format';
import { coefficientAt as at, degree, type Polynomial } from './polynomial';
import { divisors, solveCubic, solveLinear, solveQuadratic, sortRoots, type Depressed, type Root } from './roots';

export interface Step {
  /** The equation after this step, as plain text mathjs parses (`2*x^2 - 3*x + 1 = 0`). */
  equation: string;
  /** One short sentence: what was done, or what was found. */
  reason: string;
}

/** True when the text has a + or − outside brackets after its first character (it is a sum). */
function isSum(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (depth === 0 && i > 0 && (ch === '+' || ch === '-')) return true;
  }
  return false;
}

function rootFactor(root: Root, v: string): string {
  const e = root.expression;
  const base =
    e === '0' ? v : isSum(e) ? `(${v} - (${e}))` : e.startsWith('-') ? `(${v} + ${e.slice(1)})` : `(${v} - ${e})`;
  return root.multiplicity > 1 ? `${base}^${root.multiplicity}` : base;
}

/** lead·(x − r1)(x − r2)…, the polynomial written from its roots. */
export function factoredMath(lead: Rational, roots: readonly Root[], v: string): string {
  const factors = roots.map((r) => rootFactor(r, v)).join('*');
  if (Q.equals(lead, Q.ONE)) return factors || '1';
  if (Q.equals(lead, Q.rational(-1n))) return `-${factors}`;
  return `${rationalMath(lead)}*${factors}`;
}

/** `x = 1/2 or x = 1`, `x = 1, x = 2 or x = 3`. */
export function listRoots(roots: readonly Root[], v: string): string {
  const texts = roots.map((r) => `${v} = ${r.exact ?? r.expression}`);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

const q = (n: bigint, d = 1n) => Q.rational(n, d);

/** The steps and roots for P(x) = 0 of degree 2 or 3. */
export function solveStandardForm(p: Polynomial, v: string, steps: Step[]): Root[] {
  if (degree(p) === 2) return sortRoots(quadraticSteps(p, v, { math: '', text: '' }, [], at(p, 2), steps));
  return sortRoots(cubicSteps(p, v, steps));
}

interface Outer {
  /** The factors already split off, as a mathjs product prefix (`(x - 1)*`), or ''. */
  math: string;
  text: string;
}

/**
 * The steps for a quadratic factor `f` of the whole polynomial: `outer` are the factors already
 * split off, `outerRoots` their roots, `lead` the leading coefficient of the whole polynomial.
 */
function quadraticSteps(
  f: Polynomial,
  v: string,
  outer: Outer,
  outerRoots: Root[],
  lead: Rational,
  steps: Step[],
): Root[] {
  const [c, b, a] = [at(f, 0), at(f, 1), at(f, 2)];
  const eq = (expr: string) => `${outer.math}${expr} = 0`;
  const finish = (roots: Root[], reason: string) => {
    const all = [...outerRoots, ...roots];
    steps.push({ equation: `${factoredMath(lead, sortRoots([...all]), v)} = 0`, reason });
    return roots;
  };
  const solution = solveQuadratic(f);
  if (Q.isZero(c)) {
    const inner: Polynomial = [b, a];
    steps.push({ equation: eq(`${v}*${factorMath(inner, v)}`), reason: `Factor out the common factor ${v}` });
    return finish(solution.roots, `Set each factor to zero: ${listRoots(sortRoots([...solution.roots]), v)}`);
  }
  const ratio = Q.neg(Q.div(c, a));
  if (Q.isZero(b) && ratio.n > 0n) {
    // a·x² − k = a(x − √(k/a))(x + √(k/a)): written with whole numbers when a and k are squares.
    const sa = sqrtRational(a);
    const sc = sqrtRational(Q.neg(c));
    const squares = sa.t === 1n && sc.t === 1n;
    const left = squares ? polyMath([Q.neg(sc.c), sa.c], v) : '';
    const right = squares ? polyMath([sc.c, sa.c], v) : '';
    const [minus, plus] = sortRoots([...solution.roots]);
    const text = squares
      ? `(${left})*(${right})`
      : factoredMath(a, [minus, plus].filter((r): r is Root => r !== undefined).reverse(), v);
    steps.push({
      equation: eq(text),
      reason: `Factor ${polyText(f, v)} as a difference of squares, a² − b² = (a − b)(a + b)`,
    });
    return finish(solution.roots, `Set each factor to zero: ${listRoots(sortRoots([...solution.roots]), v)}`);
  }
  const { discriminant } = solution;
  const sign = discriminant.n > 0n ? ' > 0' : discriminant.n < 0n ? ' < 0' : '';
  const outcome =
    discriminant.n > 0n ? 'two real roots' : discriminant.n < 0n ? 'the roots are complex' : 'one double root';
  steps.push({
    equation: eq(outer.math ? factorMath(f, v) : polyMath(f, v)),
    reason:
      `The discriminant is b² − 4ac = ${formatRational(discriminant)}${sign}, so ${discriminant.n < 0n ? '' : 'there is '}${outcome}`.replace(
        'there is two',
        'there are two',
      ),
  });
  const letters = `a = ${formatRational(a)}, b = ${formatRational(b)}, c = ${formatRational(c)}`;
  return finish(
    solution.roots,
    `Apply the quadratic formula ${v} = (−b ± √(b² − 4ac))/(2a) with ${letters}: ${listRoots(sortRoots([...solution.roots]), v)}`,
  );
}

function candidateText(a0: bigint, a3: bigint): { list: string | null; count: number | null } {
  const ps = divisors(a0);
  const qs = divisors(a3);
  if (!ps || !qs) return { list: null, count: null };
  const seen = new Map<string, Rational>();
  for (const p of ps) for (const d of qs) seen.set(formatRational(q(p, d)), q(p, d));
  const sorted = [...seen.values()].sort(Q.compare);
  return { list: sorted.map((r) => `±${formatRational(r)}`).join(', '), count: sorted.length * 2 };
}

function cubicSteps(p: Polynomial, v: string, steps: Step[]): Root[] {
  const [a0, a1, a2, a3] = [0, 1, 2, 3].map((i) => at(p, i)) as [Rational, Rational, Rational, Rational];
  const current = `${polyMath(p, v)} = 0`;

  if (Q.isZero(a0) && Q.isZero(a1)) {
    const inner: Polynomial = [a2, a3];
    steps.push({ equation: `${v}^2*${factorMath(inner, v)} = 0`, reason: `Factor out the common factor ${v}²` });
    const roots = [{ ...solveLinear([Q.ZERO, Q.ONE]), multiplicity: 2 }, solveLinear(inner)];
    steps.push({
      equation: `${factoredMath(a3, sortRoots([...roots]), v)} = 0`,
      reason: `Set each factor to zero: ${listRoots(sortRoots([...roots]), v)}`,
    });
    return mergeSame(roots);
  }
  if (Q.isZero(a0)) {
    const inner: Polynomial = [a1, a2, a3];
    steps.push({ equation: `${v}*${factorMath(inner, v)} = 0`, reason: `Factor out the common factor ${v}` });
    const zero = solveLinear([Q.ZERO, Q.ONE]);
    return mergeSame([zero, ...quadraticSteps(inner, v, { math: `${v}*`, text: v }, [zero], a3, steps)]);
  }
  if (!Q.isZero(a2) && Q.equals(Q.mul(a3, a0), Q.mul(a2, a1))) {
    // a3x³ + a2x² + a1x + a0 = x²(a3x + a2) + k(a3x + a2) with k = a1/a3.
    const g = Q.rational(Q.gcd(a3.n, a2.n));
    const linear: Polynomial = [Q.div(a2, g), Q.div(a3, g)];
    const k = Q.div(a1, Q.div(a3, g));
    const gx2 = polyMath([Q.ZERO, Q.ZERO, g], v);
    const kText = k.n < 0n ? ` - ${rationalMath(Q.neg(k))}` : ` + ${rationalMath(k)}`;
    steps.push({
      equation: `${gx2}*${factorMath(linear, v)}${kText}*${factorMath(linear, v)} = 0`,
      reason: 'Factor by grouping: take a common factor out of the first two terms and out of the last two',
    });
    const quadratic: Polynomial = [k, Q.ZERO, g];
    steps.push({
      equation: `${factorMath(linear, v)}*${factorMath(quadratic, v)} = 0`,
      reason: `Take out the common factor ${factorText(linear, v)}`,
    });
    const first = solveLinear(linear);
    const outer = { math: `${factorMath(linear, v)}*`, text: factorText(linear, v) };
    // The whole polynomial's leading coefficient is a3 = g·(a3/g).
    return mergeSame([first, ...quadraticSteps(quadratic, v, outer, [first], a3, steps)]);
  }

  const solution = solveCubic(p);
  const { list, count } = candidateText(a0.n, a3.n);
  const where = `p dividing ${formatRational(Q.rational(Q.abs(a0.n)))} and q dividing ${formatRational(a3)}`;
  if (solution.kind === 'rational-root') {
    const r = solution.root;
    steps.push({
      equation: current,
      reason: `By the rational root test a rational root is ±p/q with ${where}; trying them, ${v} = ${formatRational(r)} gives 0`,
    });
    const divisor: Polynomial = [Q.neg(r), Q.ONE];
    const coefficients = [3, 2, 1, 0].map((i) => formatRational(at(p, i))).join(', ');
    const quotient = [2, 1, 0].map((i) => formatRational(at(solution.quotient, i))).join(', ');
    const root = solveLinear(divisor);
    steps.push({
      equation: `${factorMath(divisor, v)}*${factorMath(solution.quotient, v)} = 0`,
      reason: `Synthetic division by ${polyText(divisor, v)}: the coefficients ${coefficients} give ${quotient}, remainder 0`,
    });
    const outer = { math: `${factorMath(divisor, v)}*`, text: factorText(divisor, v) };
    return mergeSame([root, ...quadraticSteps(solution.quotient, v, outer, [root], a3, steps)]);
  }

  steps.push({
    equation: current,
    reason:
      list && count !== null && count <= 16
        ? `By the rational root test the only possible rational roots are ${list}; none gives 0, so no root is rational`
        : `By the rational root test a rational root is ±p/q with ${where}; none of ${count === null ? 'them' : `the ${count} candidates`} gives 0, so no root is rational`,
  });
  const { depressed } = solution;
  const shifted = Q.isZero(depressed.shift) ? v : `(${polyMath([depressed.shift, Q.ONE], v)})`;
  const dT: Polynomial = [depressed.q, depressed.p, Q.ZERO, Q.ONE];
  const divide = Q.equals(a3, Q.ONE) ? '' : `Divide both sides by ${formatRational(a3)}`;
  const substitute = Q.isZero(depressed.shift)
    ? ''
    : `substitute t = ${polyText([depressed.shift, Q.ONE], v)} to remove the ${v}² term`;
  if (divide || substitute) {
    steps.push({
      equation: `${polyMath(dT, shifted)} = 0`,
      reason: `${[divide, substitute].filter(Boolean).join(', then ').replace(/^s/, 'S')}: ${polyText(dT, 't')} = 0`,
    });
  }
  steps.push({
    equation: `${factoredMath(a3, sortRoots([...solution.roots]), v)} = 0`,
    reason: methodReason(solution.kind, depressed),
  });
  return solution.roots;
}

function methodReason(kind: 'cube-root' | 'cardano' | 'trigonometric', d: Depressed): string {
  const delta = `q²/4 + p³/27 = ${formatRational(d.delta)}`;
  if (kind === 'cube-root') {
    return `So t³ = ${formatRational(Q.neg(d.q))}: t is its real cube root, and that times (−1 ± √3 i)/2, the complex cube roots of 1`;
  }
  if (kind === 'cardano') {
    return `Cardano's formula: with p = ${formatRational(d.p)}, q = ${formatRational(d.q)} and ${delta} > 0 there is one real root, t = ∛(−q/2 + √(q²/4 + p³/27)) + ∛(−q/2 − √(q²/4 + p³/27)), and two complex ones`;
  }
  return `The trigonometric method: with p = ${formatRational(d.p)}, q = ${formatRational(d.q)} and ${delta} < 0 all three roots are real, t = 2√(−p/3)·cos(⅓·arccos((3q/2p)·√(−3/p)) − 2πk/3) for k = 0, 1, 2`;
}

function mergeSame(roots: Root[]): Root[] {
  const merged: Root[] = [];
  for (const root of roots) {
    const same = merged.find((m) => m.exact !== null && m.exact === root.exact);
    if (same) same.multiplicity += root.multiplicity;
    else merged.push({ ...root });
  }
  return merged;
}
