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
  /**
   * The working of a formula, line by line, for people: its numbers put in, then the arithmetic
   * (`x = (−(−3) ± √((−3)² − 4 · 2 · 1))/(2 · 2)`, `= (3 ± √1)/4`, …).
   */
  work?: string[];
}

// ---- Writing the working ----------------------------------------------------------------------

const fmt = formatRational;
/** A number inside a formula: bracketed when negative, so `(−3)²` and `4 · 2 · (−1)` read right. */
const put = (r: Rational) => (r.n < 0n ? `(${fmt(r)})` : fmt(r));
/** `a − b` or `a + b` for a difference whose second part may be negative: `9 − (−8)` reads `9 + 8`. */
const minus = (a: Rational, b: Rational) => (b.n < 0n ? `${fmt(a)} + ${fmt(Q.neg(b))}` : `${fmt(a)} − ${fmt(b)}`);
const plus = (a: Rational, b: Rational) => (b.n < 0n ? `${fmt(a)} − ${fmt(Q.neg(b))}` : `${fmt(a)} + ${fmt(b)}`);
const FOUR = Q.rational(4n);
const TWO = Q.rational(2n);

/** b² − 4ac with the numbers put in, worked out. */
export function discriminantWork(a: Rational, b: Rational, c: Rational): string {
  const bb = Q.mul(b, b);
  const fourAC = Q.mul(FOUR, Q.mul(a, c));
  return `b² − 4ac = ${put(b)}² − 4 · ${put(a)} · ${put(c)} = ${minus(bb, fourAC)} = ${fmt(Q.sub(bb, fourAC))}`;
}

/** The quadratic formula with a, b, c put in, worked out to the roots. */
export function formulaWork(a: Rational, b: Rational, c: Rational, roots: readonly Root[], v: string): string[] {
  const D = Q.sub(Q.mul(b, b), Q.mul(FOUR, Q.mul(a, c)));
  const minusB = fmt(Q.neg(b));
  const twoA = fmt(Q.mul(TWO, a));
  const lines = [
    `${v} = (−b ± √(b² − 4ac))/(2a) = (${Q.isZero(b) ? '0' : `−${put(b)}`} ± √(${put(b)}² − 4 · ${put(a)} · ${put(c)}))/(2 · ${put(a)})`,
    `= (${minusB} ± √${D.n < 0n || D.d !== 1n ? `(${fmt(D)})` : fmt(D)})/${twoA}`,
  ];
  if (Q.isZero(D)) {
    lines.push(`${v} = ${minusB}/${twoA} = ${roots[0]?.exact ?? roots[0]?.expression ?? ''}`);
    return lines;
  }
  const size = sqrtRational(Q.rational(Q.abs(D.n), D.d));
  const root = size.t === 1n ? fmt(size.c) : `${size.c.n === 1n && size.c.d === 1n ? '' : fmt(size.c)}√${size.t}`;
  if (D.n < 0n) lines.push(`√(${fmt(D)}) = ${root} i, so ${v} = (${minusB} ± ${root} i)/${twoA}`);
  else if (size.t === 1n || !(size.c.n === 1n && size.c.d === 1n))
    lines.push(`√${fmt(D)} = ${root}, so ${v} = (${minusB} ± ${root})/${twoA}`);
  const named = sortRoots([...roots]).map((r) => `${v} = ${r.exact ?? r.expression}`);
  if (D.n > 0n && size.t === 1n) {
    const [big, small] = [Q.add(Q.neg(b), size.c), Q.sub(Q.neg(b), size.c)];
    lines.push(
      `${v} = (${minusB} + ${root})/${twoA} = ${fmt(big)}/${twoA} = ${fmt(Q.div(big, Q.mul(TWO, a)))}` +
        ` or ${v} = (${minusB} − ${root})/${twoA} = ${fmt(small)}/${twoA} = ${fmt(Q.div(small, Q.mul(TWO, a)))}`,
    );
  } else {
    lines.push(named.join(' or '));
  }
  return lines;
}

/** P(r) term by term: `P(3) = 3³ − 6 · 3² + 11 · 3 − 6 = 27 − 54 + 33 − 6 = 0`. */
function evaluationWork(p: Polynomial, r: Rational, v: string): string {
  const powers = ['', '', '²', '³'];
  const written: string[] = [];
  const values: Rational[] = [];
  for (let i = 3; i >= 0; i -= 1) {
    const c = at(p, i);
    if (Q.isZero(c)) continue;
    const power = i === 0 ? '' : `${put(r)}${powers[i]}`;
    const magnitude = fmt(c.n < 0n ? Q.neg(c) : c);
    const size = magnitude === '1' && i > 0 ? power : i === 0 ? magnitude : `${magnitude} · ${power}`;
    written.push(written.length === 0 ? `${c.n < 0n ? '−' : ''}${size}` : `${c.n < 0n ? '−' : '+'} ${size}`);
    values.push(Q.mul(c, Q.pow(r, i)));
  }
  const sums = values.map((x, i) => (i === 0 ? fmt(x) : x.n < 0n ? `− ${fmt(Q.neg(x))}` : `+ ${fmt(x)}`)).join(' ');
  return `P(${fmt(r)}) = ${written.join(' ')} = ${sums} = 0, where P(${v}) is the left side`;
}

/** Synthetic division of a cubic by (x − r), step by step. */
function syntheticWork(p: Polynomial, r: Rational): string[] {
  const lines: string[] = [];
  let carry = at(p, 3);
  lines.push(`Bring down ${fmt(carry)}.`);
  for (let i = 2; i >= 0; i -= 1) {
    const product = Q.mul(carry, r);
    const next = Q.add(at(p, i), product);
    lines.push(
      `${put(carry)} · ${put(r)} = ${fmt(product)}, and ${plus(at(p, i), product)} = ${fmt(next)}${i === 0 ? ', the remainder' : '.'}`,
    );
    carry = next;
  }
  return lines;
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
  const finish = (roots: Root[], reason: string, work?: string[]) => {
    const all = [...outerRoots, ...roots];
    steps.push({ equation: `${factoredMath(lead, sortRoots([...all]), v)} = 0`, reason, ...(work ? { work } : {}) });
    return roots;
  };
  const solution = solveQuadratic(f);
  if (Q.isZero(c)) {
    const inner: Polynomial = [b, a];
    steps.push({ equation: eq(`${v}*${factorMath(inner, v)}`), reason: `Factor out the common factor ${v}` });
    const other = solveLinear(inner);
    return finish(solution.roots, `Set each factor to zero: ${listRoots(sortRoots([...solution.roots]), v)}`, [
      `${v} = 0 or ${polyText(inner, v)} = 0`,
      linearWork(inner, other, v),
    ]);
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
    const aText = sa.t === 1n ? `${Q.equals(sa.c, Q.ONE) ? '' : fmt(sa.c)}${v}` : `√${fmt(a)}·${v}`;
    const bText = sc.t === 1n ? fmt(sc.c) : `√${fmt(Q.neg(c))}`;
    steps.push({
      equation: eq(text),
      reason: `Factor ${polyText(f, v)} as a difference of squares, a² − b² = (a − b)(a + b)`,
      work: [
        `${polyText(f, v)} = ${aText === v ? v : `(${aText})`}² − ${sc.t === 1n ? bText : `(${bText})`}² = (${aText} − ${bText})(${aText} + ${bText})`,
      ],
    });
    return finish(solution.roots, `Set each factor to zero: ${listRoots(sortRoots([...solution.roots]), v)}`, [
      sortRoots([...solution.roots])
        .map(
          (r) =>
            `${v} ${r.exact?.startsWith('−') ? '+' : '−'} ${r.exact?.replace(/^−/, '') ?? r.expression} = 0 gives ${v} = ${r.exact ?? r.expression}`,
        )
        .join('; '),
    ]);
  }
  const { discriminant } = solution;
  const sign = discriminant.n > 0n ? ' > 0' : discriminant.n < 0n ? ' < 0' : '';
  const outcome =
    discriminant.n > 0n ? 'two real roots' : discriminant.n < 0n ? 'the roots are complex' : 'one double root';
  const letters = `a = ${formatRational(a)}, b = ${formatRational(b)}, c = ${formatRational(c)}`;
  steps.push({
    equation: eq(outer.math ? factorMath(f, v) : polyMath(f, v)),
    reason:
      `The discriminant is b² − 4ac = ${formatRational(discriminant)}${sign}, so ${discriminant.n < 0n ? '' : 'there is '}${outcome}`.replace(
        'there is two',
        'there are two',
      ),
    work: [`With ${letters}:`, discriminantWork(a, b, c)],
  });
  return finish(
    solution.roots,
    `Apply the quadratic formula ${v} = (−b ± √(b² − 4ac))/(2a) with ${letters}: ${listRoots(sortRoots([...solution.roots]), v)}`,
    formulaWork(a, b, c, solution.roots, v),
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
    const other = solveLinear(inner);
    // 2x³ = 0 is x²·2x: all three roots are 0, listed once.
    const roots = mergeSame([{ ...solveLinear([Q.ZERO, Q.ONE]), multiplicity: 2 }, other]);
    const work = [`${v}² = 0 gives ${v} = 0 (twice)`];
    if (polyText(inner, v) !== `${fmt(at(inner, 1))}${v}` || !Q.isZero(at(inner, 0)))
      work.push(linearWork(inner, other, v));
    else work.push(`${polyText(inner, v)} = 0 gives ${v} = 0 (once more)`);
    steps.push({
      equation: `${factoredMath(a3, sortRoots([...roots]), v)} = 0`,
      reason: `Set each factor to zero: ${listRoots(sortRoots([...roots]), v)}`,
      work,
    });
    return roots;
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
      work: [evaluationWork(p, r, v)],
    });
    const divisor: Polynomial = [Q.neg(r), Q.ONE];
    const coefficients = [3, 2, 1, 0].map((i) => formatRational(at(p, i))).join(', ');
    const quotient = [2, 1, 0].map((i) => formatRational(at(solution.quotient, i))).join(', ');
    const root = solveLinear(divisor);
    steps.push({
      equation: `${factorMath(divisor, v)}*${factorMath(solution.quotient, v)} = 0`,
      reason: `Synthetic division by ${polyText(divisor, v)}: the coefficients ${coefficients} give ${quotient}, remainder 0`,
      work: syntheticWork(p, r),
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
      work: depressWork(p, depressed, v),
    });
  }
  steps.push({
    equation: `${factoredMath(a3, sortRoots([...solution.roots]), v)} = 0`,
    reason: methodReason(solution.kind, depressed),
    work: methodWork(solution.kind, depressed, solution.roots, v),
  });
  return solution.roots;
}

/** a·x + b = 0 worked out: `2x − 3 = 0, so 2x = 3 and x = 3/2`. */
export function linearWork(f: Polynomial, root: Root, v: string): string {
  const [b, a] = [at(f, 0), at(f, 1)];
  const moved = Q.neg(b);
  const ax = Q.equals(a, Q.ONE) ? v : `${fmt(a)}${v}`;
  if (Q.equals(a, Q.ONE)) return `${polyText(f, v)} = 0 gives ${v} = ${fmt(moved)}`;
  const quotient = `${fmt(moved)}/${put(a)}`;
  const value = root.exact ?? root.expression;
  return `${polyText(f, v)} = 0, so ${ax} = ${fmt(moved)} and ${v} = ${quotient === value ? value : `${quotient} = ${value}`}`;
}

/** How p and q of the depressed cubic come from the coefficients (x³ + Bx² + Cx + D after dividing by a). */
function depressWork(p: Polynomial, d: Depressed, v: string): string[] {
  const lead = at(p, 3);
  const [D, C, B] = [0, 1, 2].map((i) => Q.div(at(p, i), lead)) as [Rational, Rational, Rational];
  const lines = [`${polyText([D, C, B, Q.ONE], v)} = 0, so B = ${fmt(B)}, C = ${fmt(C)}, D = ${fmt(D)}`];
  if (!Q.isZero(B)) lines.push(`${v} = t − B/3 = t − ${put(d.shift)}`);
  lines.push(
    `p = C − B²/3 = ${fmt(C)} − ${put(B)}²/3 = ${fmt(d.p)}`,
    `q = 2B³/27 − BC/3 + D = 2 · ${put(B)}³/27 − ${put(B)} · ${put(C)}/3 + ${put(D)} = ${fmt(d.q)}`,
  );
  return lines;
}

/** The cubic's formula with p and q put in, and what it gives. */
function methodWork(
  kind: 'cube-root' | 'cardano' | 'trigonometric',
  d: Depressed,
  roots: readonly Root[],
  v: string,
): string[] {
  const delta = `q²/4 + p³/27 = ${put(d.q)}²/4 + ${put(d.p)}³/27 = ${plus(Q.div(Q.mul(d.q, d.q), FOUR), Q.div(Q.pow(d.p, 3), Q.rational(27n)))} = ${fmt(d.delta)}`;
  const found = sortRoots([...roots]).map((r) => `${v} = ${r.exact ?? r.expression}`);
  const back = Q.isZero(d.shift) ? [] : [`and ${v} = t − ${put(d.shift)}`];
  if (kind === 'cube-root') return [`t³ = −q = ${fmt(Q.neg(d.q))}`, ...back, ...found];
  if (kind === 'cardano') {
    const half = fmt(Q.neg(Q.div(d.q, TWO)));
    return [delta, `t = ∛(${half} + √(${fmt(d.delta)})) + ∛(${half} − √(${fmt(d.delta)}))`, ...back, ...found];
  }
  return [
    delta,
    `t = 2√(${fmt(Q.neg(Q.div(d.p, Q.rational(3n))))})·cos(⅓·arccos(…) − 2πk/3), k = 0, 1, 2`,
    ...back,
    ...found,
  ];
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
