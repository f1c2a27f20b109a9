import { createChecker, type GrammarChecker } from './checker';

/** The languages this checker supports, as LanguageTool lists them in `GET /v2/languages`. */
export const LANGUAGES = [
  { name: 'English (US)', code: 'en', longCode: 'en-US' },
  { name: 'English (GB)', code: 'en', longCode: 'en-GB' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['longCode'];

const ALIASES: Record<string, LanguageCode> = { en: 'en-US', 'en-us': 'en-US', 'en-gb': 'en-GB', auto: 'en-US' };

/** The supported language a request's `language` names (case-insensitive; `en` and `auto` mean en-US). */
export function resolveLanguage(value: string): (typeof LANGUAGES)[number] | undefined {
  const code = ALIASES[value.trim().toLowerCase()];
  return LANGUAGES.find((language) => language.longCode === code);
}

const DICTIONARIES: Record<LanguageCode, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  'en-US': () => import('dictionary-en'),
  'en-GB': () => import('dictionary-en-gb'),
};

const loading = new Map<LanguageCode, Promise<GrammarChecker>>();

/** The checker for a language, built once on first use (about a second) and reused after. */
export function checkerFor(code: LanguageCode): Promise<GrammarChecker> {
  let checker = loading.get(code);
  if (!checker) {
    checker = DICTIONARIES[code]().then((module) => createChecker(module.default));
    // A failed load is not remembered, so the next request tries again.
    checker.catch(() => loading.delete(code));
    loading.set(code, checker);
  }
  return checker;
}
