/**
 * Prices in the visitor's currency, beside the INR that is charged: which currency a browser's
 * languages suggest, and how an INR amount reads in it ("≈ £57, rate of 1 Nov 2026"), from the
 * dated rates in the runtime config. Framework-free.
 */
import type { CurrencyRates, LocalCurrency } from '@shared/platform/core';
import { formatNumber, formatShortDate } from '@shared/domain/format';

/** What the visitor sees beside INR: a currency, or nothing more ('INR'). */
export type CurrencyChoice = LocalCurrency | 'INR';

const EURO_REGIONS = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

/** The currency of each region the site's students come from; India needs none beside INR. */
const REGION_CURRENCY: Record<string, CurrencyChoice> = {
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  US: 'USD',
  AU: 'AUD',
  CA: 'CAD',
  NZ: 'NZD',
  IN: 'INR',
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR' as const])),
};

/** A language tag's own region: "en-GB", "zh-Hant-TW", "es-419". */
const TAG_REGION = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2}|\d{3})(?:-|$)/i;

/** The region of a language tag ('en-GB' → GB); a tag without one gets its likely region ('fr' → FR). */
export function regionOf(tag: string): string | null {
  // Most browsers name a region; reading it needs no Intl, whose first use costs a phone 100 ms.
  const named = TAG_REGION.exec(tag)?.[1];
  if (named) return named.toUpperCase();
  try {
    const locale = new Intl.Locale(tag);
    return locale.region ?? locale.maximize().region ?? null;
  } catch {
    return null;
  }
}

/** The currencies the config has rates for, in the order the site lists them. */
export function offeredCurrencies(rates: CurrencyRates | undefined): LocalCurrency[] {
  if (!rates) return [];
  return (Object.keys(rates.inrPerUnit) as LocalCurrency[]).filter((code) => (rates.inrPerUnit[code] ?? 0) > 0);
}

/**
 * The currency for a browser's languages (`navigator.languages`, in order of preference): the
 * first language whose region the site knows decides. Unknown regions, or a currency without a
 * configured rate, leave INR alone.
 */
export function currencyForLocales(locales: readonly string[], rates: CurrencyRates | undefined): CurrencyChoice {
  const offered = offeredCurrencies(rates);
  for (const tag of locales) {
    const region = regionOf(tag);
    const currency = region ? REGION_CURRENCY[region] : undefined;
    if (currency === 'INR') return 'INR';
    if (currency && offered.includes(currency)) return currency;
  }
  return 'INR';
}

/** A choice as stored or sent: only a currency the config offers, or INR. */
export function parseChoice(value: unknown, rates: CurrencyRates | undefined): CurrencyChoice | null {
  if (value === 'INR') return 'INR';
  return typeof value === 'string' && offeredCurrencies(rates).includes(value as LocalCurrency)
    ? (value as LocalCurrency)
    : null;
}

/**
 * Each currency's symbol as British English writes it: every dollar is named (US$, A$, CA$, NZ$),
 * so no amount can be mistaken for another currency's. The unit tests hold it to Intl's.
 */
export const CURRENCY_SYMBOLS: Record<LocalCurrency, string> = {
  GBP: '£',
  EUR: '€',
  USD: 'US$',
  AUD: 'A$',
  CAD: 'CA$',
  NZD: 'NZ$',
};

/** An approximate amount: whole units from 10 up, pennies below ("US$57", "£4.20"). */
export function formatApproximate(amount: number, currency: LocalCurrency): string {
  const digits = amount < 10 ? 2 : 0;
  const number = formatNumber(Math.abs(amount), { minFractionDigits: digits, maxFractionDigits: digits });
  return `${amount < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${number}`;
}

/** `2026-11-01` → "1 Nov 2026" (the date as written in the config, whatever the time zone). */
export function formatRateDate(isoDate: string): string {
  return formatShortDate(isoDate);
}

/** "≈ £57, rate of 1 Nov 2026", or null when the visitor sees INR only or there is no rate. */
export function approximateInr(
  inr: number,
  currency: CurrencyChoice,
  rates: CurrencyRates | undefined,
): { amount: string; rateDate: string; text: string } | null {
  if (currency === 'INR' || !rates) return null;
  const perUnit = rates.inrPerUnit[currency];
  if (!perUnit || !Number.isFinite(inr)) return null;
  const amount = `≈ ${formatApproximate(inr / perUnit, currency)}`;
  const rateDate = formatRateDate(rates.date);
  return { amount, rateDate, text: `${amount}, rate of ${rateDate}` };
}

/** The name of a currency in the picker: "GBP (£)". */
export function currencyLabel(currency: CurrencyChoice): string {
  if (currency === 'INR') return 'INR only';
  return `${currency} (${CURRENCY_SYMBOLS[currency]})`;
}
