import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import { PREPOSITIONS, UNCOUNTABLE } from '../lexicon/word-lists';
import type { RuleKey } from '../rules';
import { article } from './breadth';
import { eachSentence, isAnyWord, isBoundary, isWord, matchCase, report, type Token } from './tokens';

/**
 * Rules read on the structure of a clause (issue #36): the subject, the auxiliary and the verb
 * phrase after it, and the words' parts of speech in context from the tagger. Each names a
 * construction ("be" + a plain verb, a stative verb in the progressive, a verb that takes "to" +
 * an -ing form, "do not" + an inflected verb, a preposition + a subject pronoun, "more" + a short
 * adjective, a date's preposition, a past time + a present verb, "be" + a bare job noun), and
 * each stays quiet where the tagger reads the words otherwise than the error would need.
 */

const set = (words: string) => new Set(words.trim().split(/\s+/));
const SUBJECTS = set('i you we they he she');
const THIRD_PERSON = set('he she it');
const BE = set('am is are was were');

interface Found {
  rule: RuleKey;
  from: Token;
  to?: Token;
  replacements: string[];
  message: string;
  shortMessage: string;
}

type Check = (tokens: Token[], index: number, lexicon: Lexicon) => Found | undefined;

/** The verb's form for a subject pronoun in the present: "he" → "knows", "they" → "know". */
const presentFor = (lexicon: Lexicon, subject: string, lemma: string) =>
  THIRD_PERSON.has(subject) ? lexicon.conjugate(lemma).third : lemma;

/** "She is study medicine", "We are go to": a pronoun, "be" and a plain verb → the -ing form. */
const beBase: Check = (tokens, index, lexicon) => {
  const [subject, be, verb] = [tokens[index - 2], tokens[index - 1], tokens[index]];
  if (!isWord(subject, SUBJECTS) || !isWord(be, BE) || !isAnyWord(verb) || verb.tag !== 'VERB') return undefined;
  const reading = lexicon.verb(verb.lower);
  if (!reading?.forms.has('base') || reading.forms.has('participle') || reading.forms.has('past')) return undefined;
  if (lexicon.isAdjective(verb.lower) || /^(?:be|have|do|used|supposed)$/.test(reading.lemma)) return undefined;
  const next = tokens[index + 1];
  // An object must follow ("is study medicine"); a word that is also a noun before a preposition
  // or the end is a noun ("She is nurse at", "He is head of").
  const object = /^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(next?.tag ?? '');
  if (
    !object &&
    (lexicon.noun(verb.lower) || (next && !isBoundary(next) && !/^(?:ADP|PART|ADV)$/.test(next.tag ?? '')))
  )
    return undefined;
  const ing = lexicon.conjugate(reading.lemma).gerund;
  return {
    rule: 'participle',
    from: verb,
    replacements: [ing],
    message: `After “${be!.text}”, the -ing form: “${ing}”.`,
    shortMessage: 'Verb form',
  };
};

/** Verbs of knowing and wanting, which are not used in the progressive. */
const STATIVE = set('know believe understand want like own belong need prefer mean seem contain deserve');

/** "He is knowing the answer" → "He knows the answer". */
const stativeProgressive: Check = (tokens, index, lexicon) => {
  const [subject, be, verb] = [tokens[index - 2], tokens[index - 1], tokens[index]];
  if (!isWord(subject, SUBJECTS) || !isWord(be, set('am is are')) || !isAnyWord(verb)) return undefined;
  const reading = lexicon.verb(verb.lower);
  if (!reading?.forms.has('gerund') || !STATIVE.has(reading.lemma)) return undefined;
  const wanted = presentFor(lexicon, subject!.lower, reading.lemma);
  return {
    rule: 'verbPattern',
    from: be!,
    to: verb,
    replacements: [wanted],
    message: `“${reading.lemma}” is not used in the -ing form here: “${subject!.text} ${wanted}”.`,
    shortMessage: 'Verb form',
  };
};

/** Verbs that take "to" and a plain verb, never an -ing form. */
const TAKES_INFINITIVE = set(
  'want decide hope plan agree refuse promise expect manage offer afford choose fail seem tend wish aim intend arrange pretend deserve threaten',
);

/** "I want going", "They decided going by train" → "to go". */
const infinitiveVerb: Check = (tokens, index, lexicon) => {
  const [head, verb] = [tokens[index - 1], tokens[index]];
  if (!isAnyWord(head) || !isAnyWord(verb) || verb.tag === 'NOUN') return undefined;
  const lemma = lexicon.verb(head.lower)?.lemma;
  if (!lemma || !TAKES_INFINITIVE.has(lemma) || head.tag === 'NOUN') return undefined;
  const reading = lexicon.verb(verb.lower);
  if (!reading?.forms.has('gerund') || !/ing$/.test(verb.lower)) return undefined;
  const wanted = `to ${reading.lemma}`;
  return {
    rule: 'verbPattern',
    from: verb,
    replacements: [wanted],
    message: `“${lemma}” is followed by “to” and the plain verb: “${wanted}”.`,
    shortMessage: 'Verb pattern',
  };
};

/** Words after which "to" starts an infinitive, never a prepositional phrase ("plan to", "able to"). */
const TO_INFINITIVE_HEADS = new Set([...TAKES_INFINITIVE, ...set('need try learn able going')]);

/**
 * "We are planning to moved", "She decided to changed it" → the plain verb after an infinitive's
 * "to". After "to" as a preposition a participle can be right ("a key to locked doors"), so the
 * word before "to" must be one that takes an infinitive, and the tagger must read the word after
 * it as a verb (WordNet lists most participles as adjectives too, "moved", "decided", so the
 * lexicon cannot tell).
 */
const toInflected: Check = (tokens, index, lexicon) => {
  const [head, to, verb] = [tokens[index - 2], tokens[index - 1], tokens[index]];
  if (!isWord(to, 'to') || !isAnyWord(head) || !isAnyWord(verb) || verb.tag !== 'VERB') return undefined;
  if (!/^[a-z]+$/.test(verb.lower) || head.tag === 'NOUN') return undefined;
  const lemma = /^(?:able|going)$/.test(head.lower) ? head.lower : lexicon.verb(head.lower)?.lemma;
  if (!lemma || !TO_INFINITIVE_HEADS.has(lemma)) return undefined;
  // "going to" is the future only after "be" ("are going to"), not "going to school".
  if (lemma === 'going' && !isWord(tokens[index - 3], set("am is are was were be been 'm 're 's not")))
    return undefined;
  const reading = lexicon.verb(verb.lower);
  if (!reading || reading.forms.has('base') || reading.forms.has('gerund')) return undefined;
  // A verb of its own as well as another's past: "hope to found a company".
  if (lexicon.isVerbLemma(verb.lower)) return undefined;
  if (!(reading.forms.has('past') || reading.forms.has('participle') || reading.forms.has('third'))) return undefined;
  const wanted = matchCase(verb.text, lexicon.conjugate(reading.lemma).base);
  return {
    rule: 'modalVerbForm',
    from: verb,
    replacements: [wanted],
    message: `After “to”, the plain form of the verb: “${wanted}”.`,
    shortMessage: 'Verb form',
  };
};

const DO_NOT = set("don't doesn't didn't don’t doesn’t didn’t");
const IRREGULAR_THIRD: Record<string, { lemma: string; forms: ReadonlySet<string> }> = {
  has: { lemma: 'have', forms: new Set(['third']) },
  does: { lemma: 'do', forms: new Set(['third']) },
};

/** "He doesn't has a car", "She does not likes it" → the plain verb. */
const doNotInflected: Check = (tokens, index, lexicon) => {
  const verb = tokens[index];
  const before = tokens[index - 1];
  const negated = isWord(before, DO_NOT) || (isWord(before, 'not') && isWord(tokens[index - 2], set('do does did')));
  if (!negated || !isAnyWord(verb) || verb.tag === 'NOUN') return undefined;
  const reading = IRREGULAR_THIRD[verb.lower] ?? lexicon.verb(verb.lower);
  if (!reading || reading.forms.has('base') || !(reading.forms.has('third') || reading.forms.has('past')))
    return undefined;
  if (lexicon.noun(verb.lower)?.isPlural) return undefined;
  return {
    rule: 'doBaseForm',
    from: verb,
    replacements: [reading.lemma],
    message: `After “${before!.text}”, the plain verb: “${reading.lemma}”.`,
    shortMessage: 'Verb form',
  };
};

const OBJECT_OF: Record<string, string> = { he: 'him', she: 'her', they: 'them', we: 'us' };

/** "He gave the books to she." → "to her": a subject pronoun as the object of a preposition. */
const pronounAfterPreposition: Check = (tokens, index) => {
  const [preposition, pronoun, next] = [tokens[index - 1], tokens[index], tokens[index + 1]];
  if (!(isWord(preposition, PREPOSITIONS) || isWord(preposition, 'to')) || !isAnyWord(pronoun)) return undefined;
  if (!(pronoun.lower in OBJECT_OF) || !preposition) return undefined;
  // "like he said", "after they left": a clause follows unless the sentence or phrase ends here.
  if (!isBoundary(next) && !isWord(next, set('and or but because when if'))) return undefined;
  if (/^(?:like|than|as|since|until|before|after)$/.test(preposition.lower)) return undefined;
  const wanted = matchCase(pronoun.text, OBJECT_OF[pronoun.lower]!);
  return {
    rule: 'pronounCase',
    from: pronoun,
    replacements: [wanted],
    message: `After “${preposition!.text}”, the object pronoun: “${wanted}”.`,
    shortMessage: 'Pronoun',
  };
};

/** One-syllable adjectives that take "more" as readily as "-er". */
const MORE_IS_FINE = set('real wrong right fun just like apt prone loath keen');
const IRREGULAR_GRADES: Record<string, [string, string]> = {
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  far: ['further', 'furthest'],
  ill: ['worse', 'worst'],
};
const syllables = (word: string) => word.replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 0;

function graded(word: string, degree: 0 | 1): string | undefined {
  if (IRREGULAR_GRADES[word]) return IRREGULAR_GRADES[word][degree];
  const suffix = degree === 0 ? 'er' : 'est';
  if (/[^aeiou]y$/.test(word) && syllables(word) === 2) return `${word.slice(0, -1)}i${suffix}`;
  if (syllables(word) !== 1 || /ed$/.test(word)) return undefined;
  if (word.endsWith('e')) return `${word}${suffix.slice(1)}`;
  // "big" → "bigger", "hot" → "hottest": one short vowel before one final consonant.
  if (/[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(word)) return `${word}${word.slice(-1)}${suffix}`;
  return `${word}${suffix}`;
}

/** "more big", "most kind", "more good" → "bigger", "kindest", "better". */
const moreShortAdjective: Check = (tokens, index, lexicon) => {
  const [more, adjective] = [tokens[index - 1], tokens[index]];
  if (
    !more ||
    !isWord(more, set('more most')) ||
    !isAnyWord(adjective) ||
    /^(?:VERB|AUX|ADP|DET)$/.test(adjective.tag ?? '')
  )
    return undefined;
  if (!lexicon.isAdjective(adjective.lower) || MORE_IS_FINE.has(adjective.lower)) return undefined;
  // "the most beautiful", "more and more": only "more … than", "the most …" with a short adjective.
  const degree = more.lower === 'more' ? 0 : 1;
  if (degree === 0 && !isWord(tokens[index + 1], 'than')) return undefined;
  if (degree === 1 && !isWord(tokens[index - 2], set('the my his her our their your its'))) return undefined;
  const wanted = graded(adjective.lower, degree);
  if (!wanted) return undefined;
  return {
    rule: 'comparative',
    from: more,
    to: adjective,
    replacements: [wanted],
    message: `A short adjective takes “-${degree === 0 ? 'er' : 'est'}”: “${wanted}”.`,
    shortMessage: 'Comparative',
  };
};

/** "baddest", "gooder": a regular ending on an irregular adjective. */
const IRREGULAR_FORMS: Record<string, string> = {
  baddest: 'worst',
  badder: 'worse',
  gooder: 'better',
  goodest: 'best',
};
const irregularGrade: Check = (tokens, index) => {
  const word = tokens[index];
  const wanted = isAnyWord(word) ? IRREGULAR_FORMS[word.lower] : undefined;
  if (!wanted) return undefined;
  return {
    rule: 'comparative',
    from: word!,
    replacements: [matchCase(word!.text, wanted)],
    message: `The irregular form is “${wanted}”.`,
    shortMessage: 'Comparative',
  };
};

const MONTHS = set('january february march april may june july august september october november december');

/** "in 5 June" → "on 5 June", "on 1999" → "in 1999", "on noon" → "at noon". */
const datePreposition: Check = (tokens, index) => {
  const [preposition, next, after] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (!isAnyWord(preposition) || !isAnyWord(next)) return undefined;
  let wanted: string | undefined;
  if (preposition.lower === 'in' && /^\d{1,2}(?:st|nd|rd|th)?$/.test(next.lower) && isWord(after, MONTHS))
    wanted = 'on';
  else if (preposition.lower === 'in' && isWord(next, MONTHS) && /^\d{1,2}(?:st|nd|rd|th)?$/.test(after?.lower ?? ''))
    wanted = 'on';
  else if (preposition.lower === 'on' && /^(?:1[5-9]|20)\d\d$/.test(next.text) && isBoundary(after)) wanted = 'in';
  else if (preposition.lower === 'on' && isWord(next, set('noon midnight'))) wanted = 'at';
  if (!wanted) return undefined;
  return {
    rule: 'preposition',
    from: preposition,
    replacements: [matchCase(preposition.text, wanted)],
    message:
      wanted === 'on'
        ? 'A date takes “on”: “on 5 June”.'
        : wanted === 'in'
          ? 'A year takes “in”: “in 1999”.'
          : 'A time of day takes “at”: “at noon”.',
    shortMessage: 'Preposition',
  };
};

const PAST_OPENERS =
  /^(?:yesterday|last (?:week|month|year|night|summer|winter|spring|autumn|term|semester|time|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|several) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)$/;

/** "Yesterday I go to the market", "Last year we visit Jaipur" → the past tense. */
const pastTime: Check = (tokens, index, lexicon) => {
  const [subject, verb] = [tokens[index], tokens[index + 1]];
  if (!isWord(subject, SUBJECTS) || !isAnyWord(verb) || verb.tag !== 'VERB') return undefined;
  // The clause opens with the past time: "Yesterday", "Last year,", "Two days ago".
  const opener = tokens
    .slice(0, index)
    .filter((token) => token.kind === 'word')
    .map((token) => token.lower)
    .join(' ');
  if (!PAST_OPENERS.test(opener)) return undefined;
  const reading = lexicon.verb(verb.lower);
  if (!reading || reading.forms.has('past') || !(reading.forms.has('base') || reading.forms.has('third')))
    return undefined;
  const wanted = lexicon.conjugate(reading.lemma).past[0]!;
  return {
    rule: 'pastTime',
    from: verb,
    replacements: [wanted],
    message: `The time is past, so the verb is too: “${wanted}”.`,
    shortMessage: 'Verb tense',
  };
};

/** Role nouns that go without an article after "be" ("She is head of science", "He was captain"). */
const ROLES = set('head chair president captain director king queen leader chairman chairperson editor principal');

/** "He is engineer", "I want to be doctor" → "an engineer", "a doctor". */
const bareNounAfterBe: Check = (tokens, index, lexicon) => {
  const [be, noun, next] = [tokens[index - 1], tokens[index], tokens[index + 1]];
  if (!be || !isWord(be, set('am is was be')) || !isAnyWord(noun) || noun.tag !== 'NOUN' || noun.capitalised)
    return undefined;
  const subject = tokens[index - 2];
  const opener = isWord(subject, set('i he she')) || (isWord(subject, 'to') && be.lower === 'be');
  if (!opener || ROLES.has(noun.lower) || UNCOUNTABLE.has(noun.lower)) return undefined;
  const reading = lexicon.noun(noun.lower);
  if (!reading || reading.isPlural || lexicon.isAdjective(noun.lower)) return undefined;
  if (!isBoundary(next) && !isWord(next, set('at in for with and'))) return undefined;
  const wanted = `${article(noun.lower)} ${noun.text}`;
  return {
    rule: 'missingArticle',
    from: noun,
    replacements: [wanted],
    message: `A singular noun like this takes “a” or “an”: “${wanted}”.`,
    shortMessage: 'Article',
  };
};

const CHECKS: readonly Check[] = [
  beBase,
  stativeProgressive,
  infinitiveVerb,
  toInflected,
  doNotInflected,
  pronounAfterPreposition,
  moreShortAdjective,
  irregularGrade,
  datePreposition,
  pastTime,
  bareNounAfterBe,
];

export function structurePlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      let taken = -1;
      tokens.forEach((_, index) => {
        for (const check of CHECKS) {
          const found = check(tokens, index, lexicon);
          if (!found || found.from.start <= taken) continue;
          report(file, found);
          taken = (found.to ?? found.from).end - 1;
          break;
        }
      });
    });
  };
}
