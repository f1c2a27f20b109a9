import { describe, expect, it } from 'vitest';
import { PhoneSchema } from '@shared/contracts';
import { countryByIso, searchCountries, COUNTRIES } from './countries';
import { composePhoneValue, countryForDial, parsePhoneValue, splitInternational } from './phone-value';

const US = countryByIso('US')!;
const CA = countryByIso('CA')!;
const IN = countryByIso('IN')!;

describe('countries', () => {
  it('holds about sixty countries with unique ISO codes and digit-only dialling codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.dial).toMatch(/^\d{1,4}$/);
    for (const iso of ['IN', 'US', 'GB', 'AU', 'CA', 'AE', 'SG', 'DE', 'FR', 'IE', 'NL']) {
      expect(countryByIso(iso), iso).toBeDefined();
    }
  });

  it('finds countries by name prefix, word, alias, ISO code and dialling code', () => {
    expect(searchCountries('ind')[0]?.iso).toBe('IN');
    expect(searchCountries('kingdom').map((c) => c.iso)).toContain('GB');
    expect(searchCountries('uk')[0]?.iso).toBe('GB');
    expect(searchCountries('UAE')[0]?.iso).toBe('AE');
    expect(searchCountries('+44').map((c) => c.iso)).toEqual(['GB']);
    expect(
      searchCountries('1')
        .map((c) => c.iso)
        .sort(),
    ).toEqual(['CA', 'US']);
    expect(searchCountries('turkiye')[0]?.iso).toBe('TR');
    expect(searchCountries('zzz')).toEqual([]);
    expect(searchCountries('  ')).toHaveLength(COUNTRIES.length);
  });
});

describe('phone values', () => {
  it('composes "+<code> <digits>" that PhoneSchema accepts, ignoring spaces and dashes', () => {
    const value = composePhoneValue(IN, '98765 43210');
    expect(value).toBe('+91 9876543210');
    expect(PhoneSchema.safeParse(value).success).toBe(true);
    expect(composePhoneValue(US, '(202) 555-0123')).toBe('+1 2025550123');
  });

  it('stays empty while no digit is typed, so a required check can fire', () => {
    expect(composePhoneValue(US, '')).toBe('');
    expect(composePhoneValue(US, ' - ')).toBe('');
  });

  it('caps the number at 15 digits', () => {
    expect(composePhoneValue(US, '1234567890123456789')).toBe('+1 123456789012345');
  });

  it('parses a composed value back and refuses other shapes', () => {
    expect(parsePhoneValue('+44 7700900123')).toEqual({ dial: '44', digits: '7700900123' });
    expect(parsePhoneValue('7700900123')).toBeNull();
    // The E.164 form the phone schema gives back, split at its dialling code.
    expect(parsePhoneValue('+447700900123')).toEqual({ dial: '44', digits: '7700900123' });
    expect(parsePhoneValue('+12025550123', countryByIso('CA'))).toEqual({ dial: '1', digits: '2025550123' });
  });

  it('recognises a number typed in international form, preferring the current country on shared codes', () => {
    expect(splitInternational('+44 7700 900123')).toMatchObject({ country: { iso: 'GB' }, rest: '7700900123' });
    expect(splitInternational('+1 613 555 0100', CA)).toMatchObject({ country: { iso: 'CA' } });
    expect(splitInternational('+9')).toBeNull();
    expect(splitInternational('07700 900123')).toBeNull();
  });

  it('maps a dialling code to a country, preferring the given one', () => {
    expect(countryForDial('1', CA)?.iso).toBe('CA');
    expect(countryForDial('91')?.iso).toBe('IN');
  });
});
