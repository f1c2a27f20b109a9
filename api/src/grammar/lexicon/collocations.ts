/**
 * Words and the prepositions they take ("depend on", "interested in", "married to", "arrive at /
 * in"), with the wrong prepositions learners put after them ("depend of", "interested on").
 *
 * Source: written for this project from the dependent-preposition patterns that grammar
 * references and learner's dictionaries give for each word (the "+ preposition" line of an entry,
 * e.g. "interested in sth", "capable of doing sth"); the wrong prepositions are the slips that
 * recur in learner English, Indian English among it ("aware about", "angry on", "believe on").
 * Only a wrong preposition that is never right after the word is listed: "consist in", "belong
 * in", "good in a crisis", "interest on a loan" are correct, so "in" is not wrong after "consist",
 * "belong" or "good" before a determiner, and "interest" is not listed at all. The table is tested
 * in `collocations.test.ts`: each entry's wrong prepositions are flagged and its right ones are not.
 */
export interface Collocation {
  /** The word as a dictionary lists it: a verb's plain form, an adjective, a noun. */
  head: string;
  pos: 'verb' | 'adjective' | 'noun';
  /** The prepositions it takes, the usual one first; empty for a verb that takes a direct object. */
  takes: readonly string[];
  /** Prepositions that are wrong right after it. */
  wrong: readonly string[];
  /** The next word (after the preposition) that makes another, correct phrase: "married with children". */
  unless?: RegExp;
  /** Only flag when the preposition is followed by one of these ("agree to you", not "agree to the terms"). */
  onlyBefore?: RegExp;
  /** "capable to do" → "capable of doing": "to" + a verb becomes the preposition + the -ing form. */
  gerund?: true;
}

const PERSON = /^(?:me|you|him|her|us|them|my|your|his|our|their)$/;

export const COLLOCATIONS: readonly Collocation[] = [
  // Adjectives (and participles used as adjectives).
  { head: 'interested', pos: 'adjective', takes: ['in'], wrong: ['on', 'for', 'about', 'at', 'with'] },
  { head: 'married', pos: 'adjective', takes: ['to'], wrong: ['with'], unless: /^(?:children|kids|two|three|\d+)$/ },
  { head: 'dependent', pos: 'adjective', takes: ['on'], wrong: ['of', 'from'] },
  { head: 'independent', pos: 'adjective', takes: ['of', 'from'], wrong: ['on'] },
  { head: 'responsible', pos: 'adjective', takes: ['for'], wrong: ['of', 'about'] },
  { head: 'proud', pos: 'adjective', takes: ['of'], wrong: ['for', 'on', 'with'] },
  { head: 'afraid', pos: 'adjective', takes: ['of'], wrong: ['from', 'with'] },
  { head: 'scared', pos: 'adjective', takes: ['of'], wrong: ['from'] },
  { head: 'aware', pos: 'adjective', takes: ['of'], wrong: ['about', 'on', 'for'] },
  { head: 'capable', pos: 'adjective', takes: ['of'], wrong: ['to', 'for'], gerund: true },
  { head: 'similar', pos: 'adjective', takes: ['to'], wrong: ['with', 'as'] },
  { head: 'different', pos: 'adjective', takes: ['from', 'to', 'than'], wrong: ['with', 'of'] },
  { head: 'addicted', pos: 'adjective', takes: ['to'], wrong: ['with', 'on', 'of'] },
  { head: 'fond', pos: 'adjective', takes: ['of'], wrong: ['with', 'about', 'to'] },
  { head: 'jealous', pos: 'adjective', takes: ['of'], wrong: ['on', 'from', 'with'] },
  { head: 'full', pos: 'adjective', takes: ['of'], wrong: ['with'] },
  { head: 'famous', pos: 'adjective', takes: ['for'], wrong: ['of'] },
  { head: 'keen', pos: 'adjective', takes: ['on'], wrong: ['in', 'of'] },
  {
    head: 'good',
    pos: 'adjective',
    takes: ['at'],
    wrong: ['in'],
    unless: /^(?:a|an|the|this|that|every|all|some|most|many)$/,
  },
  {
    head: 'bad',
    pos: 'adjective',
    takes: ['at'],
    wrong: ['in'],
    unless: /^(?:a|an|the|this|that|every|all|some|most|many)$/,
  },
  { head: 'angry', pos: 'adjective', takes: ['with', 'at', 'about'], wrong: ['on'] },
  { head: 'satisfied', pos: 'adjective', takes: ['with'], wrong: ['from', 'of'] },
  { head: 'pleased', pos: 'adjective', takes: ['with'], wrong: ['from', 'of'] },
  { head: 'surprised', pos: 'adjective', takes: ['at', 'by'], wrong: ['from', 'of'] },
  { head: 'disappointed', pos: 'adjective', takes: ['with', 'in', 'by'], wrong: ['from', 'of', 'on'] },
  { head: 'worried', pos: 'adjective', takes: ['about'], wrong: ['on', 'from'] },
  { head: 'accused', pos: 'adjective', takes: ['of'], wrong: ['for', 'with'] },
  { head: 'close', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'next', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'near', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'due', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'according', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'equal', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'related', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'prior', pos: 'adjective', takes: ['to'], wrong: [] },
  { head: 'thanks', pos: 'noun', takes: ['to', 'for'], wrong: [] },
  // Nouns.
  { head: 'congratulations', pos: 'noun', takes: ['on'], wrong: ['for'] },
  // Verbs with a preposition.
  { head: 'depend', pos: 'verb', takes: ['on', 'upon'], wrong: ['of', 'from', 'at', 'in'], unless: /^(?:part|large)$/ },
  { head: 'rely', pos: 'verb', takes: ['on', 'upon'], wrong: ['of', 'from', 'in'] },
  { head: 'consist', pos: 'verb', takes: ['of'], wrong: ['from', 'by'] },
  { head: 'believe', pos: 'verb', takes: ['in'], wrong: ['on'] },
  { head: 'insist', pos: 'verb', takes: ['on'], wrong: ['to', 'for', 'in'], gerund: true },
  { head: 'succeed', pos: 'verb', takes: ['in'], wrong: ['to', 'on'], gerund: true },
  { head: 'arrive', pos: 'verb', takes: ['at', 'in'], wrong: ['to'] },
  { head: 'belong', pos: 'verb', takes: ['to'], wrong: ['at', 'with'] },
  { head: 'comply', pos: 'verb', takes: ['with'], wrong: ['to', 'by'] },
  { head: 'concentrate', pos: 'verb', takes: ['on'], wrong: ['in', 'at'] },
  { head: 'participate', pos: 'verb', takes: ['in'], wrong: ['on', 'at', 'to'] },
  { head: 'agree', pos: 'verb', takes: ['with'], wrong: ['to'], onlyBefore: PERSON },
  // Verbs that take a direct object: no preposition.
  { head: 'discuss', pos: 'verb', takes: [], wrong: ['about', 'on'] },
  { head: 'resemble', pos: 'verb', takes: [], wrong: ['to', 'with'] },
  { head: 'comprise', pos: 'verb', takes: [], wrong: ['of'] },
  { head: 'request', pos: 'verb', takes: [], wrong: ['for'] },
  { head: 'approach', pos: 'verb', takes: [], wrong: ['to'] },
];

/** Each head (its listed form) with the prepositions it takes, for readers without a lexicon. */
export const PREPOSITION_HEADS: ReadonlyMap<string, readonly string[]> = new Map(
  COLLOCATIONS.map((entry) => [entry.head, entry.takes]),
);
