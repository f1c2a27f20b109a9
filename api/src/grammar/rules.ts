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

export const CATEGORIES = {
  TYPOS: { id: 'TYPOS', name: 'Possible Typo' },
  CASING: { id: 'CASING', name: 'Capitalization' },
  GRAMMAR: { id: 'GRAMMAR', name: 'Grammar' },
  TYPOGRAPHY: { id: 'TYPOGRAPHY', name: 'Typography' },
  PUNCTUATION: { id: 'PUNCTUATION', name: 'Punctuation' },
  CONFUSED_WORDS: { id: 'CONFUSED_WORDS', name: 'Commonly Confused Words' },
  REDUNDANCY: { id: 'REDUNDANCY', name: 'Redundant Phrases' },
  STYLE: { id: 'STYLE', name: 'Style' },
  MISC: { id: 'MISC', name: 'Miscellaneous' },
} as const;
const { TYPOS, CASING, GRAMMAR, TYPOGRAPHY, CONFUSED_WORDS } = CATEGORIES;

const grammar = (id: string, description: string) =>
  ({ id, description, issueType: 'grammar', category: GRAMMAR, typeName: 'Other' }) as const;
const confusion = (id: string, description: string) =>
  ({ id, description, issueType: 'misspelling', category: CONFUSED_WORDS, typeName: 'Other' }) as const;

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
  punctuationSpaceBefore: {
    id: 'COMMA_PARENTHESIS_WHITESPACE',
    description: 'No space before a comma or full stop, or inside brackets',
    issueType: 'whitespace',
    category: TYPOGRAPHY,
    typeName: 'Other',
  },
  punctuationSpaceAfter: {
    id: 'MISSING_SPACE_AFTER_PUNCTUATION',
    description: 'A space after a comma, colon, semicolon or full stop',
    issueType: 'whitespace',
    category: TYPOGRAPHY,
    typeName: 'Other',
  },
  subjectVerbAgreement: grammar('SUBJECT_VERB_AGREEMENT', 'The verb agrees with a plural or singular noun subject'),
  pronounVerbAgreement: grammar(
    'PRONOUN_VERB_AGREEMENT',
    'The verb agrees with a subject pronoun (‘she goes’, ‘I have’)',
  ),
  eachOfAgreement: grammar('EACH_OF_SINGULAR_VERB', 'A singular verb after ‘each of’, ‘one of’, ‘everyone’'),
  numberNoun: grammar('NUMBER_PLURAL_NOUN', 'A plural noun after a number or ‘many’, ‘several’, ‘both’'),
  lessFewer: grammar('LESS_FEWER', '‘Fewer’ with countable nouns'),
  uncountablePlural: grammar('UNCOUNTABLE_NOUN_PLURAL', 'Nouns such as ‘information’ and ‘advice’ have no plural'),
  irregularPlural: grammar('IRREGULAR_PLURAL', 'Irregular plurals (‘children’, ‘men’, ‘criteria’)'),
  modalVerbForm: grammar('MODAL_BASE_FORM', 'The plain verb after ‘can’, ‘will’, ‘should’, ‘must’ and ‘to’'),
  doBaseForm: grammar('DID_BASE_FORM', 'The plain verb after ‘do’, ‘does’ and ‘did’'),
  participle: grammar('PAST_PARTICIPLE', 'The past participle after ‘have’ and ‘be’ (‘has gone’, ‘was written’)'),
  beWithVerb: grammar('BE_WITH_BASE_VERB', 'No ‘am’, ‘is’ or ‘are’ before ‘agree’, ‘believe’, ‘know’'),
  redundantPreposition: grammar('REDUNDANT_PREPOSITION', 'No preposition after ‘discuss’, ‘mention’, ‘emphasise’'),
  pronounCase: grammar('SUBJECT_PRONOUN_CASE', '‘He and I’ as a subject, ‘you and me’ as an object'),
  confusedThereTheir: confusion('THEIR_THERE_THEYRE', 'Their, there and they’re'),
  confusedItsIts: confusion('ITS_IT_S', 'Its and it’s'),
  confusedYourYoure: confusion('YOUR_YOU_RE', 'Your and you’re'),
  confusedThenThan: confusion('THEN_THAN', 'Than after a comparative'),
  confusedAffectEffect: confusion('AFFECT_EFFECT', 'Affect (the verb) and effect (the noun)'),
  confusedLooseLose: confusion('LOOSE_LOSE', 'Lose (the verb) and loose (not tight)'),
  confusedCouldOf: confusion('COULD_OF', '‘Could have’, not ‘could of’'),
  confusedWeatherWhether: confusion('WEATHER_WHETHER', 'Whether and weather'),
  confusedToToo: confusion('TO_TOO', 'Too (excessively) and to'),
  confusedWhoseWhos: confusion('WHOSE_WHO_S', 'Whose and who’s'),
  confusedAcceptExcept: confusion('ACCEPT_EXCEPT', 'Accept and except'),
  confusedQuietQuite: confusion('QUIET_QUITE', 'Quite and quiet'),
  confusedAdviceAdvise: confusion('ADVICE_ADVISE', 'Advice (the noun) and advise (the verb)'),
  confusedLeadLed: confusion('LEAD_LED', 'Led, the past of lead'),
  confusedWords: confusion('CONFUSED_WORDS', 'Words that sound alike (‘message’ and ‘massage’, ‘past’ and ‘passed’)'),
  questionAgreement: grammar('QUESTION_AGREEMENT', 'The auxiliary of a question agrees with its subject (‘Do they’)'),
  thereAgreement: grammar('THERE_IS_ARE', '‘There are’ before a plural, ‘there is’ before a singular'),
  compoundSubject: grammar('COMPOUND_SUBJECT_AGREEMENT', 'A plural verb after two subjects joined by ‘and’'),
  verbPattern: grammar('VERB_PATTERN', 'The verb form a verb takes after it (‘help them improve’, ‘enjoy working’)'),
  preposition: grammar('WRONG_PREPOSITION', 'The preposition a word takes (‘according to’, ‘depend on’)'),
  quantityNoun: grammar(
    'QUANTITY_NOUN_NUMBER',
    'Singular after ‘one’ and ‘each’, plural after ‘some … are’ and ‘one of the’',
  ),
  comparative: grammar('COMPARATIVE_FORM', 'Comparatives and superlatives (‘better’, not ‘more better’)'),
  articleNoun: grammar('ARTICLE_NOUN', 'No ‘a’ or ‘an’ before a plural or an uncountable noun'),
  negation: grammar('DOUBLE_NEGATIVE', 'One negative in a clause, and ‘do not’ before a verb'),
  pastTime: grammar('PAST_TIME_VERB', 'The past tense after ‘yesterday’, ‘last year’, ‘two days ago’'),
  missingArticle: grammar('MISSING_ARTICLE', '‘A’ or ‘an’ before a singular noun after ‘I am’, ‘he is’, ‘to be’'),
  reflexive: grammar('REFLEXIVE_PRONOUN', 'Reflexive pronouns (‘himself’, ‘themselves’) and ‘I’ after ‘and’'),
  properNoun: {
    id: 'PROPER_NOUN_CAPITAL',
    description: 'Days, months, languages and nationalities start with a capital',
    issueType: 'typographical',
    category: CASING,
    typeName: 'Other',
  },
  introductoryComma: {
    id: 'COMMA_AFTER_INTRODUCTORY_WORD',
    description: 'A comma after ‘However’, ‘Therefore’, ‘Moreover’ at the start of a clause',
    issueType: 'typographical',
    category: CATEGORIES.PUNCTUATION,
    typeName: 'Other',
  },
  questionMark: {
    id: 'QUESTION_MARK',
    description: 'A direct question ends with a question mark',
    issueType: 'typographical',
    category: CATEGORIES.PUNCTUATION,
    typeName: 'Other',
  },
  doublePunctuation: {
    id: 'DOUBLE_PUNCTUATION',
    description: 'One comma or full stop, not two',
    issueType: 'typographical',
    category: CATEGORIES.PUNCTUATION,
    typeName: 'Other',
  },
} as const satisfies Record<string, RuleInfo>;

export type RuleKey = keyof typeof RULES;

/**
 * When two findings cover the same words, the more specific one leads: a false plural or a
 * missing apostrophe says more than "unknown word". Lower numbers lead; findings from harper.js
 * rank between our grammar rules and the layout rules (see `engines/harper.ts`).
 */
export function rulePriority(rule: RuleKey): number {
  switch (rule) {
    case 'spelling':
      return 90;
    case 'sentenceSpacing':
    case 'punctuationSpaceBefore':
    case 'punctuationSpaceAfter':
      return 50;
    case 'sentenceStart':
    case 'lowercaseI':
      return 40;
    case 'repeatedWord':
    case 'indefiniteArticle':
    case 'contraction':
      return 20;
    default:
      return 10;
  }
}
