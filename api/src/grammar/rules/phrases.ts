import type { Lexicon } from '../lexicon/lexicon';
import {
  BE_FORMS,
  CLAUSE_OPENERS,
  CONJUNCTIONS,
  DETERMINERS,
  DO_FORMS,
  HAVE_FORMS,
  MID_ADVERBS,
  MODALS,
  NEGATED_DO,
  NEGATED_MODALS,
  NUMBER_WORDS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  QUANTIFIERS_PLURAL,
  SUBJECT_PRONOUNS,
  TIME_WORDS,
} from '../lexicon/word-lists';
import { isAnyWord, isBoundary, isWord, type Token } from './tokens';

/**
 * A shallow reading of clauses: where a clause starts, the noun phrase that opens it (its head
 * noun and that noun's number) and the finite verb that follows. Enough to check agreement in the
 * plain declarative sentences students write; anything unclear yields nothing, so the rules stay
 * quiet rather than guess.
 */

/** Words that are never part of a noun phrase's run of nouns and adjectives. */
const FUNCTION_WORDS = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...CONJUNCTIONS,
  ...SUBJECT_PRONOUNS,
  ...OBJECT_PRONOUNS,
  ...BE_FORMS,
  ...HAVE_FORMS,
  ...DO_FORMS,
  ...NEGATED_DO,
  ...MODALS,
  ...NEGATED_MODALS,
  ...MID_ADVERBS,
  'to',
  'who',
  'which',
  'more',
  'most',
  'less',
  'least',
  'much',
  'very',
  'there',
  'here',
  'not',
  'however',
  'too',
  'so',
  'as',
]);

export const isFunctionWord = (token: Token) => FUNCTION_WORDS.has(token.lower);

export const isNumber = (token: Token | undefined) =>
  token !== undefined && token.kind === 'word' && (/^\d+(?:\.\d+)?$/.test(token.text) || NUMBER_WORDS.has(token.lower));

/** Indexes where a clause starts: the sentence start, after a comma or semicolon, after a conjunction. */
export function clauseStarts(tokens: Token[]): number[] {
  const starts = [0];
  tokens.forEach((token, index) => {
    if (index === 0) return;
    if (token.kind === 'punct' && /^[,;:(]$/.test(token.text)) starts.push(index + 1);
    else if (isWord(token, CLAUSE_OPENERS)) starts.push(index + 1);
  });
  return starts.filter((index) => index < tokens.length);
}

/** The index after any adverbs of the kind that sit before a verb ("often", "also"). */
export function skipAdverbs(tokens: Token[], index: number, lexicon?: Lexicon): number {
  let at = index;
  while (
    isAnyWord(tokens[at]) &&
    (MID_ADVERBS.has(tokens[at]!.lower) ||
      (lexicon !== undefined && /ly$/.test(tokens[at]!.lower) && lexicon.isAdverb(tokens[at]!.lower))) &&
    tokens[at]!.lower !== 'not'
  ) {
    at += 1;
  }
  return at;
}

export interface NounPhrase {
  /** The index of its first and head token, and the index just after it. */
  start: number;
  head: number;
  end: number;
  plural: boolean;
  /** The head is a word we know as a noun. */
  known: boolean;
}

const FINITE: ReadonlySet<string> = new Set(['base', 'third']);

/** Plurals that do modify nouns. */
const PLURAL_MODIFIERS = new Set(
  'sales sports arts goods savings systems operations communications customs earnings jobs rights services human'.split(
    ' ',
  ),
);

/**
 * Reads a noun phrase at `index`: determiners and numbers, then a run of nouns and adjectives.
 * When the run's last word can also be a present-tense verb and an object seems to follow
 * ("Students needs more time"), that word is left out as the verb.
 */
export function nounPhrase(tokens: Token[], index: number, lexicon: Lexicon): NounPhrase | undefined {
  let at = index;
  while (
    isAnyWord(tokens[at]) &&
    (DETERMINERS.has(tokens[at]!.lower) || QUANTIFIERS_PLURAL.has(tokens[at]!.lower) || isNumber(tokens[at]))
  ) {
    at += 1;
  }
  const runStart = at;
  while (isAnyWord(tokens[at]) && !isFunctionWord(tokens[at]!) && !TIME_WORDS.has(tokens[at]!.lower)) {
    const word = tokens[at]!;
    if (!/^[\p{L}'-]+$/u.test(word.text)) break;
    const verb = lexicon.verb(word.lower);
    const noun = lexicon.noun(word.lower);
    // A word that can only be a verb ends the phrase: it is the verb.
    if (at > runStart && verb && !noun && !lexicon.isAdjective(word.lower)) break;
    // So does a word the tagger reads as a verb right after a noun ("my sister live in").
    if (at > runStart && verb && word.tag === 'VERB' && tokens[at - 1]!.tag === 'NOUN') break;
    // So does a present-tense verb after a plural noun, since plurals seldom modify another
    // noun: "my friends study medicine" (but "sales figures", "sports car").
    const previous = at > runStart ? lexicon.noun(tokens[at - 1]!.lower) : undefined;
    if (
      previous?.isPlural &&
      !PLURAL_MODIFIERS.has(tokens[at - 1]!.lower) &&
      verb &&
      (verb.forms.has('base') || verb.forms.has('third')) &&
      !noun?.isPlural
    ) {
      break;
    }
    // An adjective after a noun is a complement: "the conflict remains unclear".
    if (at > runStart && !verb && !noun && lexicon.noun(tokens[at - 1]!.lower)) break;
    at += 1;
  }
  if (at === runStart) return undefined;
  let end = at;
  const next = tokens[end];
  const last = tokens[end - 1]!;
  const lastVerb = lexicon.verb(last.lower);
  const objectFollows =
    next !== undefined &&
    next.kind === 'word' &&
    (DETERMINERS.has(next.lower) ||
      OBJECT_PRONOUNS.has(next.lower) ||
      /^(?:more|less|much|that|to)$/.test(next.lower) ||
      isNumber(next) ||
      (!isFunctionWord(next) && lexicon.isAdjective(next.lower)));
  if (end - runStart >= 2 && objectFollows && lastVerb && [...lastVerb.forms].some((form) => FINITE.has(form))) {
    end -= 1;
  }
  const head = end - 1;
  const headToken = tokens[head]!;
  const noun = lexicon.noun(headToken.lower);
  return { start: index, head, end, plural: noun?.isPlural ?? false, known: noun !== undefined };
}

export type Agreement = 'singular' | 'plural' | 'first' | 'any';

export interface FiniteVerb {
  index: number;
  /** What subjects this form agrees with: "is" singular, "are" plural (and "you"), "am" only "I". */
  agrees: Agreement;
  /** The same verb in the singular (third person) and plural form. */
  singular: string;
  plural: string;
  /** Whether the word is also a noun, so that reading it as a verb is a guess. */
  ambiguous: boolean;
}

const IRREGULAR_FINITE: Record<string, Omit<FiniteVerb, 'index' | 'ambiguous'>> = {
  is: { agrees: 'singular', singular: 'is', plural: 'are' },
  are: { agrees: 'plural', singular: 'is', plural: 'are' },
  am: { agrees: 'first', singular: 'is', plural: 'are' },
  was: { agrees: 'singular', singular: 'was', plural: 'were' },
  were: { agrees: 'plural', singular: 'was', plural: 'were' },
  has: { agrees: 'singular', singular: 'has', plural: 'have' },
  have: { agrees: 'plural', singular: 'has', plural: 'have' },
  does: { agrees: 'singular', singular: 'does', plural: 'do' },
  do: { agrees: 'plural', singular: 'does', plural: 'do' },
  "doesn't": { agrees: 'singular', singular: "doesn't", plural: "don't" },
  "don't": { agrees: 'plural', singular: "doesn't", plural: "don't" },
  "isn't": { agrees: 'singular', singular: "isn't", plural: "aren't" },
  "aren't": { agrees: 'plural', singular: "isn't", plural: "aren't" },
  "wasn't": { agrees: 'singular', singular: "wasn't", plural: "weren't" },
  "weren't": { agrees: 'plural', singular: "wasn't", plural: "weren't" },
  "hasn't": { agrees: 'singular', singular: "hasn't", plural: "haven't" },
  "haven't": { agrees: 'plural', singular: "hasn't", plural: "haven't" },
};

/**
 * The finite verb at `index`, if the word is one whose form shows agreement (be, have, do, and
 * present-tense lexical verbs); past tenses other than was/were agree with anything.
 */
export function finiteVerb(tokens: Token[], index: number, lexicon: Lexicon): FiniteVerb | undefined {
  const token = tokens[index];
  if (!isAnyWord(token)) return undefined;
  const irregular = IRREGULAR_FINITE[token.lower];
  if (irregular) return { index, ...irregular, ambiguous: false };
  if (!/^[a-z]+$/.test(token.lower)) return undefined;
  const reading = lexicon.verb(token.lower);
  if (!reading || MODALS.has(token.lower)) return undefined;
  const forms = lexicon.conjugate(reading.lemma);
  const ambiguous = lexicon.noun(token.lower) !== undefined || lexicon.isAdjective(token.lower);
  if (reading.forms.has('third'))
    return { index, agrees: 'singular', singular: forms.third, plural: forms.base, ambiguous };
  // A base form that is also a past tense ("put", "read") may be a past tense: it agrees with anything.
  if (reading.forms.has('base') && !reading.forms.has('past')) {
    return { index, agrees: 'plural', singular: forms.third, plural: forms.base, ambiguous };
  }
  return undefined;
}

/** The end of a noun phrase followed by up to two prepositional phrases ("the results of the survey"). */
export function skipPrepositionalPhrases(tokens: Token[], index: number, lexicon: Lexicon): number {
  let at = index;
  for (let round = 0; round < 2; round++) {
    const preposition = tokens[at];
    if (!isWord(preposition, PREPOSITIONS)) break;
    const next = tokens[at + 1];
    if (isWord(next, OBJECT_PRONOUNS) || isWord(next, 'us')) {
      at += 2;
      continue;
    }
    const phrase = nounPhrase(tokens, at + 1, lexicon);
    if (!phrase) break;
    at = phrase.end;
  }
  return at;
}

export const followedByBoundary = (tokens: Token[], index: number) => isBoundary(tokens[index]);
