import { describe, expect, it } from 'vitest';
import { PARAPHRASE_MAX_CHARS, ParaphraseRequestSchema } from '@shared/contracts';
import { byCodePoint, formatDateTimeUtc, formatInr, formatLongDate, formatNumber, formatShortDate } from './format';

const SAMPLES = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12_345,
  99_999,
  100_000,
  123_456,
  1_234_567,
  12_345_678,
  1_000_000_000,
  0.5,
  0.25,
  1.005,
  2.675,
  0.995,
  9.995,
  9_007_199_254_740_991,
  2 ** 60,
  1e21,
  123_456_789_012.345,
  1e-7,
  5e-7,
  12.3456,
  999.9995,
  1234.5,
  5000.05,
  0.001,
  0.0004,
  -0.0004,
  -0,
  -1,
  -1234.5,
  -98_765.4321,
];

describe('formatNumber', () => {
  it.each(SAMPLES)('writes %d as toLocaleString("en") does', (value) => {
    expect(formatNumber(value)).toBe(value.toLocaleString('en'));
  });

  it.each(SAMPLES)('writes %d with the Indian grouping as toLocaleString("en-IN") does', (value) => {
    expect(formatNumber(value, { grouping: 'indian' })).toBe(value.toLocaleString('en-IN'));
  });

  it.each(SAMPLES)('honours maximumFractionDigits for %d', (value) => {
    expect(formatNumber(value, { maxFractionDigits: 1 })).toBe(
      value.toLocaleString('en', { maximumFractionDigits: 1 }),
    );
    expect(formatNumber(value, { maxFractionDigits: 0 })).toBe(
      value.toLocaleString('en', { maximumFractionDigits: 0 }),
    );
  });

  it.each(SAMPLES)('pads %d to minimumFractionDigits', (value) => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(formatNumber(value, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe(
      value.toLocaleString('en', options),
    );
  });

  it('writes what is not a finite number as JavaScript does', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatInr', () => {
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  it.each(SAMPLES)('writes ₹%d as Intl does for en-IN', (value) => {
    expect(formatInr(value)).toBe(inr.format(value));
  });
});

describe('formatLongDate', () => {
  const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const days = Array.from(
    { length: 12 },
    (_, month) => `2025-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`,
  );
  it.each([...days, '2024-02-29', '1999-12-31', '2026-11-23'])('writes %s as Intl does for en-GB', (iso) => {
    expect(formatLongDate(iso)).toBe(long.format(new Date(`${iso}T00:00:00Z`)));
  });

  const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  it.each(days)('writes %s in short form as Intl does for en-GB', (iso) => {
    expect(formatShortDate(iso)).toBe(short.format(new Date(`${iso}T00:00:00Z`)));
  });

  it('uses the date part of a timestamp', () => {
    expect(formatLongDate('2025-06-02T23:30:00Z')).toBe('2 June 2025');
  });

  it('writes a moment in UTC to the minute, whatever offset it was given in', () => {
    expect(formatDateTimeUtc('2026-11-25T19:44:10.123Z')).toBe('25 November 2026, 19:44 UTC');
    expect(formatDateTimeUtc('2026-11-26T01:05:00+05:30')).toBe('25 November 2026, 19:35 UTC');
    expect(formatDateTimeUtc('not a date')).toBe('not a date');
  });

  it('gives back what is not a date', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('2025-13-01')).toBe('2025-13-01');
  });
});

describe('byCodePoint', () => {
  it('orders plain names as localeCompare does', () => {
    const names = ['Nursing', 'Computer Science', 'Accounts', 'Civil Engineering', 'Chemistry', 'Data Science', 'Law'];
    expect([...names].sort(byCodePoint)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('numbers in the contracts’ messages', () => {
  it('are written as formatNumber writes them (the contracts format without importing it)', () => {
    const result = ParaphraseRequestSchema.safeParse({ text: 'x'.repeat(PARAPHRASE_MAX_CHARS + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(formatNumber(PARAPHRASE_MAX_CHARS));
  });
});
