import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import type { RuleKey } from '../rules';
import {
  BE_FORMS,
  IRREGULAR_COMPARATIVES,
  MODALS,
  NEGATED_DO,
  NEGATED_MODALS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  TIME_WORDS,
} from '../lexicon/word-lists';
import { isFunctionWord } from './phrases';
import { eachSentence, isAnyWord, isBoundary, isWord, matchCase, report, type Token } from './tokens';

/**
 * Words students confuse: their/there/they're, its/it's, your/you're, then/than,
 * affect/effect, loose/lose, "could of", weather/whether, to/too, whose/who's,
 * accept/except, quiet/quite, advice/advise, lead/led. Each is flagged only in a context
 * where the other word is clearly meant.
 */
interface Context {
  tokens: Token[];
  index: number;
  word: Token;
  before: Token | undefined;
  next: Token | undefined;
  afterNext: Token | undefined;
  lexicon: Lexicon;
}

type Check = (context: Context) => { rule: RuleKey; wanted: string; message: string } | undefined;

/** A word list written inline, built once: the checks below run for every word of every text. */
const lists = new Map<string, ReadonlySet<string>>();
const set = (words: string): ReadonlySet<string> => {
  let list = lists.get(words);
  if (!list) lists.set(words, (list = new Set(words.split(' '))));
  return list;
};
const AUXILIARY = new Set([...MODALS, ...NEGATED_MODALS, ...NEGATED_DO, 'to', 'not', 'do', 'does', 'did', "n't"]);
const GERUND = /^[a-z]+ing$/;

/** The word is only or mainly a noun here: a noun that is not also an adjective or a common verb form. */
function nounOnly(lexicon: Lexicon, token: Token | undefined): boolean {
  if (!isAnyWord(token) || isFunctionWord(token) || TIME_WORDS.has(token.lower) || !/^[a-z]+$/.test(token.lower))
    return false;
  if (!lexicon.noun(token.lower) || lexicon.isAdjective(token.lower) || lexicon.isAdverb(token.lower)) return false;
  const verb = lexicon.verb(token.lower);
  return !verb || (lexicon.noun(token.lower)!.isPlural && !verb.forms.has('third')) || !verb.forms.has('base');
}

/** A noun, not an adjective or a verb's -ing form: with a verb after it, "your essay has". */
const nounHere = (lexicon: Lexicon, token: Token | undefined) =>
  isAnyWord(token) &&
  !isFunctionWord(token) &&
  !GERUND.test(token.lower) &&
  lexicon.noun(token.lower) !== undefined &&
  !lexicon.isAdjective(token.lower);

/** An adjective that is not also a noun ("important", "clear"). */
const adjectiveOnly = (lexicon: Lexicon, token: Token | undefined) =>
  isAnyWord(token) && lexicon.isAdjective(token.lower) && !lexicon.noun(token.lower) && !isFunctionWord(token);

/** Whether a finite verb (or the sentence end) follows a noun at `index`: "your essay has". */
function verbFollows(context: Context, index: number): boolean {
  const token = context.tokens[index];
  if (!isAnyWord(token)) return false;
  if (
    BE_FORMS.has(token.lower) ||
    /^(?:has|have|had|can|will|would|should|must|may|might|could|does|did)$/.test(token.lower)
  )
    return true;
  const verb = context.lexicon.verb(token.lower);
  return (
    verb !== undefined &&
    (verb.forms.has('third') || verb.forms.has('past')) &&
    !context.lexicon.noun(token.lower)?.isPlural
  );
}

const CHECKS: Record<string, Check> = {
  // "Their going", "Their is a problem".
  their: (context) => {
    const { next, lexicon } = context;
    if (isWord(next, set('is are was were')))
      return {
        rule: 'confusedThereTheir',
        wanted: 'there',
        message: '“There is/are” points out that something exists; “their” means “belonging to them”.',
      };
    // "Their going", and "Their planning to": an -ing form with "to" after it is a verb here.
    const verbal =
      isAnyWord(next) &&
      GERUND.test(next.lower) &&
      lexicon.verb(next.lower) !== undefined &&
      (!lexicon.noun(next.lower) || isWord(context.afterNext, 'to'));
    if (verbal || isWord(next, set('not going'))) {
      return {
        rule: 'confusedThereTheir',
        wanted: "they're",
        message: '“They’re” is short for “they are”; “their” means “belonging to them”.',
      };
    }
    return undefined;
  },
  // "praised there methodology", "There results were".
  there: (context) => {
    const { before, next, lexicon, index } = context;
    if (!nounOnly(lexicon, next)) return undefined;
    if (isWord(before, BE_FORMS) || isWord(before, set('here over in out up down from'))) return undefined;
    const atStart = index === 0 || isBoundary(before);
    if (atStart) {
      if (!lexicon.noun(next!.lower)?.isPlural && !verbFollows(context, index + 2)) return undefined;
      if (!verbFollows(context, index + 2)) return undefined;
    } else {
      const verb = isAnyWord(before) ? lexicon.verb(before.lower) : undefined;
      const transitive =
        verb &&
        (verb.forms.has('past') || verb.forms.has('third') || verb.forms.has('base')) &&
        !lexicon.noun(before!.lower);
      if (!transitive && !isWord(before, PREPOSITIONS)) return undefined;
    }
    return {
      rule: 'confusedThereTheir',
      wanted: 'their',
      message: '“Their” means “belonging to them”; “there” is a place.',
    };
  },
  "they're": (context) => {
    const { next, lexicon, index } = context;
    if (!nounHere(lexicon, next) || !verbFollows(context, index + 2)) return undefined;
    return {
      rule: 'confusedThereTheir',
      wanted: 'their',
      message: '“Their” means “belonging to them”; “they’re” is short for “they are”.',
    };
  },
  // "Its important to", "Its a mistake".
  its: ({ next, afterNext, lexicon }) => {
    const its = {
      rule: 'confusedItsIts' as const,
      wanted: "it's",
      message: '“It’s” is short for “it is” or “it has”; “its” means “belonging to it”.',
    };
    if (isWord(next, set('a an the not been being going getting time no also only just clear important'))) return its;
    const complement = isBoundary(afterNext) || isWord(afterNext, set('to that for if when because whether'));
    return adjectiveOnly(lexicon, next) && complement ? its : undefined;
  },
  // "improved it's profits", "wagged it's tail".
  "it's": ({ before, next, lexicon }) => {
    if (!nounOnly(lexicon, next) || isWord(next, set('time fun worth okay'))) return undefined;
    const verb = isAnyWord(before) ? lexicon.verb(before.lower) : undefined;
    const objectPlace =
      isWord(before, PREPOSITIONS) ||
      (verb !== undefined &&
        verb.forms.has('past') &&
        !lexicon.noun(before!.lower) &&
        !/^(?:thought|said|knew|felt|believed|guessed|hoped|found|realised|realized)$/.test(before!.lower));
    if (!objectPlace && !isWord(before, 'and')) return undefined;
    return {
      rule: 'confusedItsIts',
      wanted: 'its',
      message: '“Its” means “belonging to it”; “it’s” is short for “it is”.',
    };
  },
  // "Your going", "Your right about".
  your: ({ next, afterNext, lexicon }) => {
    const youre = {
      rule: 'confusedYourYoure' as const,
      wanted: "you're",
      message: '“You’re” is short for “you are”; “your” means “belonging to you”.',
    };
    // "your own" is always the possessive ("the work is your own").
    if (isWord(next, 'own')) return undefined;
    if (isWord(next, set('a an the not welcome going being getting very so too always also'))) return youre;
    if (isAnyWord(next) && GERUND.test(next.lower) && lexicon.verb(next.lower) && !lexicon.noun(next.lower))
      return youre;
    if (
      isWord(next, set('right wrong correct')) &&
      (isBoundary(afterNext) || isWord(afterNext, set('about that to in')))
    ) {
      if (isWord(afterNext, 'to')) return undefined;
      return youre;
    }
    if (adjectiveOnly(lexicon, next) && (isBoundary(afterNext) || isWord(afterNext, set('to that for if about'))))
      return youre;
    return undefined;
  },
  "you're": (context) => {
    const { next, lexicon, index, before, afterNext } = context;
    // "your essay has", or "did you read you're feedback?" (a noun, the object of a verb, at the end).
    const objectAtEnd =
      isBoundary(afterNext) && isAnyWord(before) && lexicon.verb(before.lower)?.forms.has('base') === true;
    if (!nounHere(lexicon, next) || !(verbFollows(context, index + 2) || objectAtEnd)) return undefined;
    return {
      rule: 'confusedYourYoure',
      wanted: 'your',
      message: '“Your” means “belonging to you”; “you’re” is short for “you are”.',
    };
  },
  // "more efficient then", "rather then", "better then".
  then: ({ tokens, index, before, lexicon }) => {
    if (!isAnyWord(before)) return undefined;
    const comparative =
      IRREGULAR_COMPARATIVES.has(before.lower) ||
      tokens.slice(Math.max(0, index - 3), index).some((token) => token.lower === 'rather') ||
      (/er$/.test(before.lower) &&
        before.lower.length > 4 &&
        lexicon.isAdjective(
          before.lower
            .replace(/(?:ier)$/, 'y')
            .replace(/([^i])er$/, '$1')
            .replace(/(.)\1$/, '$1'),
        ) &&
        !lexicon.noun(before.lower)) ||
      (isWord(tokens[index - 2], set('more less')) && lexicon.isAdjective(before.lower));
    if (!comparative) return undefined;
    return {
      rule: 'confusedThenThan',
      wanted: 'than',
      message: 'Comparisons take “than”; “then” is about time or order.',
    };
  },
  // "will effect every student", "to effect", "effected by".
  effect: ({ before, next }) => {
    if (!isWord(before, AUXILIARY) && !isWord(before, set('will would can could may might should must')))
      return undefined;
    if (isWord(next, set('change changes'))) return undefined;
    return {
      rule: 'confusedAffectEffect',
      wanted: 'affect',
      message: '“Affect” is the verb (to influence); “effect” is the noun (a result).',
    };
  },
  effected: ({ next }) =>
    isWord(next, 'by')
      ? {
          rule: 'confusedAffectEffect',
          wanted: 'affected',
          message: '“Affected by” means influenced by; “effected” means brought about.',
        }
      : undefined,
  affect: ({ before, next }) => {
    if (
      isWord(
        before,
        set(
          'an the this that no any positive negative strong big significant little adverse side great profound major lasting huge minor direct',
        ),
      )
    ) {
      return {
        rule: 'confusedAffectEffect',
        wanted: 'effect',
        message: '“Effect” is the noun (a result); “affect” is the verb.',
      };
    }
    if (isWord(next, 'on') && !isWord(before, AUXILIARY)) {
      return {
        rule: 'confusedAffectEffect',
        wanted: 'effect',
        message: '“An effect on” something: “effect” is the noun.',
      };
    }
    return undefined;
  },
  // "will loose marks", "don't loose".
  loose: ({ before, next }) => {
    if (
      isWord(before, AUXILIARY) ||
      isWord(before, set("will would can could may might should must don't didn't won't not to"))
    ) {
      return {
        rule: 'confusedLooseLose',
        wanted: 'lose',
        message: '“Lose” is the verb (to stop having); “loose” means not tight.',
      };
    }
    if (
      isWord(
        next,
        set(
          'marks points weight money time interest track control hope sight touch focus confidence motivation my your his her their our',
        ),
      )
    ) {
      return {
        rule: 'confusedLooseLose',
        wanted: 'lose',
        message: '“Lose” is the verb (to stop having); “loose” means not tight.',
      };
    }
    return undefined;
  },
  lose: ({ before, next }) => {
    if (
      isWord(before, set('is are was were be been too very so a')) &&
      !isWord(next, set('the a an my your his her their our'))
    ) {
      return { rule: 'confusedLooseLose', wanted: 'loose', message: '“Loose” means not tight; “lose” is the verb.' };
    }
    return undefined;
  },
  // "I don't know weather", "weather or not".
  weather: ({ before, next }) => {
    if (
      isWord(next, 'or') ||
      isWord(
        before,
        set(
          'know knew ask asked wonder wondered decide decided unsure sure determine check see doubt about of regardless whether',
        ),
      )
    ) {
      return {
        rule: 'confusedWeatherWhether',
        wanted: 'whether',
        message: '“Whether” introduces a choice; “weather” is rain and sun.',
      };
    }
    return undefined;
  },
  // "was to long".
  to: ({ before, next, afterNext }) => {
    if (!isWord(before, set('is are was were be been seems seemed became feel felt looks looked'))) return undefined;
    if (
      !isWord(
        next,
        set(
          'much many late early long difficult hard easy big small few short expensive busy tired complex complicated little often far young old high low slow fast strict vague broad narrow general simple weak strong large',
        ),
      )
    )
      return undefined;
    if (isAnyWord(afterNext) && !isWord(afterNext, set('for to and but'))) return undefined;
    return { rule: 'confusedToToo', wanted: 'too', message: '“Too” means more than enough; “to” is a preposition.' };
  },
  // "Who's laptop is this?"
  "who's": ({ next, afterNext, lexicon }) =>
    (nounOnly(lexicon, next) || (nounHere(lexicon, next) && isWord(afterNext, set('is was are were has')))) &&
    !GERUND.test(next!.lower)
      ? {
          rule: 'confusedWhoseWhos',
          wanted: 'whose',
          message: '“Whose” asks who something belongs to; “who’s” is short for “who is”.',
        }
      : undefined,
  // "will except the offer".
  except: ({ before }) =>
    isWord(before, set("to will would can could should must might may not don't didn't won't"))
      ? {
          rule: 'confusedAcceptExcept',
          wanted: 'accept',
          message: '“Accept” means to agree to take; “except” means “not including”.',
        }
      : undefined,
  // "quiet difficult", "quiet a lot".
  quiet: ({ next, afterNext, lexicon }) => {
    if (
      isWord(next, set('a an')) &&
      isAnyWord(afterNext) &&
      (afterNext.lower === 'lot' || afterNext.lower === 'few' || lexicon.isAdjective(afterNext.lower))
    ) {
      return {
        rule: 'confusedQuietQuite',
        wanted: 'quite',
        message: '“Quite” means fairly or completely; “quiet” means not loud.',
      };
    }
    if (adjectiveOnly(lexicon, next) || isWord(next, set('often well good bad clear sure right different similar'))) {
      return {
        rule: 'confusedQuietQuite',
        wanted: 'quite',
        message: '“Quite” means fairly or completely; “quiet” means not loud.',
      };
    }
    return undefined;
  },
  // "played quite games", "a quite place": before a noun that is nothing else, "quiet" is meant
  // ("quite fun", "quite rubbish" after "be" are left alone).
  quite: ({ before, next, lexicon }) =>
    nounOnly(lexicon, next) &&
    next!.tag === 'NOUN' &&
    !isWord(before, BE_FORMS) &&
    !isWord(before, set('seem seems seemed look looks looked sound sounds sounded feel feels felt become became'))
      ? {
          rule: 'confusedQuietQuite',
          wanted: 'quiet',
          message: '“Quiet” means not loud; “quite” means fairly or completely.',
        }
      : undefined,
  // "Whose coming to the party?": at the start of a question, "whose" + an -ing verb with no verb
  // after it is "who is" ("Whose painting is this?" has one, and is right).
  whose: (context) => {
    const { index, before, next, tokens, lexicon } = context;
    if (!(index === 0 || isBoundary(before)) || !isAnyWord(next) || !GERUND.test(next.lower)) return undefined;
    if (!lexicon.verb(next.lower)) return undefined;
    for (let at = index + 2; at < tokens.length && !isBoundary(tokens[at]); at += 1) {
      if (verbFollows(context, at) || isWord(tokens[at], set('do am')) || isWord(tokens[at], AUXILIARY)) {
        if (!isWord(tokens[at], 'to')) return undefined;
      }
    }
    return {
      rule: 'confusedWhoseWhos',
      wanted: "who's",
      message: '“Who’s” is short for “who is”; “whose” asks who something belongs to.',
    };
  },
  // "good advise", "would advice you".
  advise: ({ before, next }) =>
    isWord(
      before,
      set(
        'good some any my your his her our their expert professional useful helpful medical legal the this that bad sound practical',
      ),
    ) && !isWord(next, OBJECT_PRONOUNS)
      ? { rule: 'confusedAdviceAdvise', wanted: 'advice', message: '“Advice” is the noun; “advise” is the verb.' }
      : undefined,
  advice: ({ before, next }) =>
    (isWord(before, set('to will would can could should must might i we they')) || isWord(before, SUBJECT_PRONOUNS)) &&
    (isWord(next, OBJECT_PRONOUNS) || isWord(next, set('you students them against that')))
      ? { rule: 'confusedAdviceAdvise', wanted: 'advise', message: '“Advise” is the verb; “advice” is the noun.' }
      : undefined,
  // "was lead by", "has lead".
  lead: ({ before, next }) =>
    (isWord(before, set('was were been is are be')) && isWord(next, 'by')) || isWord(before, set('has have had'))
      ? { rule: 'confusedLeadLed', wanted: 'led', message: 'The past of “lead” is “led”.' }
      : undefined,
};

/** "could of", "would of", "should of", "must of", "might of". */
function checkModalOf(file: VFile, tokens: Token[], index: number): boolean {
  const word = tokens[index]!;
  if (word.lower !== 'of') return false;
  const before = tokens[index - 1];
  if (!before || !isWord(before, set("could would should must might may couldn't wouldn't shouldn't"))) return false;
  const next = tokens[index + 1];
  // "We would of course welcome it": "of course" is an adverb after the modal.
  if (!isAnyWord(next) || next.lower === 'course') return false;
  report(file, {
    rule: 'confusedCouldOf',
    from: word,
    replacements: [matchCase(word.text, 'have')],
    message: `Write “${before.text} have”: “of” only sounds like “’ve”.`,
    shortMessage: 'Could have',
  });
  return true;
}

export function confusablesPlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      tokens.forEach((word, index) => {
        if (word.kind !== 'word') return;
        if (checkModalOf(file, tokens, index)) return;
        const check = CHECKS[word.lower];
        if (!check) return;
        const found = check({
          tokens,
          index,
          word,
          before: tokens[index - 1],
          next: tokens[index + 1],
          afterNext: tokens[index + 2],
          lexicon,
        });
        if (!found) return;
        const wanted = matchCase(word.text, found.wanted).replace(/'/g, word.text.includes('’') ? '’' : "'");
        report(file, {
          rule: found.rule,
          from: word,
          replacements: [wanted],
          message: `${found.message} Did you mean “${wanted}”?`,
          shortMessage: 'Commonly confused words',
        });
      });
    });
  };
}
