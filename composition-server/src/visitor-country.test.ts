import { describe, expect, it } from 'vitest';
import { visitorCountry } from './visitor-country';

describe('visitorCountry', () => {
  it('takes the first language that names a country', () => {
    expect(visitorCountry('en-GB,en;q=0.9')).toBe('GB');
    expect(visitorCountry('en,en-IN;q=0.8')).toBe('IN');
    expect(visitorCountry('zh-Hant-HK')).toBe('HK');
  });

  it('orders the languages by their weights, then as sent', () => {
    expect(visitorCountry('de-DE;q=0.5,fr-FR;q=0.9,en-US;q=0.9')).toBe('FR');
  });

  it('names none for languages without a country, a wildcard, a weight of 0 or no header', () => {
    expect(visitorCountry('en, es-419;q=0.9, *;q=0.1')).toBeUndefined();
    expect(visitorCountry('en-GB;q=0')).toBeUndefined();
    expect(visitorCountry('')).toBeUndefined();
    expect(visitorCountry(undefined)).toBeUndefined();
  });

  it('reads a malformed header as far as it makes sense, never throwing', () => {
    expect(visitorCountry(';;,,en-AU;q=abc')).toBe('AU');
    expect(visitorCountry('x'.repeat(10_000))).toBeUndefined();
  });
});
