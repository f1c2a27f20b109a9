/**
 * Polynomials with exact rational coefficients, and the walk that turns a parsed side of an
 * equation into a rational function N(x)/D(x). Only numbers, one single-letter variable, + − × ÷,
 * brackets and small whole powers are accepted; every other node (function calls, property
 * access, assignments, matrices, units, strings…) is refused, so nothing the visitor types is
 * ever run.
 */
import type { MathNode } from 'mathjs';
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';

/** The highest degree of the equation once its fractions are cleared. */
export const MAX_DEGREE = 3;
/** The highest degree any intermediate product may reach (`(x^2 + 1)^2 − x^4 = x` is fine). */
export const WORKING_DEGREE = 8;
/** Guards against numbers with thousands of digits (`9^9^9`-style inputs). */
const MAX_COEFFICIENT_BITS = 600;
const MAX_CONSTANT_EXPONENT = 200;

/** Functions a student may type that the solver does not handle (said so, not called invalid). */
const MATHS_FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'log',
  'ln',
  'exp',
  'sqrt',
  'cbrt',
  'abs',
  'asin',
  'acos',
  'atan',
]);

/** Coefficients by power: [c0, c1, c2, c3]. The zero polynomial is []. */
export type Polynomial = Rational[];

export class UnsupportedExpression extends Error {
  override readonly name = 'UnsupportedExpression';
}

/**
 * Well-formed input the solver does not handle (a power of 4, a second variable, a function): the
 * page says what it does handle, unlike for input it cannot read. `what` names this input's part.
 */
export class UnsupportedFeature extends Error {
  override readonly name = 'UnsupportedFeature';
  constructor(readonly what: string) {
    super(what);
  }
}

const fail = (why: string): never => {
  throw new UnsupportedExpression(why);
};

export function degree(p: Polynomial): number {
  for (let i = p.length - 1; i >= 0; i -= 1) if (!Q.isZero(p[i] ?? Q.ZERO)) return i;
  return -Infinity;
}

function trim(p: Polynomial): Polynomial {
  const d = degree(p);
  if (d > WORKING_DEGREE) throw new UnsupportedFeature(`This equation has a power of ${d}.`);
  for (const c of p) {
    if (Q.abs(c.n).toString(2).length > MAX_COEFFICIENT_BITS || c.d.toString(2).length > MAX_COEFFICIENT_BITS) {
      fail('coefficient too large');
    }
  }
  return d === -Infinity ? [] : p.slice(0, d + 1);
}

export const coefficientAt = (p: Polynomial, i: number) => p[i] ?? Q.ZERO;
const at = coefficientAt;
export const leading = (p: Polynomial) => at(p, degree(p));

export function addPoly(a: Polynomial, b: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => Q.add(at(a, i), at(b, i))));
}

export function subPoly(a: Polynomial, b: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => Q.sub(at(a, i), at(b, i))));
}

export function scalePoly(p: Polynomial, k: Rational): Polynomial {
  return trim(p.map((c) => Q.mul(c, k)));
}

export function mulPoly(a: Polynomial, b: Polynomial): Polynomial {
  if (a.length === 0 || b.length === 0) return [];
  if (a.length + b.length - 2 > WORKING_DEGREE) {
    throw new UnsupportedFeature(`This equation has a power of ${a.length + b.length - 2}.`);
  }
  const out: Polynomial = Array.from({ length: a.length + b.length - 1 }, () => Q.ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = Q.add(at(out, i + j), Q.mul(x, y)))));
  return trim(out);
}

/** Quotient and remainder of a ÷ b (b not zero). */
export function divPoly(a: Polynomial, b: Polynomial): { quotient: Polynomial; remainder: Polynomial } {
  const db = degree(b);
  if (db === -Infinity) throw new RangeError('Division by the zero polynomial');
  let rest = trim([...a]);
  const quotient: Polynomial = [];
  while (degree(rest) >= db) {
    const shift = degree(rest) - db;
    const factor = Q.div(leading(rest), leading(b));
    quotient[shift] = factor;
    rest = subPoly(rest, [...Array<Rational>(shift).fill(Q.ZERO), ...b.map((c) => Q.mul(c, factor))]);
  }
  return { quotient: trim(Array.from(quotient, (c) => c ?? Q.ZERO)), remainder: rest };
}

/** a ÷ b when b divides a exactly. */
export function divExact(a: Polynomial, b: Polynomial): Polynomial {
  const { quotient, remainder } = divPoly(a, b);
  if (remainder.length > 0) throw new RangeError('Not an exact division');
  return quotient;
}

/** The same polynomial with leading coefficient 1 (the zero polynomial stays zero). */
export function monic(p: Polynomial): Polynomial {
  return p.length === 0 ? p : scalePoly(p, Q.div(Q.ONE, leading(p)));
}

/** The monic greatest common divisor, by Euclid's algorithm. */
export function gcdPoly(a: Polynomial, b: Polynomial): Polynomial {
  let [x, y] = [trim([...a]), trim([...b])];
  while (y.length > 0) [x, y] = [y, divPoly(x, y).remainder];
  return x.length === 0 ? [Q.ONE] : monic(x);
}

export const samePoly = (a: Polynomial, b: Polynomial) =>
  a.length === b.length && a.every((c, i) => Q.equals(c, at(b, i)));

export const isConstant = (p: Polynomial) => degree(p) <= 0;

export function evaluateExact(p: Polynomial, x: Rational): Rational {
  let acc = Q.ZERO;
  for (let i = p.length - 1; i >= 0; i -= 1) acc = Q.add(Q.mul(acc, x), at(p, i));
  return acc;
}

/** N(x)/D(x), kept in lowest terms with a monic D. */
export interface RationalFunction {
  num: Polynomial;
  den: Polynomial;
}

const ONE_POLY: Polynomial = [Q.ONE];

export function reduce(num: Polynomial, den: Polynomial): RationalFunction {
  if (num.length === 0) return { num: [], den: ONE_POLY };
  const g = isConstant(den) ? ONE_POLY : gcdPoly(num, den);
  const n = isConstant(g) ? num : divExact(num, g);
  const d = isConstant(g) ? den : divExact(den, g);
  const lead = leading(d);
  return { num: scalePoly(n, Q.div(Q.ONE, lead)), den: scalePoly(d, Q.div(Q.ONE, lead)) };
}

export function addRF(a: RationalFunction, b: RationalFunction): RationalFunction {
  if (samePoly(a.den, b.den)) return reduce(addPoly(a.num, b.num), a.den);
  return reduce(addPoly(mulPoly(a.num, b.den), mulPoly(b.num, a.den)), mulPoly(a.den, b.den));
}

export const negRF = (a: RationalFunction): RationalFunction => ({ num: a.num.map(Q.neg), den: a.den });

export function mulRF(a: RationalFunction, b: RationalFunction): RationalFunction {
  return reduce(mulPoly(a.num, b.num), mulPoly(a.den, b.den));
}

/** What walking one side of an equation gives, and every non-constant divisor met on the way. */
export interface WalkState {
  variable: string | null;
  /** Monic divisors containing the variable, each once: their zeros are excluded values. */
  denominators: Polynomial[];
}

export function newWalkState(): WalkState {
  return { variable: null, denominators: [] };
}

/** A parsed expression as N(x)/D(x); throws UnsupportedExpression on anything else. */
export function toRationalFunction(node: MathNode, state: WalkState): RationalFunction {
  const constant = (value: Rational): RationalFunction => ({ num: trim([value]), den: ONE_POLY });

  const visit = (n: MathNode): RationalFunction => {
    switch (n.type) {
      case 'ConstantNode': {
        const { value } = n as unknown as { value: unknown };
        if (typeof value !== 'number' || !Number.isFinite(value)) return fail('not a finite number');
        return constant(Q.fromNumber(value));
      }
      case 'SymbolNode':
        return symbol((n as unknown as { name: string }).name);
      case 'ParenthesisNode':
        return visit((n as unknown as { content: MathNode }).content);
      case 'OperatorNode':
        return operator(n as unknown as { fn: string; args: MathNode[] });
      case 'FunctionNode': {
        // `x(x + 1)` is rewritten to `x*(x + 1)` before parsing, so this is a named function: a
        // maths one is said to be unsupported; any other name is not maths (nor ever run).
        const name = (n as unknown as { fn: { name?: string } }).fn.name ?? '';
        if (MATHS_FUNCTIONS.has(name)) throw new UnsupportedFeature(`Functions such as ${name}( ) are not handled.`);
        return fail(`function ${name} is not allowed`);
      }
      default:
        return fail(`${n.type} is not allowed`);
    }
  };

  const symbol = (name: string): RationalFunction => {
    if (name === 'pi' || name === 'e') throw new UnsupportedFeature(`Constants such as ${name} are not handled.`);
    if (!/^[a-zA-Z]$/.test(name)) return fail('a variable is one letter');
    // Complex roots are written with i, so i cannot also be the unknown.
    if (name === 'i') return fail('i is the imaginary unit');
    if (state.variable !== null && state.variable !== name) {
      throw new UnsupportedFeature(`This equation has more than one variable (${state.variable} and ${name}).`);
    }
    state.variable = name;
    return { num: [Q.ZERO, Q.ONE], den: ONE_POLY };
  };

  const divide = (a: RationalFunction, b: RationalFunction): RationalFunction => {
    if (b.num.length === 0) return fail('division by zero');
    if (!isConstant(b.num)) {
      if (degree(b.num) > MAX_DEGREE) {
        throw new UnsupportedFeature(`A denominator has a power of ${degree(b.num)}.`);
      }
      const divisor = monic(b.num);
      if (!state.denominators.some((d) => samePoly(d, divisor))) state.denominators.push(divisor);
    }
    return mulRF(a, reduce(b.den, b.num));
  };

  const operator = ({ fn, args }: { fn: string; args: MathNode[] }): RationalFunction => {
    const [a, b] = args;
    if (args.length === 1 && a) {
      if (fn === 'unaryMinus') return negRF(visit(a));
      if (fn === 'unaryPlus') return visit(a);
    }
    if (args.length !== 2 || !a || !b) return fail(`operator ${fn} is not allowed`);
    switch (fn) {
      case 'add':
        return addRF(visit(a), visit(b));
      case 'subtract':
        return addRF(visit(a), negRF(visit(b)));
      case 'multiply':
        return mulRF(visit(a), visit(b));
      case 'divide':
        return divide(visit(a), visit(b));
      case 'pow':
        return power(a, b);
      default:
        return fail(`operator ${fn} is not allowed`);
    }
  };

  const power = (baseNode: MathNode, exponentNode: MathNode): RationalFunction => {
    const e = visit(exponentNode);
    const exponent = isConstant(e.num) && isConstant(e.den) ? Q.div(at(e.num, 0), at(e.den, 0)) : null;
    if (exponent === null || !Q.isInteger(exponent)) {
      throw new UnsupportedFeature('A power that is not a whole number is not handled.');
    }
    const base = visit(baseNode);
    if (isConstant(base.num) && isConstant(base.den)) {
      const value = Q.div(at(base.num, 0), at(base.den, 0));
      if (Q.abs(exponent.n) > BigInt(MAX_CONSTANT_EXPONENT)) return fail('power too large');
      if (Q.isZero(value) && exponent.n < 0n) return fail('division by zero');
      return constant(Q.pow(value, Number(exponent.n)));
    }
    // A negative power of the variable would hide a denominator; write 1/x^n instead.
    if (exponent.n < 0n)
      throw new UnsupportedFeature('A negative power is not handled: write it as a fraction, such as 1/x^2.');
    if (exponent.n > BigInt(WORKING_DEGREE))
      throw new UnsupportedFeature(`This equation has a power of ${exponent.n}.`);
    let result: RationalFunction = { num: ONE_POLY, den: ONE_POLY };
    for (let i = 0n; i < exponent.n; i += 1n) result = mulRF(result, base);
    return result;
  };

  return visit(node);
}
