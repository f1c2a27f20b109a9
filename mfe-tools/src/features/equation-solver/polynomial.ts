/**
 * Turns the parsed sides of an equation into one polynomial P(x) = left − right with exact
 * rational coefficients. Only numbers, one single-letter variable, + − × ÷, brackets and small
 * whole powers are accepted; every other node (function calls, property access, assignments,
 * matrices, units, strings…) is refused, so nothing the visitor types is ever run.
 */
import type { MathNode } from 'mathjs';
import * as Q from '../../lib/rational';
import type { Rational } from '../../lib/rational';

export const MAX_DEGREE = 3;
/** Guards against numbers with thousands of digits (`9^9^9`-style inputs). */
const MAX_COEFFICIENT_BITS = 600;
const MAX_CONSTANT_EXPONENT = 200;

/** Coefficients by power: [c0, c1, c2, c3]. */
export type Polynomial = Rational[];

export class UnsupportedExpression extends Error {
  override readonly name = 'UnsupportedExpression';
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
  if (d > MAX_DEGREE) fail(`degree ${d} is above ${MAX_DEGREE}`);
  for (const c of p) {
    if (Q.abs(c.n).toString(2).length > MAX_COEFFICIENT_BITS || c.d.toString(2).length > MAX_COEFFICIENT_BITS) {
      fail('coefficient too large');
    }
  }
  return d === -Infinity ? [] : p.slice(0, d + 1);
}

const at = (p: Polynomial, i: number) => p[i] ?? Q.ZERO;

export function addPoly(a: Polynomial, b: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => Q.add(at(a, i), at(b, i))));
}

export function subPoly(a: Polynomial, b: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => Q.sub(at(a, i), at(b, i))));
}

export function mulPoly(a: Polynomial, b: Polynomial): Polynomial {
  if (a.length === 0 || b.length === 0) return [];
  if (a.length + b.length - 2 > MAX_DEGREE) fail('degree above 3');
  const out: Polynomial = Array.from({ length: a.length + b.length - 1 }, () => Q.ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = Q.add(at(out, i + j), Q.mul(x, y)))));
  return trim(out);
}

const constant = (value: Rational): Polynomial => trim([value]);

function asConstant(p: Polynomial): Rational | null {
  return p.length <= 1 ? at(p, 0) : null;
}

export function toPolynomial(node: MathNode, state: { variable: string | null }): Polynomial {
  const visit = (n: MathNode): Polynomial => {
    switch (n.type) {
      case 'ConstantNode': {
        const { value } = n as unknown as { value: unknown };
        if (typeof value !== 'number' || !Number.isFinite(value)) return fail('not a finite number');
        return constant(Q.fromNumber(value));
      }
      case 'SymbolNode': {
        const { name } = n as unknown as { name: string };
        return symbol(name);
      }
      case 'ParenthesisNode':
        return visit((n as unknown as { content: MathNode }).content);
      case 'OperatorNode':
        return operator(n as unknown as { fn: string; args: MathNode[] });
      case 'FunctionNode': {
        // mathjs reads `x(x + 1)` as a call of x; for the variable it can only mean a product.
        const { fn, args } = n as unknown as { fn: MathNode; args: MathNode[] };
        if (fn.type !== 'SymbolNode' || args.length !== 1 || !args[0]) return fail('function calls are not allowed');
        return mulPoly(symbol((fn as unknown as { name: string }).name), visit(args[0]));
      }
      default:
        return fail(`${n.type} is not allowed`);
    }
  };

  const symbol = (name: string): Polynomial => {
    if (!/^[a-zA-Z]$/.test(name)) return fail('a variable is one letter');
    if (state.variable !== null && state.variable !== name) return fail('more than one variable');
    state.variable = name;
    return [Q.ZERO, Q.ONE];
  };

  const operator = ({ fn, args }: { fn: string; args: MathNode[] }): Polynomial => {
    const [a, b] = args;
    if (args.length === 1 && a) {
      if (fn === 'unaryMinus') return visit(a).map(Q.neg);
      if (fn === 'unaryPlus') return visit(a);
    }
    if (args.length !== 2 || !a || !b) return fail(`operator ${fn} is not allowed`);
    switch (fn) {
      case 'add':
        return addPoly(visit(a), visit(b));
      case 'subtract':
        return subPoly(visit(a), visit(b));
      case 'multiply':
        return mulPoly(visit(a), visit(b));
      case 'divide': {
        const divisor = asConstant(visit(b));
        if (divisor === null) return fail('division by an expression in the variable');
        if (Q.isZero(divisor)) return fail('division by zero');
        return visit(a).map((c) => Q.div(c, divisor));
      }
      case 'pow':
        return power(a, b);
      default:
        return fail(`operator ${fn} is not allowed`);
    }
  };

  const power = (baseNode: MathNode, exponentNode: MathNode): Polynomial => {
    const exponent = asConstant(visit(exponentNode));
    if (exponent === null || !Q.isInteger(exponent)) return fail('powers must be whole numbers');
    const base = visit(baseNode);
    const baseConstant = asConstant(base);
    if (baseConstant !== null) {
      if (Q.abs(exponent.n) > BigInt(MAX_CONSTANT_EXPONENT)) return fail('power too large');
      if (Q.isZero(baseConstant) && exponent.n < 0n) return fail('division by zero');
      return constant(Q.pow(baseConstant, Number(exponent.n)));
    }
    if (exponent.n < 0n || exponent.n > BigInt(MAX_DEGREE)) return fail('power of the variable above 3');
    let result: Polynomial = [Q.ONE];
    for (let i = 0n; i < exponent.n; i += 1n) result = mulPoly(result, base);
    return result;
  };

  return visit(node);
}
