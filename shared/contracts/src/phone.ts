import { phonePlans } from '#phone-plans';
import * as z from 'zod/mini';

export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number.';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number.';

/** "+<country code> <number>", spaces allowed: the shape the phone field sends. */
const INTERNATIONAL = /^\+\d[\d ]{4,19}$/;

/**
 * A phone number that can exist: country code plus number, checked against the country's
 * numbering plan (lengths and leading digits, from libphonenumber's small "min" metadata), so
 * "+1 0000" or "+91 12345" are refused. The output is E.164 ("+919876543210"), the form stored.
 * The browser and the api run this same schema, with the same messages. In a browser the plans
 * load on demand (`#phone-plans`): until then it checks the shape, and the api the rest.
 */
export const PhoneSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, PHONE_REQUIRED_MESSAGE),
    z.refine((value) => INTERNATIONAL.test(value) && (phonePlans()?.isValid(value) ?? true), PHONE_INVALID_MESSAGE),
  ),
  z.transform((value) => phonePlans()?.toE164(value) ?? value.replace(/ /g, '')),
);
