import { defaultRuntimeConfig } from '@shared/build/default-config';
import { LOCAL_CURRENCIES, type CurrencyRates } from '@shared/platform/core';
import { describe, expect, it } from 'vitest';
import {
  approximateInr,
  CURRENCY_SYMBOLS,
  currencyForLocales,
  currencyLabel,
  formatApproximate,
  formatRateDate,
  offeredCurrencies,
  parseChoice,
  regionOf,
} from './model';

const rates: CurrencyRates = {
  date: '2026-11-01',
  inrPerUnit: { GBP: 112, EUR: 98, USD: 88, AUD: 57, CAD: 63, NZD: 51 },
};

describe('currencyForLocales', () => {
  it.each([
    [['en-GB'], 'GBP'],
    [['en-AU', 'en'], 'AUD'],
    [['en-US'], 'USD'],
    [['fr-CA'], 'CAD'],
    [['en-NZ'], 'NZD'],
    [['de-DE'], 'EUR'],
    [['en-IE'], 'EUR'],
    [['fr'], 'EUR'],
    [['en-IN'], 'INR'],
    [['hi'], 'INR'],
    [['ja-JP', 'en-GB'], 'GBP'],
    [['ja-JP'], 'INR'],
    [['not a tag', 'en-CA'], 'CAD'],
    [[], 'INR'],
  ])('%j → %s', (locales, expected) => {
    expect(currencyForLocales(locales, rates)).toBe(expected);
  });

  it('offers only currencies with a configured rate', () => {
    const onlyPounds: CurrencyRates = { date: '2026-11-01', inrPerUnit: { GBP: 112 } };
    expect(offeredCurrencies(onlyPounds)).toEqual(['GBP']);
    expect(currencyForLocales(['en-US'], onlyPounds)).toBe('INR');
    expect(currencyForLocales(['en-GB'], undefined)).toBe('INR');
  });

  it('takes the default config’s rates', () => {
    expect(offeredCurrencies(defaultRuntimeConfig().currency)).toEqual(['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'NZD']);
  });
});

describe('parseChoice', () => {
  it('accepts INR and the offered currencies only', () => {
    expect(parseChoice('GBP', rates)).toBe('GBP');
    expect(parseChoice('INR', rates)).toBe('INR');
    expect(parseChoice('JPY', rates)).toBeNull();
    expect(parseChoice('GBP', { date: '2026-11-01', inrPerUnit: { USD: 88 } })).toBeNull();
    expect(parseChoice(42, rates)).toBeNull();
  });
});

describe('approximateInr', () => {
  it('reads "≈ £57, rate of 1 Nov 2026" for ₹6,372', () => {
    expect(approximateInr(6372, 'GBP', rates)?.text).toBe('≈ £57, rate of 1 Nov 2026');
  });

  it('names every dollar and keeps pennies under 10', () => {
    expect(approximateInr(8800, 'USD', rates)?.amount).toBe('≈ US$100');
    expect(approximateInr(5700, 'AUD', rates)?.amount).toBe('≈ A$100');
    expect(approximateInr(6300, 'CAD', rates)?.amount).toBe('≈ CA$100');
    expect(approximateInr(5100, 'NZD', rates)?.amount).toBe('≈ NZ$100');
    expect(approximateInr(9800, 'EUR', rates)?.amount).toBe('≈ €100');
    expect(approximateInr(118, 'GBP', rates)?.amount).toBe('≈ £1.05');
  });

  it('is nothing for INR only, or without a rate', () => {
    expect(approximateInr(6372, 'INR', rates)).toBeNull();
    expect(approximateInr(6372, 'GBP', undefined)).toBeNull();
    expect(approximateInr(6372, 'GBP', { date: '2026-11-01', inrPerUnit: { USD: 88 } })).toBeNull();
  });
});

describe('formatting', () => {
  it('writes the rate date as a person does, whatever the time zone', () => {
    expect(formatRateDate('2026-11-01')).toBe('1 Nov 2026');
    expect(formatRateDate('2026-01-31')).toBe('31 Jan 2026');
  });

  it('labels the picker', () => {
    expect(currencyLabel('GBP')).toBe('GBP (£)');
    expect(currencyLabel('USD')).toBe('USD (US$)');
    expect(currencyLabel('INR')).toBe('INR only');
    expect(formatApproximate(1234.4, 'EUR')).toBe('€1,234');
  });
});

describe('formatting without Intl', () => {
  it.each(LOCAL_CURRENCIES)('writes %s amounts as Intl does for en-GB', (currency) => {
    const intl = (amount: number, digits: number) =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    for (const amount of [0, 0.5, 4.2, 9.995, 10, 57.49, 999.5, 1234.4, 98_765]) {
      expect(formatApproximate(amount, currency)).toBe(intl(amount, amount < 10 ? 2 : 0));
    }
    const symbol = new Intl.NumberFormat('en-GB', { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    expect(CURRENCY_SYMBOLS[currency]).toBe(symbol);
  });

  it.each(['en-GB', 'en-us', 'zh-Hant-TW', 'es-419', 'fr', 'de', 'en', 'pt-BR-u-nu-latn', 'hi-IN'])(
    'finds the region of %s as Intl.Locale does',
    (tag) => {
      const locale = new Intl.Locale(tag);
      expect(regionOf(tag)).toBe(locale.region ?? locale.maximize().region ?? null);
    },
  );
});
