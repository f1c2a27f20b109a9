/**
 * Numbers, prices and dates as the site writes them, in plain code rather than `Intl`. The first
 * `Intl` call in a page loads the browser's locale data: about 25 ms on a laptop and 100 ms on a
 * mid-range phone, in the middle of hydration. Plain code also gives the server and the browser
 * the same text whatever ICU version each one has, so hydration cannot disagree over a comma.
 * The unit tests hold every function to the output of `Intl` for the locale it stands in for.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** British English abbreviations (CLDR's, as in Intl's `month: 'short'`), September included. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

type Grouping = 'international' | 'indian';

/** "1234567" → "1,234,567" (international) or "12,34,567" (Indian: lakh and crore). */
function groupDigits(digits: string, grouping: Grouping): string {
  if (grouping === 'international' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** `value` rounded half away from zero to `fractionDigits`, as decimal digits (no exponent). */
function toDecimal(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const scale = 10 ** fractionDigits;
  // toPrecision first: 1.005 * 100 is 100.49999999999999 in binary, and Intl rounds it up.
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const whole = Math.floor(scaled / scale);
  const fraction = String(scaled - whole * scale).padStart(fractionDigits, '0');
  // BigInt writes every digit where String would switch to an exponent (1e+21).
  return { whole: BigInt(whole).toString(), fraction };
}

/** Intl keeps the sign of whatever it rounds to zero, -0 included: "-0". */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export interface NumberStyle {
  /** Decimals kept at most (rounded half away from zero); 3 by default, as in Intl. */
  maxFractionDigits?: number;
  /** Decimals always written, padded with zeros; none by default. */
  minFractionDigits?: number;
  grouping?: Grouping;
}

/**
 * A count or measure with thousands separators, as `toLocaleString('en', options)` (or `'en-IN'`
 * with the Indian grouping) writes it: 12345.5 → "12,345.5".
 */
export function formatNumber(
  value: number,
  { maxFractionDigits = 3, minFractionDigits = 0, grouping = 'international' }: NumberStyle = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = toDecimal(value, Math.max(maxFractionDigits, minFractionDigits));
  const trimmed = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  const text = `${groupDigits(whole, grouping)}${trimmed ? `.${trimmed}` : ''}`;
  return isNegative(value) ? `-${text}` : text;
}

/** Rupees as the Indian locale writes them, always with paise: 123456 → "₹1,23,456.00". */
export function formatInr(amount: number): string {
  const { whole, fraction } = toDecimal(amount, 2);
  return `${isNegative(amount) ? '-' : ''}₹${groupDigits(whole, 'indian')}.${fraction}`;
}

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO timestamp whose date part is used) in British long
 * form, the same in every time zone: "2025-06-02" → "2 June 2025". Anything else comes back as
 * it was given.
 */
export function formatLongDate(isoDate: string): string {
  return formatDate(isoDate, MONTHS);
}

function formatDate(isoDate: string, monthNames: readonly string[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** A calendar date (`YYYY-MM-DD`) in British short form: "2026-09-01" → "1 Sept 2026". */
export function formatShortDate(isoDate: string): string {
  return formatDate(isoDate, SHORT_MONTHS);
}

/**
 * Orders plain names ("Business", "Computer Science") by code point, which for such names is the
 * order `localeCompare` gives, without loading a collator. Not for mixed-case or accented text.
 */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
