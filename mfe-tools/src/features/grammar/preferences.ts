/**
 * What a visitor told the grammar checker to leave alone: rules to ignore and words of their own
 * (names, terms of their subject). Kept in local storage and validated when read.
 *
 * Ignored rules go to the service as LanguageTool's `disabledRules`, so any LanguageTool server
 * honours them. Added words are filtered here, in the browser: LanguageTool keeps personal
 * dictionaries in user accounts (its `/words` endpoints need a username and API key), and this
 * site's visitors are anonymous; filtering works the same with the site's own service and with a
 * hosted LanguageTool.
 */
import type { GrammarMatch } from '@shared/contracts';
import * as z from 'zod/mini';

export const PREFERENCES_KEY = 'grammarPreferences';

const PreferencesSchema = z.object({
  ignoredRules: z._default(
    z
      .array(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(100)),
          description: z.string().check(z.maxLength(200)),
        }),
      )
      .check(z.maxLength(200)),
    [],
  ),
  words: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(2000)), []),
});
export type GrammarPreferences = z.infer<typeof PreferencesSchema>;

export const NO_PREFERENCES: GrammarPreferences = { ignoredRules: [], words: [] };

interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function preferenceStorage(): PreferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored preferences; missing, corrupt or stale data counts as none. */
export function readPreferences(storage: PreferenceStorage | null): GrammarPreferences {
  try {
    const raw = storage?.getItem(PREFERENCES_KEY);
    if (!raw) return NO_PREFERENCES;
    const parsed = PreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NO_PREFERENCES;
  } catch {
    return NO_PREFERENCES;
  }
}

export function writePreferences(storage: PreferenceStorage | null, preferences: GrammarPreferences): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the preferences then last for this page only.
  }
}

/** A spelling match: its word is one a visitor can add to their dictionary. */
export const isSpellingMatch = (match: GrammarMatch) =>
  match.rule?.issueType === 'misspelling' && match.rule.category.id === 'TYPOS';

const normalWord = (word: string) => word.trim().toLowerCase().replace(/’/g, "'");

export function withWord(preferences: GrammarPreferences, word: string): GrammarPreferences {
  const normal = normalWord(word);
  if (!normal || preferences.words.includes(normal)) return preferences;
  return { ...preferences, words: [...preferences.words, normal].sort() };
}

export function withoutWord(preferences: GrammarPreferences, word: string): GrammarPreferences {
  return { ...preferences, words: preferences.words.filter((w) => w !== word) };
}

export function withIgnoredRule(
  preferences: GrammarPreferences,
  rule: { id: string; description: string },
): GrammarPreferences {
  if (preferences.ignoredRules.some((r) => r.id === rule.id)) return preferences;
  return {
    ...preferences,
    ignoredRules: [...preferences.ignoredRules, { id: rule.id, description: rule.description }],
  };
}

export function withoutIgnoredRule(preferences: GrammarPreferences, id: string): GrammarPreferences {
  return { ...preferences, ignoredRules: preferences.ignoredRules.filter((r) => r.id !== id) };
}

/** Whether the visitor asked not to see this match: its rule is ignored, or its word is theirs. */
export function isSilenced(match: GrammarMatch, found: string, preferences: GrammarPreferences): boolean {
  if (match.rule && preferences.ignoredRules.some((r) => r.id === match.rule!.id)) return true;
  return isSpellingMatch(match) && preferences.words.includes(normalWord(found));
}
