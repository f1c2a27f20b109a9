/** Polynomials as text: plain mathjs text for the steps (`3*x^2/4 - x + 1`) and text for people (`(3/4)x² − x + 1`). */
import * as Q from '../../lib/rational';
import { MINUS } from './exact';
import { degree, type Polynomial } from './polynomial';

const SUPERSCRIPTS = ['', '', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸'];

/** Plain text mathjs parses: `2*x^2 - 3*x + 1`, `3*x^2/4`, `-x`. */
export function polyMath(p: Polynomial, v: string): string {
  const parts: string[] = [];
  for (let i = p.length - 1; i >= 0; i -= 1) {
    const c = p[i];
    if (!c || c.n === 0n) continue;
    const n = Q.abs(c.n);
    const power = i === 0 ? '' : i === 1 ? v : `${v}^${i}`;
    let body = i === 0 ? `${n}` : n === 1n ? power : `${n}*${power}`;
    if (c.d !== 1n) body = `${body}/${c.d}`;
    const negative = c.n < 0n;
    parts.push(parts.length === 0 ? `${negative ? '-' : ''}${body}` : ` ${negative ? '-' : '+'} ${body}`);
  }
  return parts.join('') || '0';
}

/** For people: `2x² − 3x + 1`, `(1/2)x − 1/2`. */
export function polyText(p: Polynomial, v: string): string {
  const terms: string[] = [];
  for (let i = p.length - 1; i >= 0; i -= 1) {
    const c = p[i];
    if (!c || c.n === 0n) continue;
    const negative = c.n < 0n;
    const whole = c.d === 1n;
    const magnitude = `${negative ? -c.n : c.n}${whole ? '' : `/${c.d}`}`;
    const coefficient = i > 0 && magnitude === '1' ? '' : i > 0 && !whole ? `(${magnitude})` : magnitude;
    const t = `${coefficient}${i > 0 ? v : ''}${SUPERSCRIPTS[i] ?? ''}`;
    terms.push(terms.length === 0 ? `${negative ? MINUS : ''}${t}` : `${negative ? MINUS : '+'} ${t}`);
  }
  return terms.join(' ') || '0';
}

const termCount = (p: Polynomial) => p.filter((c) => c.n !== 0n).length;

/** A polynomial as a factor of a product: brackets unless it is a single term without a sign or fraction. */
export function factorMath(p: Polynomial, v: string): string {
  const text = polyMath(p, v);
  return termCount(p) === 1 && !text.startsWith('-') && !text.includes('/') ? text : `(${text})`;
}

export function factorText(p: Polynomial, v: string): string {
  const text = polyText(p, v);
  return termCount(p) === 1 && !text.startsWith(MINUS) && !text.includes('/') ? text : `(${text})`;
}

/** The sides' terms, one after another: a sum of polynomials flattened into one line. */
export function sumMath(terms: readonly Polynomial[], v: string): string {
  const live = terms.filter((t) => degree(t) !== -Infinity);
  if (live.length === 0) return '0';
  return live
    .map((t, i) => {
      const text = polyMath(t, v);
      if (i === 0) return text;
      return text.startsWith('-') ? ` - ${text.slice(1)}` : ` + ${text}`;
    })
    .join('');
}
