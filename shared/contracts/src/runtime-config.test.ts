import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from './testing';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts the default config written into every build', () => {
    expect(parseRuntimeConfig(exampleRuntimeConfig())).toEqual(exampleRuntimeConfig());
  });

  it('names the first bad field', () => {
    const config = exampleRuntimeConfig();
    const broken = { ...config, endpoints: { ...config.endpoints, grammar: 'ftp://nope' } };
    const error = (() => {
      try {
        parseRuntimeConfig(broken);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).field).toBe('endpoints.grammar');
  });

  it('refuses a missing remote and a non-object', () => {
    const { remotes, ...rest } = exampleRuntimeConfig();
    expect(() => parseRuntimeConfig({ ...rest, remotes: { ...remotes, blog: undefined } })).toThrow(/remotes\.blog/);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('takes currency rates with their date, and goes without them', () => {
    const { currency, ...withoutRates } = exampleRuntimeConfig();
    expect(currency?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parseRuntimeConfig(withoutRates).currency).toBeUndefined();
    const only = parseRuntimeConfig({ ...withoutRates, currency: { date: '2026-11-01', inrPerUnit: { GBP: 112 } } });
    expect(only.currency?.inrPerUnit).toEqual({ GBP: 112 });
  });

  it.each([
    ['a rate of zero', { date: '2026-11-01', inrPerUnit: { GBP: 0 } }, 'currency.inrPerUnit.GBP'],
    ['a negative rate', { date: '2026-11-01', inrPerUnit: { USD: -88 } }, 'currency.inrPerUnit.USD'],
    ['a rate as text', { date: '2026-11-01', inrPerUnit: { EUR: '98' } }, 'currency.inrPerUnit.EUR'],
    ['an unknown currency', { date: '2026-11-01', inrPerUnit: { JPY: 0.6 } }, 'currency.inrPerUnit'],
    ['no date', { inrPerUnit: { GBP: 112 } }, 'currency.date'],
    ['a date that is not one', { date: '1 Nov 2026', inrPerUnit: { GBP: 112 } }, 'currency.date'],
  ])('refuses %s', (_what, currency, field) => {
    expect(() => parseRuntimeConfig({ ...exampleRuntimeConfig(), currency })).toThrow(
      expect.objectContaining({ field: expect.stringContaining(field) as unknown }) as Error,
    );
  });
});
