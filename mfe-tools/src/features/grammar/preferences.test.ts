import type { GrammarMatch } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import {
  isSilenced,
  NO_PREFERENCES,
  PREFERENCES_KEY,
  readPreferences,
  withIgnoredRule,
  withoutIgnoredRule,
  withoutWord,
  withWord,
  writePreferences,
} from './preferences';

const memory = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

const spelling: GrammarMatch = {
  message: 'Possible spelling mistake found.',
  shortMessage: '',
  replacements: [],
  offset: 0,
  length: 6,
  rule: {
    id: 'HUNSPELL_RULE',
    description: 'Spelling',
    issueType: 'misspelling',
    category: { id: 'TYPOS', name: 'Possible Typo' },
  },
};
const grammar: GrammarMatch = {
  ...spelling,
  rule: { id: 'LESS_FEWER', description: 'Fewer', issueType: 'grammar', category: { id: 'GRAMMAR', name: 'Grammar' } },
};

describe('grammar preferences', () => {
  it('round-trips through storage and ignores corrupt data', () => {
    const storage = memory();
    const preferences = withIgnoredRule(withWord(NO_PREFERENCES, 'Okafor'), { id: 'LESS_FEWER', description: 'Fewer' });
    writePreferences(storage, preferences);
    expect(readPreferences(storage)).toEqual({
      ignoredRules: [{ id: 'LESS_FEWER', description: 'Fewer' }],
      words: ['okafor'],
    });
    expect(readPreferences(memory({ [PREFERENCES_KEY]: '{not json' }))).toEqual(NO_PREFERENCES);
    expect(readPreferences(memory({ [PREFERENCES_KEY]: '{"words":[42]}' }))).toEqual(NO_PREFERENCES);
    expect(readPreferences(null)).toEqual(NO_PREFERENCES);
  });

  it('silences spelling matches of added words (any case) and matches of ignored rules, nothing else', () => {
    const preferences = withIgnoredRule(withWord(NO_PREFERENCES, 'Okafor'), { id: 'LESS_FEWER', description: '' });
    expect(isSilenced(spelling, 'OKAFOR', preferences)).toBe(true);
    expect(isSilenced(spelling, 'Mensah', preferences)).toBe(false);
    expect(isSilenced(grammar, 'whatever', preferences)).toBe(true);
    expect(isSilenced({ ...grammar, rule: { ...grammar.rule!, id: 'OTHER' } }, 'okafor', preferences)).toBe(false);
    const cleared = withoutIgnoredRule(withoutWord(preferences, 'okafor'), 'LESS_FEWER');
    expect(cleared).toEqual(NO_PREFERENCES);
  });
});
