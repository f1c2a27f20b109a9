import { describe, expect, it } from 'vitest';
import {
  initialVariant,
  readStoredVariant,
  storeVariant,
  VARIANT_STORAGE_KEY,
  variantFromLanguages,
} from './english-variant';

const memory = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('English variant', () => {
  it.each([
    [['en-GB', 'en'], 'en-GB'],
    [['en-AU'], 'en-AU'],
    [['en-CA', 'fr-CA'], 'en-CA'],
    [['en-IN'], 'en-IN'],
    [['hi-IN', 'en'], 'en-IN'],
    [['en-NZ'], 'en-GB'],
    [['en_IE'], 'en-GB'],
    [['fr-FR', 'en-US'], 'en-US'],
    [['de-DE'], 'en-US'],
    [[], 'en-US'],
  ] as const)('guesses %j as %s', (languages, variant) => {
    expect(variantFromLanguages(languages)).toBe(variant);
  });

  it('prefers the remembered choice, and ignores a stored value that is not a variant', () => {
    expect(initialVariant(memory({ [VARIANT_STORAGE_KEY]: 'en-AU' }), ['en-GB'])).toBe('en-AU');
    expect(initialVariant(memory({ [VARIANT_STORAGE_KEY]: 'klingon' }), ['en-GB'])).toBe('en-GB');
    expect(readStoredVariant(null)).toBeUndefined();
  });

  it('remembers a choice, and survives storage that throws', () => {
    const storage = memory();
    storeVariant(storage, 'en-CA');
    expect(readStoredVariant(storage)).toBe('en-CA');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => storeVariant(broken, 'en-GB')).not.toThrow();
    expect(readStoredVariant(broken)).toBeUndefined();
  });
});
