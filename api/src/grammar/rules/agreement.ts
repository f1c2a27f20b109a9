import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import {
  COLLECTIVE_NOUNS,
  INDEFINITE_PRONOUNS,
  NOT_PLURAL,
  QUANTIFIERS_PLURAL,
  SUBJECT_PRONOUNS,
  UNCOUNTABLE,
} from '../lexicon/word-lists';
import {
  clauseStarts,
  finiteVerb,
  isNumber,
  nounPhrase,
  skipAdverbs,
  skipPrepositionalPhrases,
  type FiniteVerb,
} from './phrases';
import { eachSentence, isAnyWord, isWord, matchCase, report, type Token } from './tokens';

/**
 * Subject–verb agreement: a noun subject ("The results was"), a subject pronoun ("She go",
 * "I has") and the singular subjects that look plural ("Each of the students have").
 */

/** Heads whose number comes from the "of" phrase after them ("Half of the students are"). */
const QUANTITY_HEADS = new Set(
  'percent per cent half majority minority rest part proportion most all some none lot lots number kind type variety range total bulk plenty quarter third fraction share amount couple pair group set series'.split(
    ' ',
  ),
);

function agreementMessage(subject: string, verb: Token, wanted: string) {
  return {
    message: `The verb “${verb.text}” does not agree with the subject “${subject}”. Did you mean “${wanted}”?`,
    shortMessage: 'Subject–verb agreement',
  };
}

export function agreementPlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      for (const start of clauseStarts(tokens)) {
        // The first that applies decides; the others would only repeat it.
        [checkPronounSubject, checkSingularSubject, checkNounSubject].some((check) =>
          check(file, tokens, start, lexicon),
        );
      }
    });
  };
}

/** "She go", "I has", "They was", "It don't". */
function checkPronounSubject(file: VFile, tokens: Token[], start: number, lexicon: Lexicon): boolean {
  const subject = tokens[start];
  if (!subject || !isWord(subject, SUBJECT_PRONOUNS)) return false;
  const at = skipAdverbs(tokens, start + 1, lexicon);
  const verb = finiteVerb(tokens, at, lexicon);
  if (!verb) return false;
  const token = tokens[at]!;
  // "We nurses work": a plural noun in apposition, with the verb after it.
  if (lexicon.noun(token.lower)?.isPlural && finiteVerb(tokens, at + 1, lexicon)) return false;
  // "She need not", "He dare not": the modal use of need and dare.
  if (isWord(tokens[at + 1], 'not') && /^(?:need|dare)$/.test(token.lower)) return false;
  let wanted: string | undefined;
  switch (subject.lower) {
    case 'he':
    case 'she':
    case 'it':
      if (verb.agrees === 'plural' && token.lower !== 'were') wanted = verb.singular;
      if (verb.agrees === 'first') wanted = 'is';
      break;
    case 'i':
      if (token.lower === 'is' || token.lower === 'are') wanted = 'am';
      else if (verb.agrees === 'singular' && token.lower !== 'was') wanted = verb.plural;
      break;
    default:
      if (verb.agrees === 'singular' || verb.agrees === 'first') wanted = verb.plural;
  }
  if (!wanted) return false;
  if (subjunctive(tokens, start, token)) return false;
  // "Sarah and I are": the pronoun is the second of two subjects, and the plural is right.
  if (isWord(tokens[start - 1], 'and') && verb.agrees !== 'singular') return false;
  report(file, {
    rule: 'pronounVerbAgreement',
    from: token,
    replacements: [matchCase(token.text, wanted)],
    ...agreementMessage(subject.text, token, wanted),
  });
  return true;
}

/** "Each of the students have", "One of the reasons were", "Everyone have", "Each student have". */
function checkSingularSubject(file: VFile, tokens: Token[], start: number, lexicon: Lexicon): boolean {
  const first = tokens[start];
  if (!isAnyWord(first)) return false;
  let at: number;
  if (/^(?:each|one)$/.test(first.lower) && isWord(tokens[start + 1], 'of')) {
    at = skipPrepositionalPhrases(tokens, start + 1, lexicon);
  } else if (first.lower === 'every' && isWord(tokens[start + 1], 'one') && isWord(tokens[start + 2], 'of')) {
    at = skipPrepositionalPhrases(tokens, start + 2, lexicon);
  } else if (/^(?:each|every)$/.test(first.lower)) {
    const phrase = nounPhrase(tokens, start + 1, lexicon);
    if (!phrase || phrase.plural) return false;
    at = skipPrepositionalPhrases(tokens, phrase.end, lexicon);
  } else if (INDEFINITE_PRONOUNS.has(first.lower)) {
    at = skipPrepositionalPhrases(tokens, start + 1, lexicon);
  } else {
    return false;
  }
  at = skipAdverbs(tokens, at, lexicon);
  const verb = finiteVerb(tokens, at, lexicon);
  // Right after the subject, a word that can be a verb is read as one ("One of my friends study").
  if (!verb || verb.agrees !== 'plural') return false;
  // "One of my friends studies medicine": the verb came before, and this is its object.
  if (
    verb.ambiguous &&
    lexicon.verb(tokens[at - 1]?.lower ?? '')?.forms.has('third') &&
    lexicon.noun(tokens[at - 2]?.lower ?? '')?.isPlural
  )
    return false;
  const token = tokens[at]!;
  const subject = file.value.slice(first.start, tokens[at - 1]!.end).toString();
  report(file, {
    rule: 'eachOfAgreement',
    from: token,
    replacements: [matchCase(token.text, verb.singular)],
    message: `The subject “${subject}” is singular, so the verb is too: “${verb.singular}”.`,
    shortMessage: 'Subject–verb agreement',
  });
  return true;
}

/** "The results was", "Students needs", "The lecturer explain". */
function checkNounSubject(file: VFile, tokens: Token[], start: number, lexicon: Lexicon): boolean {
  const phrase = nounPhrase(tokens, start, lexicon);
  if (!phrase?.known) return false;
  const head = tokens[phrase.head]!;
  if (
    head.capitalised ||
    // An acronym ("AIDS has killed") is a name, whatever its last letter.
    /^[A-Z]{2,}$/.test(head.text) ||
    /ing$/.test(head.lower) ||
    COLLECTIVE_NOUNS.has(head.lower) ||
    NOT_PLURAL.has(head.lower) ||
    // "knowledges", "informations": the false plural is the error, not the verb.
    UNCOUNTABLE.has(lexicon.noun(head.lower)?.singular ?? '')
  ) {
    return false;
  }
  const determiner = tokens[start]!;
  // "Every teachers knows", "This books is": the noun's plural is the slip, not the verb.
  if (phrase.plural && /^(?:each|every|one|a|an|this|that|another)$/.test(determiner.lower)) return false;
  if (QUANTITY_HEADS.has(head.lower) || (determiner.lower === 'a' && isWord(tokens[start + 1], 'number'))) return false;
  // A bare number or a name before the head ("2 participants", "Smith 2019") is not a plain subject.
  if (phrase.head > start && /^\d/.test(tokens[phrase.head - 1]!.text) && !phrase.plural) return false;
  // The tagger reads the sentence as a whole: a head it does not take for a noun is not a
  // subject ("Asking … does", "As is their wont").
  if (head.tag && head.tag !== 'NOUN') return false;
  // "What matters is", "Memorizing lines is", "Drugs causing fibrinolysis have": a free relative,
  // a gerund subject, or a participle inside the phrase; its last noun is not the subject's head.
  if (isWord(tokens[start], WHAT)) return false;
  const ingVerb = (token: Token | undefined) => token?.tag === 'VERB' && /ing$/.test(token.lower);
  if (ingVerb(tokens[start - 1]) || tokens.slice(start, phrase.head).some(ingVerb)) return false;
  // A clause that opens with an -ing form is a gerund subject, however the tagger read it.
  if (/ing$/.test(tokens[start]!.lower) && lexicon.verb(tokens[start]!.lower)?.forms.has('gerund')) return false;
  // "The format, the name and the cover sheet follow": the last of coordinated subjects.
  if (coordinated(tokens, start)) return false;
  const at = skipAdverbs(tokens, skipPrepositionalPhrases(tokens, phrase.end, lexicon), lexicon);
  const verb = finiteVerb(tokens, at, lexicon);
  if (!verb) return false;
  const token = tokens[at]!;
  // The verb's own tag is not trusted when it says "noun": a wrong verb form ("my brother work")
  // is what a tagger trained on correct text takes for a noun.
  if (token.tag && /^(?:ADJ|ADV|ADP|DET|PRON|NUM|CCONJ|SCONJ|PART)$/.test(token.tag)) return false;
  // It is trusted where a noun is likelier: after "a" or "an" ("an air pump"), after a number
  // ("eight fathoms"), or with nothing after it ("a second degree burn.").
  if (
    token.tag === 'NOUN' &&
    (/^an?$/.test(determiner.lower) || isNumber(tokens[at - 1]) || !isAnyWord(tokens[at + 1]))
  )
    return false;
  // A word that can be a noun, with nothing after it but "and", "or" or a stop, ends a noun
  // compound rather than being its verb, however the tagger read it ("a postage stamp.", "a
  // literature map and regular drafts"): a verb there would have no object or complement.
  const after = tokens[at + 1];
  if (verb.ambiguous && (!isAnyWord(after) || isWord(after, COORDINATORS))) return false;
  // Nor when a finite verb follows it: "The rocket launch went off".
  if (verb.ambiguous && after?.tag === 'VERB' && lexicon.verb(after.lower)?.forms.has('past')) return false;
  // A question puts its auxiliary before its own subject ("How many cars does she have?", "Which
  // horse are you backing?"): the noun before the auxiliary is the object.
  if (INVERTING.has(token.lower) && tokens[tokens.length - 1]?.text === '?' && startsSubject(after)) return false;
  // A relative clause between the head and the verb ("a bed in which turnips are growing"): the
  // verb is the relative clause's own.
  if (tokens.slice(phrase.end, at).some((t) => isWord(t, RELATIVES))) return false;
  if (phrase.plural && verb.agrees === 'singular')
    return flag(file, tokens, phrase.start, phrase.head, token, verb.plural);
  if (!phrase.plural && verb.agrees === 'plural' && singularSubject(tokens, start, phrase.head, verb, lexicon)) {
    return flag(file, tokens, phrase.start, phrase.head, token, verb.singular);
  }
  return false;
}

/**
 * Whether the clause "starting" at `start` is really the last of coordinated noun phrases: "and"
 * or "or" right after a noun, as in "support or adjustments does" and "the name and the cover
 * sheet follow". Two clauses joined by "and" where the first ends in a noun ("He sold the car and
 * his sons drives") are left unchecked too: a miss there costs less than a false alarm here.
 */
function coordinated(tokens: Token[], start: number): boolean {
  const joiner = tokens[start - 1];
  const before = tokens[start - 2];
  if (!isWord(joiner, 'and') && !isWord(joiner, 'or')) return false;
  if (before?.tag === 'VERB' && /ing$/.test(before.lower)) return true;
  return before?.tag !== undefined && /^(?:NOUN|PROPN|ADJ|PRON)$/.test(before.tag);
}

/** Words that call for the subjunctive in the "that" clause after them ("insist that he be"). */
const MANDATIVE =
  /^(?:suggest|suggests|suggested|suggestion|recommend|recommends|recommended|recommendation|insist|insists|insisted|demand|demands|demanded|require|requires|required|requirement|ask|asked|request|requested|propose|proposed|proposal|urge|urged|essential|important|vital|necessary|crucial|imperative)$/;

/**
 * The subjunctive, where a singular subject takes the plain verb or "were": "if it were so", "I
 * wish she were here", "they recommended that he be promoted", "her suggestion that he stay".
 */
function subjunctive(tokens: Token[], start: number, verb: Token): boolean {
  const before = tokens[start - 1];
  if (/^(?:were|weren't)$/.test(verb.lower))
    return isWord(before, 'if') || isWord(before, 'wish') || isWord(before, 'wished') || isWord(before, 'though');
  if (!isWord(before, 'that')) return false;
  const lemma = verb.lower;
  if (lemma !== 'be' && !/^[a-z]+$/.test(lemma)) return false;
  return tokens.slice(Math.max(0, start - 5), start - 1).some((token) => MANDATIVE.test(token.lower));
}

const WHAT = new Set(['what', 'whatever', 'whoever', 'whichever']);
const COORDINATORS = new Set(['and', 'or', 'nor']);
/** Auxiliaries that come before the subject in a question. */
const INVERTING = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'does', 'do', 'did']);
/** Whether a subject starts at this token: a pronoun, a determiner, a name or a number. */
const startsSubject = (token: Token | undefined) =>
  token !== undefined && /^(?:PRON|DET|PROPN|NUM)$/.test(token.tag ?? '');
const RELATIVES = new Set(['which', 'whom', 'whose', 'who']);

/**
 * A singular noun with a plural verb is flagged only when the noun is surely singular and the
 * clause is not a subjunctive one ("that the student attend").
 */
function singularSubject(tokens: Token[], start: number, head: number, verb: FiniteVerb, lexicon: Lexicon): boolean {
  const word = tokens[head]!.lower;
  if (lexicon.isAdjective(word)) return false;
  // A verb that could be a noun or an adjective ("live", "study") counts when the tagger reads it
  // as a verb in this sentence.
  if (verb.ambiguous && tokens[verb.index]!.tag !== 'VERB') return false;
  // "Many country have": the noun's missing plural is the error, not the verb.
  if (tokens.slice(start, head).some((token) => QUANTIFIERS_PLURAL.has(token.lower) || isNumber(token))) return false;
  // Only with a determiner: a bare singular at a clause start is often not the subject.
  if (head === start) return false;
  const before = tokens[start - 1];
  if (isWord(before, 'that') || isWord(before, 'if') || isWord(before, 'lest')) return false;
  return true;
}

function flag(file: VFile, tokens: Token[], from: number, head: number, verb: Token, wanted: string): true {
  report(file, {
    rule: 'subjectVerbAgreement',
    from: verb,
    replacements: [matchCase(verb.text, wanted)],
    ...agreementMessage(file.value.slice(tokens[from]!.start, tokens[head]!.end).toString(), verb, wanted),
  });
  return true;
}
