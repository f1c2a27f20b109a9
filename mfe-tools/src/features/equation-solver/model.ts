/**
 * The equation solver: visitor text in, roots with worked steps or one of the two spec messages
 * out. How text is read (also shown on the page):
 * - one variable, any single letter but i (complex roots are written with i); `^` or `²`/`³` for powers; `−`, `×`, `÷` and `·` are read as
 *   `-`, `*`, `/`;
 * - a number or a bracket next to a letter or a bracket multiplies: `2x`, `x(x − 2)`, `(x + 1)(x − 1)`;
 *   a letter followed by a bracket is the letter times the bracket, so `x(x − 2)^2` is x·(x − 2)²;
 * - `1/2x` is (1/2)·x: a number over a number, then a letter, is a fraction times the letter
 *   (write `1/(2x)` for the other reading);
 * - the variable may be in a denominator when clearing the denominators leaves degree 3 or less.
 * Nothing typed is ever evaluated: the text is parsed into a tree and walked on an allow-list.
 */
import type { MathNode } from 'mathjs';
import * as Q from '../../lib/rational';
import { formatRational } from './exact';
import { factorText, polyMath, polyText, sumMath } from './format';
import {
  coefficientAt,
  degree,
  divExact,
  evaluateExact,
  gcdPoly,
  isConstant,
  leading,
  MAX_DEGREE,
  mulPoly,
  negRF,
  newWalkState,
  scalePoly,
  subPoly,
  toRationalFunction,
  addPoly,
  UnsupportedFeature,
  type Polynomial,
  type RationalFunction,
} from './polynomial';
import { parseExpression } from './restricted-math';
import { solveLinear, solvePolynomial, solveQuadratic, sortRoots, type Complex, type Root } from './roots';
import {
  discriminantWork,
  factoredMath,
  formulaWork,
  linearWork,
  listRoots,
  solveStandardForm,
  type Step,
} from './steps';

export type { Step } from './steps';

export const NO_EQUALS_MESSAGE = 'Equation must contain an "=" sign.';
export const INVALID_EQUATION_MESSAGE = 'Invalid equation or unsupported format. Please try again.';
/**
 * What the solver handles, said after what an equation it can read but not solve has (a power of
 * 4, a second variable, a function), so a quartic is not called invalid.
 */
export const SUPPORTED_MESSAGE =
  'This solver handles linear, quadratic and cubic equations in one variable: whole powers up to 3, with +, −, ×, ÷, brackets and fractions.';
export const MAX_EQUATION_LENGTH = 200;

export class EquationError extends Error {
  override readonly name = 'EquationError';
}

interface Common {
  variable: string;
  steps: Step[];
  /** Values that make a denominator zero (x ≠ these). */
  excluded: Root[];
}

export type EquationResult =
  | (Common & {
      kind: 'roots';
      /** The degree once fractions are cleared. */
      degree: 1 | 2 | 3;
      polynomial: Polynomial;
      roots: Root[];
      /** Roots of the cleared equation that make a denominator zero, so are not solutions. */
      extraneous: Root[];
    })
  /** Both sides are the same for every allowed value (`0 = 0`, `x + 1 = 1 + x`). */
  | (Common & { kind: 'identity' })
  /** The sides can never be equal (`0x = 5`), or every root found was extraneous. */
  | (Common & { kind: 'no-solution'; extraneous: Root[] });

/**
 * Rewrites what people type into what the parser reads: typographic minus, × and ÷, superscript
 * powers, a space between a number and a letter so `0x` is 0·x and not the start of a hex literal,
 * and `*` between a lone letter and a bracket, so `x(x − 2)^2` is a product and not a call.
 */
export function normaliseEquation(text: string): string {
  return text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d)(?![eE][+-]?\d)([a-zA-Z])/g, '$1 $2')
    .replace(/(^|[^a-zA-Z])([a-zA-Z])\s*\(/g, '$1$2*(');
}

/** The top-level terms of a sum, each with its sign: `a - (b + c)` gives a and −(b + c). */
function additiveTerms(node: MathNode, sign: 1 | -1 = 1, out: Array<{ sign: 1 | -1; node: MathNode }> = []) {
  const op = node as unknown as { type: string; fn?: string; args?: MathNode[] };
  const [a, b] = op.args ?? [];
  if (op.type === 'OperatorNode' && op.fn === 'add' && a && b) {
    additiveTerms(a, sign, out);
    additiveTerms(b, sign, out);
  } else if (op.type === 'OperatorNode' && op.fn === 'subtract' && a && b) {
    additiveTerms(a, sign, out);
    additiveTerms(b, sign === 1 ? -1 : 1, out);
  } else {
    out.push({ sign, node });
  }
  return out;
}

const ONE_POLY: Polynomial = [Q.ONE];

/** Numbers as typed digits (`1000001`, `0.0001`), not mathjs's exponent form (`1.000001e+6`). */
function plainNumbers(node: MathNode): string | undefined {
  const { type, value } = node as unknown as { type: string; value: unknown };
  if (type !== 'ConstantNode' || typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const text = String(value);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}
const collapse = (text: string) => text.replace(/\s+/g, '');

export function solveEquation(text: string): EquationResult {
  const invalid = () => new EquationError(INVALID_EQUATION_MESSAGE);
  if (!text.includes('=')) throw new EquationError(NO_EQUALS_MESSAGE);
  if (text.length > MAX_EQUATION_LENGTH) throw invalid();
  const sides = normaliseEquation(text).split('=');
  if (sides.length !== 2 || sides.some((side) => side.trim() === '')) throw invalid();
  try {
    return solveSides(sides as [string, string]);
  } catch (error) {
    if (error instanceof EquationError) throw error;
    if (error instanceof UnsupportedFeature) throw new EquationError(`${error.what} ${SUPPORTED_MESSAGE}`);
    throw invalid();
  }
}

function solveSides(sides: [string, string]): EquationResult {
  const state = newWalkState();
  const trees = sides.map((side) => parseExpression(side));
  const terms = trees.map((tree) =>
    additiveTerms(tree).map(({ sign, node }) => {
      const rf = toRationalFunction(node, state);
      return sign === 1 ? rf : negRF(rf);
    }),
  ) as [RationalFunction[], RationalFunction[]];
  const v = state.variable ?? 'x';
  const steps: Step[] = [];
  const read = trees.map((tree) => tree.toString({ implicit: 'show', handler: plainNumbers })).join(' = ');
  steps.push({ equation: read, reason: 'The equation, with every product written out' });

  // A product equal to zero is solved factor by factor, never expanded first.
  const product = zeroProduct(trees, v);
  if (product) return product(steps);

  // Excluded values: every zero of every denominator met.
  const excluded = sortRoots(
    dedupe(state.denominators.flatMap((d) => solvePolynomial(d).map((r) => ({ ...r, multiplicity: 1 })))),
  );
  if (excluded.length > 0) {
    steps.push({
      equation: read,
      reason: `${v} is in a denominator, which must not be zero, so ${excluded.map((r) => `${v} ≠ ${r.exact ?? r.expression}`).join(' and ')}`,
    });
  }

  // Clear the fractions: multiply every term by the lowest common denominator c·L(x).
  const lcdFactors: Polynomial[] = [];
  let lcd: Polynomial = ONE_POLY;
  for (const t of [...terms[0], ...terms[1]]) {
    if (isConstant(t.den)) continue;
    const extra = divExact(t.den, gcdPoly(lcd, t.den));
    if (isConstant(extra)) continue;
    lcdFactors.push(extra);
    lcd = mulPoly(lcd, extra);
  }
  const cleared = terms.map((side) => side.map((t) => divExact(mulPoly(t.num, lcd), t.den)));
  const scale = cleared.flat().reduce((acc, p) => p.reduce((a, c) => Q.lcm(a, c.d), acc), 1n);
  const multiplied = cleared.map((side) => side.map((p) => scalePoly(p, Q.rational(scale)))) as [
    Polynomial[],
    Polynomial[],
  ];
  const expanded = `${sumMath(multiplied[0], v)} = ${sumMath(multiplied[1], v)}`;
  if (lcdFactors.length > 0 || scale !== 1n) {
    const factors = lcdFactors.map((f) => factorText(f, v));
    const by = `${scale === 1n && factors.length > 0 ? '' : scale}${factors.join('')}`;
    steps.push({
      equation: expanded,
      reason: `Multiply both sides by ${by}, the lowest common denominator, to clear the fractions`,
    });
  } else if (collapse(expanded) !== collapse(read)) {
    const reason =
      excluded.length > 0
        ? 'Cancel the common factors in each fraction'
        : read.includes('(')
          ? 'Expand the brackets'
          : 'Simplify each term';
    steps.push({ equation: expanded, reason });
  }

  const [left, right] = multiplied.map((side) => side.reduce(addPoly, [])) as [Polynomial, Polynomial];
  const collected = `${polyMath(left, v)} = ${polyMath(right, v)}`;
  if (collapse(collected) !== collapse(expanded)) steps.push({ equation: collected, reason: 'Collect like terms' });

  const polynomial = subPoly(left, right);
  const d = degree(polynomial);
  const common = { variable: v, steps, excluded };
  if (d === -Infinity || d === 0) {
    if (right.length > 0) steps.push({ equation: `${polyMath(polynomial, v)} = 0`, reason: moveReason(right, v) });
    const done = d === -Infinity ? 'Both sides are always equal' : `${v} drops out and what is left is false`;
    steps.push({ equation: steps.at(-1)!.equation, reason: done });
    return d === -Infinity ? { ...common, kind: 'identity' } : { ...common, kind: 'no-solution', extraneous: [] };
  }
  if (d > MAX_DEGREE) throw new UnsupportedFeature(`This equation has a power of ${d}.`);

  if (d === 1) return linear(common, left, right, polynomial, state.denominators);

  let standard = polynomial;
  if (right.length > 0) steps.push({ equation: `${polyMath(polynomial, v)} = 0`, reason: moveReason(right, v) });
  // Whole, coprime coefficients with a positive leading one read best in the formulas.
  const common0 = standard.reduce((acc, c) => Q.lcm(acc, c.d), 1n);
  const whole = standard.map((c) => (c.n * common0) / c.d);
  const g = whole.reduce((acc, c) => Q.gcd(acc, c), 0n);
  const factor = Q.rational(leading(standard).n < 0n ? -common0 : common0, g);
  if (!Q.equals(factor, Q.ONE)) {
    standard = scalePoly(standard, factor);
    steps.push({
      equation: `${polyMath(standard, v)} = 0`,
      reason: Q.isInteger(factor)
        ? `Multiply both sides by ${formatRational(factor)}`
        : factor.n === 1n || factor.n === -1n
          ? `Divide both sides by ${formatRational(Q.rational(factor.d * factor.n))}`
          : `Multiply both sides by ${formatRational(factor)}`,
    });
  }
  const roots = solveStandardForm(standard, v, steps);
  return finish(common, d as 2 | 3, standard, roots, state.denominators);
}

const samePolynomial = (a: Polynomial, b: Polynomial) =>
  degree(a) === degree(b) && a.every((c, i) => Q.equals(c, coefficientAt(b, i)));

const unwrapNode = (node: MathNode): MathNode => {
  const n = node as unknown as { type: string; content?: MathNode };
  return n.type === 'ParenthesisNode' && n.content ? unwrapNode(n.content) : node;
};
const isZeroNode = (node: MathNode) => {
  const n = unwrapNode(node) as unknown as { type: string; value?: unknown };
  return n.type === 'ConstantNode' && n.value === 0;
};

/** The factors of a product (powers with a whole exponent as a factor and its multiplicity). */
function factorsOf(node: MathNode, out: Array<{ node: MathNode; times: number }> = []) {
  const n = unwrapNode(node) as unknown as { type: string; fn?: string; args?: MathNode[] };
  const [a, b] = n.args ?? [];
  if (n.type === 'OperatorNode' && n.fn === 'multiply' && a && b) {
    factorsOf(a, out);
    factorsOf(b, out);
  } else if (n.type === 'OperatorNode' && n.fn === 'pow' && a && b) {
    const e = unwrapNode(b) as unknown as { type: string; value?: unknown };
    if (e.type === 'ConstantNode' && typeof e.value === 'number' && Number.isInteger(e.value) && e.value >= 1) {
      out.push({ node: a, times: e.value });
    } else {
      out.push({ node: node, times: 1 });
    }
  } else {
    out.push({ node, times: 1 });
  }
  return out;
}

/**
 * A product of factors equal to zero, `(x + 1)(x − 2) = 0` or `x(x − 2)² = 0`: it is zero only
 * when one of its factors is (the zero-product rule), so each factor is set to zero and solved on
 * its own, which is how it is taught, rather than expanded and solved by formula. Null for any
 * other equation (a product equal to something else must be expanded).
 */
function zeroProduct(trees: MathNode[], v: string): ((steps: Step[]) => EquationResult) | null {
  const [left, right] = trees as [MathNode, MathNode];
  const side = isZeroNode(right) ? left : isZeroNode(left) ? right : null;
  if (!side) return null;
  const state = newWalkState();
  let coefficient = Q.ONE;
  const factors: Array<{ poly: Polynomial; times: number }> = [];
  for (const { node, times } of factorsOf(side)) {
    const rf = toRationalFunction(node, state);
    if (!isConstant(rf.den)) return null;
    const poly = scalePoly(rf.num, Q.div(Q.ONE, coefficientAt(rf.den, 0)));
    const same = factors.find((f) => samePolynomial(f.poly, poly));
    if (isConstant(poly)) coefficient = Q.mul(coefficient, Q.pow(coefficientAt(poly, 0), times));
    else if (same) same.times += times;
    else factors.push({ poly, times });
  }
  const count = factors.reduce((n, f) => n + f.times, 0);
  const total = factors.reduce((n, f) => n + degree(f.poly) * f.times, 0);
  if (count < 2 || Q.isZero(coefficient)) return null;
  if (total > MAX_DEGREE) throw new UnsupportedFeature(`This equation has a power of ${total}.`);

  return (steps) => {
    const work: string[] = [factors.map((f) => `${polyText(f.poly, v)} = 0`).join(' or ')];
    const found: Root[] = [];
    for (const { poly, times } of factors) {
      const roots =
        degree(poly) === 1
          ? [solveLinear(poly)]
          : degree(poly) === 2
            ? solveQuadratic(poly).roots
            : solvePolynomial(poly);
      const repeated = times > 1 ? ` (${times === 2 ? 'twice' : `${times} times`})` : '';
      if (degree(poly) === 1) {
        // `x = 0` is its own answer: the line above says it.
        if (polyText(poly, v) === v) {
          if (repeated) work.push(`${v} = 0${repeated}`);
        } else {
          work.push(linearWork(poly, roots[0]!, v) + repeated);
        }
      } else if (degree(poly) === 2) {
        const [c, b, a] = [coefficientAt(poly, 0), coefficientAt(poly, 1), coefficientAt(poly, 2)];
        work.push(
          `${polyText(poly, v)} = 0, by the quadratic formula with a = ${formatRational(a)}, b = ${formatRational(b)}, c = ${formatRational(c)}:`,
          discriminantWork(a, b, c),
          ...formulaWork(a, b, c, roots, v),
        );
      } else {
        work.push(`${polyText(poly, v)} = 0 gives ${listRoots(sortRoots([...roots]), v)}${repeated}`);
      }
      for (const root of roots) {
        const same = found.find((r) => r.exact !== null && r.exact === root.exact);
        if (same) same.multiplicity += root.multiplicity * times;
        else found.push({ ...root, multiplicity: root.multiplicity * times });
      }
    }
    const roots = sortRoots(found);
    const expanded = factors.reduce<Polynomial>(
      (acc, f) => Array.from({ length: f.times }).reduce<Polynomial>((p) => mulPoly(p, f.poly), acc),
      [coefficient],
    );
    // The standard form the summary shows: whole, coprime coefficients with a positive leading one.
    const denominators = expanded.reduce((acc, c) => Q.lcm(acc, c.d), 1n);
    const whole = expanded.map((c) => (c.n * denominators) / c.d);
    const g = whole.reduce((acc, c) => Q.gcd(acc, c), 0n);
    const standard = scalePoly(expanded, Q.rational(leading(expanded).n < 0n ? -denominators : denominators, g));
    steps.push({
      equation: `${factoredMath(coefficient, roots, v)} = 0`,
      reason: `A product is zero only when one of its factors is zero, so set each factor to zero: ${listRoots(roots, v)}`,
      work,
    });
    return finish({ variable: v, steps, excluded: [] }, total as 1 | 2 | 3, standard, roots, []);
  };
}

/** a·x + b = c·x + e: the x terms to the left, the numbers to the right, then divide. */
function linear(
  common: Common,
  left: Polynomial,
  right: Polynomial,
  polynomial: Polynomial,
  denominators: Polynomial[],
) {
  const { steps, variable: v } = common;
  const [l0, l1, r0, r1] = [
    coefficientAt(left, 0),
    coefficientAt(left, 1),
    coefficientAt(right, 0),
    coefficientAt(right, 1),
  ];
  const a = Q.sub(l1, r1);
  if (!Q.isZero(r1)) {
    steps.push({
      equation: `${polyMath([l0, a], v)} = ${polyMath([r0], v)}`,
      reason: moveReason([Q.ZERO, r1], v),
    });
  }
  if (!Q.isZero(l0)) {
    steps.push({
      equation: `${polyMath([Q.ZERO, a], v)} = ${polyMath([Q.sub(r0, l0)], v)}`,
      reason: moveReason([l0], v),
    });
  }
  const root = solveLinear(polynomial);
  if (!Q.equals(a, Q.ONE)) {
    steps.push({
      equation: `${v} = ${root.expression}`,
      reason: Q.equals(a, Q.rational(-1n)) ? 'Multiply both sides by −1' : `Divide both sides by ${formatRational(a)}`,
    });
  }
  return finish(common, 1, polynomial, [root], denominators);
}

function moveReason(right: Polynomial, v: string): string {
  const terms = right.filter((c) => c.n !== 0n).length;
  if (terms === 1) {
    const i = degree(right);
    const c = coefficientAt(right, i);
    const mono = (value: Q.Rational) => polyText([...Array<Q.Rational>(i).fill(Q.ZERO), value], v);
    return c.n > 0n ? `Subtract ${mono(c)} from both sides` : `Add ${mono(Q.neg(c))} to both sides`;
  }
  return `Subtract ${polyText(right, v)} from both sides`;
}

/** Drops the roots that make a denominator zero, and says so. */
function finish(
  common: Common,
  d: 1 | 2 | 3,
  polynomial: Polynomial,
  found: Root[],
  denominators: Polynomial[],
): EquationResult {
  const v = common.variable;
  const extraneous: Root[] = [];
  const roots: Root[] = [];
  for (const root of found) (makesDenominatorZero(root, polynomial, denominators) ? extraneous : roots).push(root);
  if (extraneous.length > 0) {
    const which = extraneous.map((r) => `${v} = ${r.exact ?? r.expression}`).join(' and ');
    const verb =
      extraneous.length === 1
        ? 'makes a denominator zero, so it is not a solution'
        : 'make a denominator zero, so they are not solutions';
    const equation =
      roots.length > 0 ? `${factoredMath(leading(polynomial), roots, v)} = 0` : common.steps[0]!.equation;
    common.steps.push({ equation, reason: `${which} ${verb}` });
  }
  if (roots.length === 0) return { ...common, kind: 'no-solution', extraneous };
  if (extraneous.length > 0) {
    common.steps.push({ equation: common.steps.at(-1)!.equation, reason: `So the solution is ${listRoots(roots, v)}` });
  }
  return { ...common, kind: 'roots', degree: d, polynomial, roots, extraneous };
}

function makesDenominatorZero(root: Root, polynomial: Polynomial, denominators: Polynomial[]): boolean {
  for (const den of denominators) {
    const shared = gcdPoly(polynomial, den);
    if (isConstant(shared)) continue;
    if (/^-?\d+(\/\d+)?$/.test(root.expression)) {
      const [n = '0', dd = '1'] = root.expression.split('/');
      if (Q.isZero(evaluateExact(den, Q.rational(BigInt(n), BigInt(dd))))) return true;
      continue;
    }
    if (solvePolynomial(shared).some((z) => near(z.value, root.value))) return true;
  }
  return false;
}

const near = (a: Complex, b: Complex) =>
  Math.hypot(a.re - b.re, a.im - b.im) <= 1e-9 * Math.max(1, Math.hypot(a.re, a.im));

function dedupe(roots: Root[]): Root[] {
  const out: Root[] = [];
  for (const r of roots) if (!out.some((o) => o.expression === r.expression)) out.push(r);
  return out;
}

/** A root as a decimal with up to 10 significant digits: `1.414213562`, `−0.5 + 0.8660254038i`. */
export function formatComplex(z: Complex): string {
  const scale = Math.max(Math.abs(z.re), Math.abs(z.im), 1);
  const clean = (v: number) => (Math.abs(v) < 1e-12 * scale ? 0 : v);
  const re = clean(z.re);
  const im = clean(z.im);
  if (im === 0) return formatReal(re);
  const imText = `${Math.abs(im) === 1 ? '' : formatReal(Math.abs(im))}i`;
  if (re === 0) return `${im < 0 ? '\u2212' : ''}${imText}`;
  return `${formatReal(re)} ${im < 0 ? '\u2212' : '+'} ${imText}`;
}

export function formatReal(value: number): string {
  if (value === 0) return '0';
  const text = Number(value.toPrecision(10)).toString();
  return text.replace(/^-/, '\u2212');
}

/** The polynomial as people write it: `2x² − 3x + 1 = 0`. */
export function formatPolynomial(p: Polynomial, variable: string): string {
  return `${polyText(p, variable)} = 0`;
}
