/**
 * Exact rational numbers on BigInt: the calculators work on the digits the visitor typed, so
 * `0.1` is exactly 1/10 and never the nearest binary float.
 */
export interface Rational {
  /** Numerator, carrying the sign. */
  readonly n: bigint;
  /** Denominator, always positive; gcd(n, d) = 1. */
  readonly d: bigint;
}

export const ZERO: Rational = { n: 0n, d: 1n };
export const ONE: Rational = { n: 1n, d: 1n };

export function abs(v: bigint): bigint {
  return v < 0n ? -v : v;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return abs((a / gcd(a, b)) * b);
}

/** Floor division (BigInt `/` truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('Division by zero');
  if (n === 0n) return ZERO;
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return rational(a.n * b.d, a.d * b.n);
}
export const isZero = (a: Rational) => a.n === 0n;
export const isInteger = (a: Rational) => a.d === 1n;
export const equals = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;
export const compare = (a: Rational, b: Rational) => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};

/** An integer power; the exponent may be negative (the base must then be non-zero). */
export function pow(base: Rational, exponent: number): Rational {
  if (!Number.isInteger(exponent)) throw new RangeError('Only integer powers are exact');
  if (exponent < 0) return div(ONE, pow(base, -exponent));
  const e = BigInt(exponent);
  return rational(base.n ** e, base.d ** e);
}

/** The nearest double, also for numerators and denominators far beyond 2^53. */
export function toNumber(a: Rational): number {
  const { n, d } = a;
  const limit = 1n << 52n;
  if (abs(n) <= limit && d <= limit) return Number(n) / Number(d);
  const shift = 64 - (abs(n).toString(2).length - d.toString(2).length);
  if (shift <= 0) return Number(n / d);
  // Scale down in steps: 2 ** shift alone overflows to Infinity for tiny values.
  let value = Number((n << BigInt(shift)) / d);
  for (let rest = shift; rest > 0; rest -= 1000) value /= 2 ** Math.min(rest, 1000);
  return value;
}

/** `3/4`, `-2`, as plain ASCII text. */
export function toFractionString(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** Plain decimals with an optional exponent: `12`, `-0.75`, `.5`, `1e-3`. No hex, no junk. */
const DECIMAL = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this would build numbers with thousands of digits for no use. */
const MAX_EXPONENT = 400;

/** The exact value of a decimal string, or null when the text is not a plain decimal number. */
export function parseDecimal(text: string): Rational | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', body = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return null;
  const [whole = '', fraction = ''] = body.split('.');
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = exponent - fraction.length;
  const value = scale >= 0 ? rational(digits * 10n ** BigInt(scale)) : rational(digits, 10n ** BigInt(-scale));
  return sign === '-' ? neg(value) : value;
}

/** The number of digits after the decimal point the text was written with (exponent included). */
export function decimalPlaces(text: string): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) return 0;
  const fraction = (match[2] ?? '').split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(match[3] ?? 0));
}

/** The exact value of a finite double, through its shortest decimal representation. */
export function fromNumber(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError('Not a finite number');
  const parsed = parseDecimal(String(value));
  if (!parsed) throw new RangeError(`Cannot read ${value}`);
  return parsed;
}

/**
 * The closest fraction to `x` whose denominator is at most `maxDenominator`, found from the
 * continued fraction's convergents and semiconvergents.
 */
export function limitDenominator(x: Rational, maxDenominator: bigint): Rational {
  if (maxDenominator < 1n) throw new RangeError('maxDenominator must be at least 1');
  if (x.d <= maxDenominator) return x;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let n = x.n;
  let d = x.d;
  for (;;) {
    const a = floorDiv(n, d);
    const q2 = q0 + a * q1;
    if (q2 > maxDenominator) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = (maxDenominator - q0) / q1;
  const bound1 = rational(p0 + k * p1, q0 + k * q1);
  const bound2 = rational(p1, q1);
  // Compare |bound1 − x| with |bound2 − x| by cross-multiplying the error fractions.
  const err1 = sub(bound1, x);
  const err2 = sub(bound2, x);
  return abs(err2.n) * err1.d <= abs(err1.n) * err2.d ? bound2 : bound1;
}
