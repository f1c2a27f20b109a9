/**
 * The rules this checker reports, described the way LanguageTool describes its own, so that any
 * LanguageTool client can show them. Ids follow LanguageTool's naming where a rule does the same job.
 */
export interface RuleInfo {
  id: string;
  description: string;
  issueType: string;
  category: { id: string; name: string };
  /** LanguageTool's `type.typeName`. */
  typeName: 'UnknownWord' | 'Other';
}

const TYPOS = { id: 'TYPOS', name: 'Possible Typo' };
const CASING = { id: 'CASING', name: 'Capitalization' };
const GRAMMAR = { id: 'GRAMMAR', name: 'Grammar' };
const TYPOGRAPHY = { id: 'TYPOGRAPHY', name: 'Typography' };

export const RULES = {
  spelling: {
    id: 'HUNSPELL_RULE',
    description: 'Possible spelling mistake',
    issueType: 'misspelling',
    category: TYPOS,
    typeName: 'UnknownWord',
  },
  repeatedWord: {
    id: 'ENGLISH_WORD_REPEAT_RULE',
    description: 'Word repetition (e.g. ‘will will’)',
    issueType: 'duplication',
    category: TYPOS,
    typeName: 'Other',
  },
  indefiniteArticle: {
    id: 'EN_A_VS_AN',
    description: 'Use of ‘a’ vs. ‘an’',
    issueType: 'misspelling',
    category: GRAMMAR,
    typeName: 'Other',
  },
  contraction: {
    id: 'EN_CONTRACTION_SPELLING',
    description: 'Spelling of English contractions',
    issueType: 'misspelling',
    category: TYPOS,
    typeName: 'Other',
  },
  sentenceSpacing: {
    id: 'WHITESPACE_RULE',
    description: 'Whitespace repetition (bad formatting)',
    issueType: 'whitespace',
    category: TYPOGRAPHY,
    typeName: 'Other',
  },
  sentenceStart: {
    id: 'UPPERCASE_SENTENCE_START',
    description: 'Checks that a sentence starts with an uppercase letter',
    issueType: 'typographical',
    category: CASING,
    typeName: 'Other',
  },
  lowercaseI: {
    id: 'I_LOWERCASE',
    description: 'The pronoun ‘I’ is written in capitals',
    issueType: 'typographical',
    category: CASING,
    typeName: 'Other',
  },
} as const satisfies Record<string, RuleInfo>;

export type RuleKey = keyof typeof RULES;

/**
 * When two findings cover the same words, the one listed first wins: a missing apostrophe or a
 * wrong article says more than "unknown word".
 */
export const RULE_PRIORITY: readonly RuleKey[] = [
  'repeatedWord',
  'indefiniteArticle',
  'contraction',
  'lowercaseI',
  'sentenceStart',
  'sentenceSpacing',
  'spelling',
];
