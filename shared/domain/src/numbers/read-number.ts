/**
 * Numbers as people type them, read in one place for every form and tool of the site, on the
 * server (forms posted without JavaScript, tools rendered from their URL) and in the browser:
 * "2,000", "2,00,000" (Indian grouping: lakh and crore), "2 000", "1,234.5". A value is read only
 * when it can be read for sure; anything else is null, so the caller blocks with its own message
 * and never guesses (or silently drops) what was meant: "1,5" or "20,00" are not read as 15 or 2000.
 */

export interface ReadNumberOptions {
  /** A fraction after a decimal point: "1,234.5" (never grouped: "0.123 456" is not read). */
  decimals?: boolean;
  /** A leading minus, "-" or "−". A leading "+" is always allowed. */
  negative?: boolean;
  /** Exponent notation after the digits: "1.5e3", "2E-4". */
  exponent?: boolean;
}

/** Separators people put between groups of digits; one kind per number (spaces count as one kind). */
const COMMA = ',';
const APOSTROPHES = /^['’]$/;
const SPACES = /^[ \u00a0\u2009\u202f]$/;

/** The kind of a separator character, or null for a character that is not one. */
function separatorKind(char: string): 'comma' | 'apostrophe' | 'space' | null {
  if (char === COMMA) return 'comma';
  if (APOSTROPHES.test(char)) return 'apostrophe';
  if (SPACES.test(char)) return 'space';
  return null;
}

/**
 * Whether the groups of a whole part are written as people group digits: in thousands
 * ("12,345,678": a first group of 1 to 3 digits, then groups of 3) or in the Indian way
 * ("1,23,45,678": a first group of 1 or 2, then groups of 2, the last of 3). A number never starts
 * with a 0 before a separator ("0,500").
 */
function isGrouped(groups: string[]): boolean {
  const [first = '', ...rest] = groups;
  if (rest.length === 0) return true;
  if (first.length === 0 || first.startsWith('0')) return false;
  const last = rest[rest.length - 1] ?? '';
  if (last.length !== 3) return false;
  const thousands = first.length <= 3 && rest.every((group) => group.length === 3);
  const indian = first.length <= 2 && rest.slice(0, -1).every((group) => group.length === 2);
  return thousands || indian;
}

/**
 * Reads a number written by a person as plain decimal text: an optional "-" (when `negative`),
 * the whole digits without separators, then ".fraction" and "e±exponent" when allowed and given.
 * "2,00,000" → "200000", " 1 500 " → "1500", "-1,234.50" → "-1234.50" (with `negative` and
 * `decimals`). Null for anything it cannot read for sure: letters, two kinds of separator, groups
 * of the wrong size, a separator in the fraction, or nothing at all.
 */
export function readNumber(typed: string, options: ReadNumberOptions = {}): string | null {
  // Longer than any number a person types; refused before any work.
  if (typed.length > 100) return null;
  let text = typed.trim();
  let sign = '';
  if (text.startsWith('+')) text = text.slice(1);
  else if (options.negative && (text.startsWith('-') || text.startsWith('−'))) {
    sign = '-';
    text = text.slice(1);
  }

  let exponent = '';
  if (options.exponent) {
    const match = /[eE]([+-]?\d{1,4})$/.exec(text);
    if (match) {
      exponent = `e${match[1]}`;
      text = text.slice(0, match.index);
    }
  }

  let fraction = '';
  const point = text.indexOf('.');
  if (point !== -1) {
    if (!options.decimals) return null;
    fraction = text.slice(point + 1);
    text = text.slice(0, point);
    if (!/^\d*$/.test(fraction)) return null;
  }

  // The whole part: digits, split by separators of one kind into groups.
  const groups: string[] = [''];
  let kind: ReturnType<typeof separatorKind> = null;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      groups[groups.length - 1] += char;
      continue;
    }
    const charKind = separatorKind(char);
    if (charKind === null || (kind !== null && charKind !== kind)) return null;
    kind = charKind;
    groups.push('');
  }
  if (!isGrouped(groups)) return null;
  const whole = groups.join('');
  if (whole === '' && fraction === '') return null;
  // ".5" is 0.5 and "5." is 5: the point alone adds nothing.
  return `${sign}${whole || '0'}${fraction ? `.${fraction}` : ''}${exponent}`;
}

/**
 * A whole number of 0 or more as people write it ("1500", "1,500", "15,00,000", "2 000"), up to
 * 2^53 − 1; null for anything else, decimals included.
 */
export function readWholeNumber(typed: string): number | null {
  const digits = readNumber(typed);
  if (digits === null || digits.length > 16) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
