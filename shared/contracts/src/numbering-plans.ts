import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The countries' numbering plans (libphonenumber's small "min" metadata, about 25 KB compressed),
 * as the phone schema uses them. `#phone-plans` hands them over: at once on servers, on demand in
 * a browser.
 */
export interface PhonePlans {
  /** Whether "+<country code> <number>" fits its country's plan (lengths and leading digits). */
  isValid(international: string): boolean;
  /** The number in E.164 ("+919876543210"), if it parses. */
  toE164(international: string): string | undefined;
}

export const NUMBERING_PLANS: PhonePlans = {
  isValid: (international) => isValidPhoneNumber(international),
  toE164: (international) => parsePhoneNumberFromString(international)?.number,
};
