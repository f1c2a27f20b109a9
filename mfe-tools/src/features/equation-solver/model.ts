/** The equation solver: visitor text in, roots or one of the two spec messages out. */
import { parseExpression } from './restricted-math';
import { subPoly, toPolynomial, degree, type Polynomial } from './polynomial';
import { solvePolynomial, type Complex, type Root } from './roots';

export const NO_EQUALS_MESSAGE = 'Equation must contain an "=" sign.';
export const INVALID_EQUATION_MESSAGE = 'Invalid equation or unsupported format. Please try again.';
export const MAX_EQUATION_LENGTH = 200;

export class EquationError extends Error {
  override readonly name = 'EquationError';
}

export type EquationResult =
  | { kind: 'roots'; variable: string; degree: 1 | 2 | 3; polynomial: Polynomial; roots: Root[] }
  /** Both sides are the same for every value (`0 = 0`, `x + 1 = 1 + x`). */
  | { kind: 'identity'; variable: string }
  /** The sides can never be equal (`0x = 5`). */
  | { kind: 'no-solution'; variable: string };

/**
 * Rewrites what people type into what the parser reads: typographic minus, × and ÷, superscript
 * powers, and a space between a number and a letter so `0x` is 0·x, not the start of a hex literal.
 */
export function normaliseEquation(text: string): string {
  return text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d)(?![eE][+-]?\d)([a-zA-Z])/g, '$1 $2');
}

export function solveEquation(text: string): EquationResult {
  const invalid = () => new EquationError(INVALID_EQUATION_MESSAGE);
  if (!text.includes('=')) throw new EquationError(NO_EQUALS_MESSAGE);
  if (text.length > MAX_EQUATION_LENGTH) throw invalid();
  const sides = normaliseEquation(text).split('=');
  if (sides.length !== 2 || sides.some((side) => side.trim() === '')) throw invalid();

  const state: { variable: string | null } = { variable: null };
  let polynomial: Polynomial;
  try {
    const [left, right] = sides.map((side) => toPolynomial(parseExpression(side), state)) as [Polynomial, Polynomial];
    polynomial = subPoly(left, right);
  } catch {
    throw invalid();
  }
  const variable = state.variable ?? 'x';
  const d = degree(polynomial);
  if (d === -Infinity) return { kind: 'identity', variable };
  if (d === 0) return { kind: 'no-solution', variable };
  try {
    return { kind: 'roots', variable, degree: d as 1 | 2 | 3, polynomial, roots: solvePolynomial(polynomial) };
  } catch {
    throw invalid();
  }
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

/** The polynomial as people write it: `2x² − 3x + 1`. */
export function formatPolynomial(p: Polynomial, variable: string): string {
  const superscripts = ['', '', '²', '³'];
  const terms: string[] = [];
  for (let i = p.length - 1; i >= 0; i -= 1) {
    const c = p[i];
    if (!c || c.n === 0n) continue;
    const negative = c.n < 0n;
    const whole = c.d === 1n;
    const magnitude = `${negative ? -c.n : c.n}${whole ? '' : `/${c.d}`}`;
    const coefficient = i > 0 && magnitude === '1' ? '' : i > 0 && !whole ? `(${magnitude})` : magnitude;
    const term = `${coefficient}${i > 0 ? variable : ''}${superscripts[i] ?? ''}`;
    terms.push(terms.length === 0 ? `${negative ? '\u2212' : ''}${term}` : `${negative ? '\u2212' : '+'} ${term}`);
  }
  return `${terms.join(' ') || '0'} = 0`;
}
