import { COUNTRIES, type Country } from './countries';

/** Most numbers are at most 15 digits without the country code (ITU-T E.164). */
export const MAX_PHONE_DIGITS = 15;

/** The number as typed, reduced to its digits and capped. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
}

/** The field's value: "+<code> <digits>", or '' while no digit is typed (so "required" can fire). */
export function composePhoneValue(country: Country, typed: string): string {
  const digits = phoneDigits(typed);
  return digits ? `+${country.dial} ${digits}` : '';
}

/**
 * Splits a value made by composePhoneValue, or an E.164 number ("+919876543210", what the phone
 * schema hands back once it is valid) by its longest known dialling code; null for other shapes.
 */
export function parsePhoneValue(value: string, preferred?: Country): { dial: string; digits: string } | null {
  const trimmed = value.trim();
  const match = /^\+(\d{1,4}) (\d+)$/.exec(trimmed);
  if (match) return { dial: match[1] ?? '', digits: match[2] ?? '' };
  if (!/^\+\d{5,16}$/.test(trimmed)) return null;
  const split = splitInternational(trimmed, preferred);
  return split ? { dial: split.country.dial, digits: split.rest } : null;
}

/**
 * Recognises a number typed in international form ("+44 7700 900123"): the country whose
 * dialling code is the longest prefix, preferring `preferred` when several share the code.
 */
export function splitInternational(
  typed: string,
  preferred?: Country,
  countries: readonly Country[] = COUNTRIES,
): { country: Country; rest: string } | null {
  const trimmed = typed.trimStart();
  if (!trimmed.startsWith('+')) return null;
  const digits = trimmed.replace(/\D/g, '');
  for (let length = 4; length >= 1; length -= 1) {
    const dial = digits.slice(0, length);
    if (dial.length < length) continue;
    const matches = countries.filter((country) => country.dial === dial);
    if (matches.length === 0) continue;
    const country = matches.find((candidate) => candidate.iso === preferred?.iso) ?? matches[0];
    if (!country) continue;
    return { country, rest: digits.slice(length) };
  }
  return null;
}

/** The country for a dialling code, preferring `preferred` when several share it (+1: US, Canada). */
export function countryForDial(dial: string, preferred?: Country, countries: readonly Country[] = COUNTRIES) {
  const matches = countries.filter((country) => country.dial === dial);
  return matches.find((candidate) => candidate.iso === preferred?.iso) ?? matches[0];
}
