import { describe, expect, it } from 'vitest';
import { countryByIso } from './countries';
import { countryForLocales, suggestCountry } from './phone-country';

const country = (iso: string) => countryByIso(iso)!;

describe('countryForLocales', () => {
  it('takes the first language that names a country the field offers', () => {
    expect(countryForLocales(['en-GB', 'en'])?.iso).toBe('GB');
    expect(countryForLocales(['en-AU'])?.iso).toBe('AU');
    expect(countryForLocales(['en-US'])?.iso).toBe('US');
    expect(countryForLocales(['en-IN'])?.iso).toBe('IN');
    expect(countryForLocales(['en', 'zh-Hant-HK'])?.iso).toBe('HK');
  });
  it('names none for languages without a known country', () => {
    expect(countryForLocales(['en', 'hi'])).toBeNull();
    expect(countryForLocales(['es-419'])).toBeNull();
    expect(countryForLocales([])).toBeNull();
  });
});

describe('suggestCountry', () => {
  it('offers the one country whose number it clearly is', () => {
    // An Australian mobile typed nationally while India is selected, in an en-AU browser.
    expect(suggestCountry('0412 345 678', country('IN'), country('AU'))).toEqual({
      country: country('AU'),
      national: '412345678',
    });
    // A Washington number while the UK is selected, in an en-US browser.
    expect(suggestCountry('(202) 555-0123', country('GB'), country('US'))).toEqual({
      country: country('US'),
      national: '2025550123',
    });
    // A UK mobile while the United States is selected.
    expect(suggestCountry('07911 123456', country('US'), country('GB'))).toEqual({
      country: country('GB'),
      national: '7911123456',
    });
  });
  it('offers India, the agency’s home, for an Indian mobile typed under another country', () => {
    // Fits New Zealand's plan too by length, but an Indian mobile is what it is.
    expect(suggestCountry('98765 43210', country('GB'), country('GB'))).toEqual({
      country: country('IN'),
      national: '9876543210',
    });
  });

  it('asks about India for an Indian mobile typed without the 0 a UK number is written with', () => {
    // "91234 56789" is also a UK premium-rate number, but one a British student would write "0912 …".
    expect(suggestCountry('91234 56789', country('GB'), country('GB'))).toEqual({
      country: country('IN'),
      national: '9123456789',
    });
    expect(suggestCountry('91234 56789', country('AU'), country('AU'))?.country.iso).toBe('IN');
    // Written with the 0, it is the UK's; in the US, ten digits without a 0 are the usual form.
    expect(suggestCountry('09123 456789', country('GB'), country('GB'))).toBeNull();
    expect(suggestCountry('(912) 345-6789', country('US'), country('US'))).toBeNull();
  });

  it('asks about the browser’s own country when the number fits both', () => {
    // Valid in India (0 is India's trunk prefix too) and in the UK: the student's locale decides what to ask.
    expect(suggestCountry('07911 123456', country('IN'), country('GB'))?.country.iso).toBe('GB');
    expect(suggestCountry('07911 123456', country('IN'), null)).toBeNull();
  });
  it('leaves valid, international, short and ambiguous numbers alone', () => {
    expect(suggestCountry('98765 43210', country('IN'), country('IN'))).toBeNull();
    expect(suggestCountry('+44 7911 123456', country('IN'), null)).toBeNull();
    expect(suggestCountry('0412', country('IN'), null)).toBeNull();
    // Valid in Australia, Ireland and the Emirates: with no locale to go by, nothing is clear.
    expect(suggestCountry('0412 345 678', country('GB'), null)).toBeNull();
    // A North American number: the US and Canada share +1, so nothing to switch between them.
    expect(suggestCountry('(202) 555-0123', country('CA'), null)).toBeNull();
  });
});
