/**
 * The writer's English variant for the grammar checker and the paraphraser: chosen in either
 * tool, remembered in local storage (validated when read), and guessed from the browser's
 * languages until then.
 */
import { ENGLISH_VARIANTS, EnglishVariantSchema, type EnglishVariant } from '@shared/contracts';

export const VARIANT_LABELS: Record<EnglishVariant, string> = {
  'en-US': 'US English',
  'en-GB': 'UK English',
  'en-AU': 'Australian English',
  'en-CA': 'Canadian English',
  'en-IN': 'Indian English',
};

export const VARIANT_OPTIONS = ENGLISH_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] }));

export const VARIANT_STORAGE_KEY = 'englishVariant';

/** The variant when nothing says otherwise, and the one the server renders with. */
export const DEFAULT_VARIANT: EnglishVariant = 'en-US';

/** Regions whose English is spelt the British way ("colour", "organise"). */
const BRITISH_REGIONS = new Set(['GB', 'UK', 'IE', 'NZ', 'ZA', 'SG', 'MY', 'HK', 'NG', 'KE', 'GH', 'PK', 'LK', 'BD']);
/** Languages of India: a browser set to them most likely belongs to an Indian English writer. */
const INDIAN_LANGUAGES = new Set(['hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'or', 'as']);

/** The variant the browser's preferred languages point to (`navigator.languages`), US English by default. */
export function variantFromLanguages(languages: readonly string[]): EnglishVariant {
  for (const tag of languages) {
    const [language = '', region = ''] = tag.toLowerCase().split(/[-_]/);
    if (language === 'en') {
      const upper = region.toUpperCase();
      if (upper === 'US') return 'en-US';
      if (upper === 'AU') return 'en-AU';
      if (upper === 'CA') return 'en-CA';
      if (upper === 'IN') return 'en-IN';
      if (BRITISH_REGIONS.has(upper)) return 'en-GB';
    } else if (INDIAN_LANGUAGES.has(language)) {
      return 'en-IN';
    }
  }
  return DEFAULT_VARIANT;
}

interface VariantStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function browserStorage(): VariantStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered variant; anything else stored under the key (stale or edited by hand) is ignored. */
export function readStoredVariant(storage: VariantStorage | null): EnglishVariant | undefined {
  try {
    const parsed = EnglishVariantSchema.safeParse(storage?.getItem(VARIANT_STORAGE_KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeVariant(storage: VariantStorage | null, variant: EnglishVariant): void {
  try {
    storage?.setItem(VARIANT_STORAGE_KEY, variant);
  } catch {
    // Storage full or blocked: the choice then lasts for this page only.
  }
}

/** The variant to start with: the remembered one, else the browser's. */
export function initialVariant(storage: VariantStorage | null, languages: readonly string[]): EnglishVariant {
  return readStoredVariant(storage) ?? variantFromLanguages(languages);
}
