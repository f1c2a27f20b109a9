import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import { BE_FORMS, DETERMINERS, HAVE_FORMS, MODALS, OBJECT_PRONOUNS, PREPOSITIONS } from '../lexicon/word-lists';
import { clauseStarts } from './phrases';
import { eachSentence, isAnyWord, isBoundary, isWord, report, type Token } from './tokens';

/**
 * Pronoun case: "Me and him went" → "He and I went"; "Us students need" → "We students
 * need"; "between you and I" → "between you and me".
 */
const SUBJECT_FORM: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };
const POSSESSIVES = new Set(['my', 'his', 'her', 'our', 'their', 'your', 'the']);

/** Whether the word can be the finite verb of a clause ("went", "are", "organised"). */
function finite(token: Token | undefined, lexicon: Lexicon): boolean {
  if (!isAnyWord(token)) return false;
  if (BE_FORMS.has(token.lower) || HAVE_FORMS.has(token.lower) || MODALS.has(token.lower)) return true;
  if (/^(?:do|does|did|don't|doesn't|didn't|can't|won't)$/.test(token.lower)) return true;
  const verb = lexicon.verb(token.lower);
  if (verb && (verb.forms.has('past') || verb.forms.has('base') || verb.forms.has('third'))) return true;
  return /[a-z]ed$/.test(token.lower);
}

/** The other member of the pair: a pronoun, a name, or "my friend" / "my best friend" before a verb. */
function partner(
  tokens: Token[],
  index: number,
  lexicon: Lexicon,
): { end: number; text: string; pronoun?: string } | undefined {
  const first = tokens[index];
  if (!isAnyWord(first)) return undefined;
  const possessive = POSSESSIVES.has(first.lower) ? possessivePhrase(tokens, index, lexicon) : undefined;
  if (possessive) return possessive;
  if (OBJECT_PRONOUNS.has(first.lower) || first.lower === 'i') {
    return { end: index + 1, text: first.text, pronoun: first.lower === 'i' ? 'I' : SUBJECT_FORM[first.lower] };
  }
  if (first.capitalised && /^\p{Lu}\p{Ll}+$/u.test(first.text)) return { end: index + 1, text: first.text };
  return undefined;
}

/** "my friend", "her best friend": a possessive and a noun, with a verb after them. */
function possessivePhrase(tokens: Token[], index: number, lexicon: Lexicon) {
  for (const end of [index + 2, index + 3]) {
    const words = tokens.slice(index + 1, end);
    if (words.length !== end - index - 1 || !words.every(isAnyWord)) break;
    if (lexicon.noun(words[words.length - 1]!.lower) && finite(tokens[end], lexicon)) {
      return {
        end,
        text: tokens
          .slice(index, end)
          .map((t) => t.text)
          .join(' '),
      };
    }
  }
  return undefined;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function pronounCasePlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      for (const start of clauseStarts(tokens)) {
        [checkSubjectPair, checkUsNoun].some((check) => check(file, tokens, start, lexicon));
      }
      tokens.forEach((token, index) => checkObjectI(file, tokens, index, lexicon));
    });
  };
}

/** "Me and him went", "Him and me worked", "Me and my friend visited", "John and me went". */
function checkSubjectPair(file: VFile, tokens: Token[], start: number, lexicon: Lexicon): boolean {
  const first = tokens[start];
  if (!isAnyWord(first)) return false;
  const firstObject = OBJECT_PRONOUNS.has(first.lower) && first.lower !== 'us' ? first.lower : undefined;
  const opening = firstObject
    ? { end: start + 1, text: first.text, pronoun: SUBJECT_FORM[firstObject] }
    : partner(tokens, start, lexicon);
  if (!opening || !isWord(tokens[opening.end], 'and')) return false;
  const second = partner(tokens, opening.end + 1, lexicon);
  if (!second) return false;
  const secondObject =
    second.pronoun !== undefined && OBJECT_PRONOUNS.has(tokens[opening.end + 1]!.lower)
      ? tokens[opening.end + 1]!.lower
      : undefined;
  if (!firstObject && !secondObject) return false;
  if (!finite(tokens[second.end], lexicon)) return false;
  const members = [
    firstObject ? { me: firstObject === 'me', text: opening.pronoun! } : { me: false, text: opening.text },
    secondObject ? { me: secondObject === 'me', text: second.pronoun! } : { me: false, text: second.text },
  ];
  // "I" goes last, by custom; the others keep their order.
  const parts = [...members.filter((m) => !m.me).map((m) => m.text), ...(members.some((m) => m.me) ? ['I'] : [])];
  const joined = parts.join(' and ');
  const fixed = start === 0 ? capitalise(joined) : joined;
  report(file, {
    rule: 'pronounCase',
    from: first,
    to: tokens[second.end - 1]!,
    replacements: [fixed],
    message: `As the subject of a verb, use “I”, “he”, “she”, “we”, “they”: “${fixed}”.`,
    shortMessage: 'Pronoun case',
  });
  return true;
}

/** "Us students need" → "We students need". */
function checkUsNoun(file: VFile, tokens: Token[], start: number, lexicon: Lexicon): boolean {
  const us = tokens[start];
  if (!us || !isWord(us, 'us')) return false;
  const noun = tokens[start + 1];
  if (!isAnyWord(noun) || !lexicon.noun(noun.lower)?.isPlural || !finite(tokens[start + 2], lexicon)) return false;
  report(file, {
    rule: 'pronounCase',
    from: us,
    replacements: [us.text === 'Us' ? 'We' : 'we'],
    message: `As the subject, use “we”: “we ${noun.text}”.`,
    shortMessage: 'Pronoun case',
  });
  return true;
}

/** "between you and I", "to Anna and I": after a preposition, "me". */
function checkObjectI(file: VFile, tokens: Token[], index: number, lexicon: Lexicon) {
  const i = tokens[index];
  if (!isAnyWord(i) || i.text !== 'I' || !isWord(tokens[index - 1], 'and')) return;
  // The pair's other member, after a preposition: "to Anna and I", "between you and I", "for my sister and I".
  let at = index - 2;
  while (
    at >= 0 &&
    at > index - 5 &&
    isAnyWord(tokens[at]) &&
    !isWord(tokens[at], PREPOSITIONS) &&
    !isWord(tokens[at], 'to')
  )
    at -= 1;
  const preposition = tokens[at];
  if (!isWord(preposition, PREPOSITIONS) && !isWord(preposition, 'to')) return;
  const between = tokens.slice(at + 1, index - 1);
  if (
    between.length === 0 ||
    between.some(
      (t) =>
        !isAnyWord(t) ||
        (!t.capitalised &&
          !OBJECT_PRONOUNS.has(t.lower) &&
          t.lower !== 'you' &&
          !DETERMINERS.has(t.lower) &&
          !lexicon.noun(t.lower)),
    )
  )
    return;
  // "to Anna and I went home" would be a new clause.
  if (!isBoundary(tokens[index + 1]) && finite(tokens[index + 1], lexicon)) return;
  report(file, {
    rule: 'pronounCase',
    from: i,
    replacements: ['me'],
    message: `After “${preposition!.text}”, use “me”: “… and me”.`,
    shortMessage: 'Pronoun case',
  });
}
