/**
 * Which country a phone field should start at, and when a typed number is clearly another
 * country's: read with libphonenumber's numbering plans (the small "min" metadata the phone
 * schema already uses), so a number is never moved to another country without asking.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { countryByIso, type Country } from './countries';

export { countryForLocales } from './countries';

/** The countries a student of the agency is most likely to write from, besides their locale's. */
const LIKELY = ['IN', 'GB', 'US', 'AU', 'CA', 'NZ', 'AE', 'IE', 'SG'];
const HOME = 'IN';
/**
 * Likely countries whose numbers are written at home with a leading 0 (the trunk prefix): a
 * number typed there without it is rarely theirs ("91234 56789" fits a UK premium-rate plan, but
 * a British student would write "0912 …"), and if it is an Indian mobile, that is what it is.
 */
const TRUNK_ZERO = new Set(['GB', 'AU', 'NZ', 'IE', 'AE']);

export interface CountrySuggestion {
  country: Country;
  /** The number without its national prefix, as it follows the country code ("7911 123456" → "7911123456"). */
  national: string;
}

const isValid = (typed: string, iso: string) => {
  try {
    return isValidPhoneNumber(typed, iso as CountryCode);
  } catch {
    return false;
  }
};

/**
 * Another country for a number typed in national form, when it is clearly that country's: not a
 * valid number of the selected country but valid for the browser's own country, for India, or
 * for one dialling code among the likely ones; or valid in both the selected country and the browser's
 * own, which the student then confirms; or an Indian mobile typed without the leading 0 that the
 * selected country's own numbers are written with. Null when nothing is clear (the number is left
 * as typed) or the number is typed with its "+" code.
 */
export function suggestCountry(typed: string, selected: Country, local: Country | null): CountrySuggestion | null {
  const text = typed.trim();
  if (text.startsWith('+') || text.replace(/\D/g, '').length < 6) return null;
  const candidates = [...new Set([local?.iso, ...LIKELY].filter((iso): iso is string => !!iso))].filter(
    (iso) => iso !== selected.iso,
  );
  const valid = candidates.filter((iso) => isValid(text, iso));
  let iso: string | undefined;
  if (!isValid(text, selected.iso)) {
    // The browser's own country first, then India, the agency's home and the spec's default (a
    // student abroad often keeps an Indian number); otherwise only one dialling code will do (+1
    // is shared: a number valid in the United States and Canada alike is one choice). The small
    // metadata checks lengths and leading digits, so a number often fits a far-off plan too.
    const dials = new Set(valid.map((code) => countryByIso(code)?.dial));
    if (local && valid.includes(local.iso)) iso = local.iso;
    else if (valid.includes(HOME)) iso = HOME;
    else if (dials.size === 1) iso = valid[0];
  } else if (local && local.iso !== selected.iso && valid.includes(local.iso) && local.dial !== selected.dial) {
    iso = local.iso;
  } else if (TRUNK_ZERO.has(selected.iso) && !/^\(?0/.test(text) && valid.includes(HOME)) {
    iso = HOME;
  }
  const country = iso ? countryByIso(iso) : undefined;
  const national = iso ? parsePhoneNumberFromString(text, iso as CountryCode)?.nationalNumber : undefined;
  return country && national ? { country, national } : null;
}
