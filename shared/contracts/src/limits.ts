/**
 * Limits that the contracts check and the domain's rules use (prices, the wizard), as plain
 * numbers in a module of their own: reading one builds no schema.
 */

/** The largest order the site prices; keeps every amount far inside safe-integer range. */
export const MAX_WORDS = 200_000;

/** The longest name a visitor may give an "Other" subject or kind of work. */
export const OTHER_NAME_MAX = 80;
