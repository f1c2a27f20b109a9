import * as z from 'zod/mini';
import { MAX_WORDS, OTHER_NAME_MAX } from './limits';

/**
 * The order wizard's fields, one by one, with the spec's messages, and the identifiers of a
 * placed order. A file apart from the order itself (order.ts), so that a page that only checks
 * fields does not build every order and payment schema when it loads.
 */

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields.';
export const WORD_COUNT_MESSAGE = 'Please enter a valid word count.';
export const MOBILE_MESSAGE = 'Please enter your mobile number.';
export const DRIVE_LINK_MESSAGE = 'Please enter a valid link, starting with https://';
export const DEADLINE_PAST_MESSAGE = 'The due date cannot be in the past.';

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const IsoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED_FIELDS_MESSAGE),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, REQUIRED_FIELDS_MESSAGE),
);

/** A time of day, `HH:MM` from 00:00 to 23:59: when on the due date the work is due. */
export const TimeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, REQUIRED_FIELDS_MESSAGE));

/** Today's date where the code runs (the visitor's calendar in the browser), as `YYYY-MM-DD`. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` strings compare like the dates they name. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** The number of words as a whole number from 1 to MAX_WORDS; anything else is the spec's message. */
export const WordCountSchema = z
  .number(WORD_COUNT_MESSAGE)
  .check(z.int(WORD_COUNT_MESSAGE), z.minimum(1, WORD_COUNT_MESSAGE), z.maximum(MAX_WORDS, WORD_COUNT_MESSAGE));

/** Digits with an optional leading + and spaces, brackets or dashes, as people type them. */
export const MobileSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MOBILE_MESSAGE),
    z.regex(/^\+?\d[\d ()-]{5,22}$/, 'Please enter a valid mobile number.'),
  );

/** The drive link to the task file: empty, or an http(s) URL. */
export const DriveLinkSchema = z.union([
  z.literal(''),
  z.pipe(
    z.string().check(z.trim(), z.maxLength(2000, DRIVE_LINK_MESSAGE)),
    z.url({ protocol: /^https?$/, message: DRIVE_LINK_MESSAGE }),
  ),
]);

export const CouponCodeSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(40)),
  z.transform((code) => code.toUpperCase()),
);

/** The name a visitor gives a subject or kind of work the lists do not name ("Other (say which)"). */
export const OtherNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(OTHER_NAME_MAX, `Please keep it under ${OTHER_NAME_MAX} characters.`));

/**
 * The short reference a person can read out on the phone: "SD-", four characters, "-", two, from
 * Crockford's base 32 (digits and capitals without I, L, O and U, so nothing reads as another).
 */
export const ORDER_REFERENCE_PATTERN = /^SD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;
export const OrderReferenceSchema = z.string().check(z.regex(ORDER_REFERENCE_PATTERN));

/**
 * The secret in an order page's address (`/orders/<token>`): 160 random bits in lower-case base 32,
 * unrelated to the database id. Whoever holds the link sees the order, so it is never guessable.
 */
export const ORDER_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
export const OrderTokenSchema = z.string().check(z.regex(ORDER_TOKEN_PATTERN));

/** The order page's path for a token. */
export const orderPagePath = (token: string) => `/orders/${token}`;
