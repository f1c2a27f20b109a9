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

/**
 * `value` without its sign, rounded half away from zero to `fractionDigits`, as decimal digits.
 * It rounds the shortest decimal that reads back as `value` ("1.005"), as Intl does, and writes
 * integers in full however large (9,007,199,254,740,991; no "1e+21").
 */
function toDecimal(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const magnitude = Math.abs(value);
  if (Number.isInteger(magnitude)) return { whole: integerDigits(magnitude), fraction: '0'.repeat(fractionDigits) };
  const written = String(magnitude);
  if (written.includes('e')) {
    // Below a millionth: toFixed is exact enough there.
    const [whole = '0', fraction = ''] = magnitude.toFixed(fractionDigits).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction: fraction.padEnd(fractionDigits, '0') };
  const roundUp = (fraction[fractionDigits] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, fractionDigits)) + roundUp)
    .toString()
    .padStart(fractionDigits + 1, '0');
  return {
    whole: digits.slice(0, digits.length - fractionDigits),
    fraction: digits.slice(digits.length - fractionDigits),
  };
}

/** A whole number's shortest decimal form, written out in full: 1.5e+21 → "1500000000000000000000". */
function integerDigits(value: number): string {
  const written = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(written);
  if (!exponent) return written;
  const [, first = '', rest = '', power = '0'] = exponent;
  return first + rest + '0'.repeat(Number(power) - rest.length);
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
 * A moment (an ISO timestamp) in UTC, to the minute, for records such as emails and receipts:
 * "2026-11-25T19:44:10Z" → "25 November 2026, 19:44 UTC". Anything else comes back as given.
 */
export function formatDateTimeUtc(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const utc = date.toISOString();
  return `${formatLongDate(utc)}, ${utc.slice(11, 16)} UTC`;
}

/**
 * Orders plain names ("Business", "Computer Science") by code point, which for such names is the
 * order `localeCompare` gives, without loading a collator. Not for mixed-case or accented text.
 */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
