import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import {
  DETERMINERS,
  FALSE_PLURALS,
  INVARIABLE_AFTER_NUMBER,
  NOT_PLURAL,
  QUANTIFIERS_PLURAL,
  TIME_WORDS,
  UNCOUNTABLE,
  UNCOUNTABLE_VERBS,
} from '../lexicon/word-lists';
import { isFunctionWord, isNumber } from './phrases';
import { eachSentence, isAnyWord, isBoundary, isWord, matchCase, report, type Token } from './tokens';

/**
 * Plural nouns where a number or a quantity calls for them ("three books", "many students",
 * "one of the students"), "fewer" with plural nouns, and plurals that English does not form
 * ("informations", "childs").
 */
export function quantitiesPlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      tokens.forEach((token, index) => {
        if (token.kind !== 'word') return;
        checkPluralAfterQuantity(file, tokens, index, lexicon);
        checkLess(file, tokens, index, lexicon);
        checkFalsePlural(file, tokens, index, lexicon);
      });
    });
  };
}

/** A year, a decimal or "1": none calls for a plural. */
const notACount = (token: Token) =>
  /^(?:1|one|\d+\.\d+|1\d{3}|20\d{2})$/.test(token.lower) || /^\d{5,}$/.test(token.text);

/**
 * Whether the noun at `index` heads its phrase: what follows is not another noun it modifies
 * ("three research papers", "many student loans").
 */
function headsPhrase(tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const next = tokens[index + 1];
  if (isBoundary(next) || !isAnyWord(next)) return true;
  if (isFunctionWord(next) || TIME_WORDS.has(next.lower) || isNumber(next)) return true;
  // A plural after it makes it a modifier: "student loans".
  if (lexicon.noun(next.lower)?.isPlural) return false;
  // A verb after it: "two student need help", "three book were sold".
  if (lexicon.verb(next.lower)) return true;
  return /ly$/.test(next.lower) && lexicon.isAdverb(next.lower);
}

function checkPluralAfterQuantity(file: VFile, tokens: Token[], index: number, lexicon: Lexicon) {
  const quantity = tokens[index]!;
  let at = index + 1;
  let reason: string;
  if (isNumber(quantity)) {
    // "two hundred": the count started one word earlier.
    if (notACount(quantity) || isNumber(tokens[index - 1])) return;
    // "Table 3", "Python 3", "the top 10": a number after a noun or a name is a label.
    const before = tokens[index - 1];
    if (
      isAnyWord(before) &&
      (before.capitalised ||
        /^(?:top|bottom|page|step|level|grade|year|phase|no|number|section|chapter|figure|table)$/.test(before.lower))
    ) {
      return;
    }
    if (isWord(before, 'a') || isWord(before, 'an') || isWord(before, 'per')) return;
    // "two hundred students", "3 million people".
    while (isNumber(tokens[at])) at += 1;
    reason = `After “${file.value.slice(quantity.start, tokens[at - 1]!.end).toString()}”`;
  } else if (QUANTIFIERS_PLURAL.has(quantity.lower)) {
    // "many a student", "these kinds": leave determiners of other kinds alone.
    if (isWord(tokens[at], 'a') || /^(?:these|those)$/.test(quantity.lower)) return;
    reason = `After “${quantity.text}”`;
  } else if (quantity.lower === 'one' && isWord(tokens[index + 1], 'of') && isWord(tokens[index + 2], DETERMINERS)) {
    at = index + 3;
    reason = '“One of” is followed by a plural';
  } else {
    return;
  }
  // Adjectives between the quantity and the noun ("three main reasons", "ten new employees").
  while (
    isAnyWord(tokens[at]) &&
    !isFunctionWord(tokens[at]!) &&
    lexicon.isAdjective(tokens[at]!.lower) &&
    isAnyWord(tokens[at + 1]) &&
    lexicon.noun(tokens[at + 1]!.lower) !== undefined &&
    !lexicon.isAdjective(tokens[at + 1]!.lower)
  ) {
    at += 1;
  }
  const noun = tokens[at];
  if (!isAnyWord(noun) || noun.capitalised || isFunctionWord(noun) || !/^[a-z]+$/.test(noun.lower)) return;
  if (INVARIABLE_AFTER_NUMBER.has(noun.lower) || NOT_PLURAL.has(noun.lower) || UNCOUNTABLE.has(noun.lower)) return;
  const reading = lexicon.noun(noun.lower);
  if (!reading || reading.isPlural || reading.plural === noun.lower) return;
  // In context: a word the tagger does not read as a noun ("four minus three"), or a noun that
  // modifies the next noun ("a 20 yard line", "three student volunteers"), takes no plural.
  if (noun.tag && noun.tag !== 'NOUN') return;
  if (tokens[at + 1]?.tag === 'NOUN' || tokens[at + 1]?.tag === 'PROPN') return;
  // A word that is mainly an adjective or adverb here ("several other", "many more").
  if (lexicon.isAdjective(noun.lower) && !headsPhrase(tokens, at, lexicon)) return;
  if (!headsPhrase(tokens, at, lexicon)) return;
  const plural = matchCase(noun.text, reading.plural);
  report(file, {
    rule: 'numberNoun',
    from: noun,
    replacements: [plural],
    message: `${reason}, the noun is plural: “${plural}”.`,
    shortMessage: 'Plural noun',
  });
}

/** "less participants" → "fewer participants"; "much problems" → "many problems". */
function checkLess(file: VFile, tokens: Token[], index: number, lexicon: Lexicon) {
  const word = tokens[index]!;
  if (word.lower !== 'less' && word.lower !== 'much') return;
  const before = tokens[index - 1];
  // "no less", "much less", "so much": other idioms.
  if (isWord(before, 'no') || isWord(before, 'much') || isWord(before, 'and')) return;
  const noun = tokens[index + 1];
  if (!isAnyWord(noun) || noun.capitalised || NOT_PLURAL.has(noun.lower)) return;
  const reading = lexicon.noun(noun.lower);
  if (!reading?.isPlural) return;
  // "less experienced teachers": "less" goes with an adjective, not with the noun.
  if (lexicon.isAdjective(noun.lower)) return;
  const wanted = word.lower === 'less' ? 'fewer' : 'many';
  report(file, {
    rule: 'lessFewer',
    from: word,
    replacements: [matchCase(word.text, wanted)],
    message:
      word.lower === 'less'
        ? `Use “fewer” with things you can count, such as “${noun.text}”.`
        : `Use “many” with things you can count, such as “${noun.text}”.`,
    shortMessage: word.lower === 'less' ? 'Fewer with countable nouns' : 'Many with countable nouns',
  });
}

/** "informations", "advices", "childs", "criterias". */
function checkFalsePlural(file: VFile, tokens: Token[], index: number, lexicon: Lexicon) {
  const token = tokens[index]!;
  const irregular = FALSE_PLURALS.get(token.lower);
  if (irregular) {
    // "peoples" is a word for nations; only flag it after a quantity ("many peoples" stays).
    if (token.lower === 'peoples') return;
    report(file, {
      rule: 'irregularPlural',
      from: token,
      replacements: [matchCase(token.text, irregular)],
      message: `The plural of this noun is irregular: “${irregular}”.`,
      shortMessage: 'Irregular plural',
    });
    return;
  }
  const singular = token.lower.replace(/(?:es|s)$/, '');
  const bare =
    token.lower.endsWith('es') && UNCOUNTABLE.has(token.lower.slice(0, -1)) ? token.lower.slice(0, -1) : singular;
  const uncountable = UNCOUNTABLE.has(bare) ? bare : UNCOUNTABLE.has(singular) ? singular : undefined;
  const verbLike = UNCOUNTABLE_VERBS.has(token.lower.replace(/e?s$/, '')) ? token.lower.replace(/e?s$/, '') : undefined;
  const word = uncountable ?? (verbLike && isWord(tokens[index - 1], DETERMINERS) ? verbLike : undefined);
  if (!word || token.lower === word || !/s$/.test(token.lower)) return;
  void lexicon;
  report(file, {
    rule: 'uncountablePlural',
    from: token,
    replacements: [matchCase(token.text, word)],
    message: `“${word}” has no plural form: write “${word}” (or “pieces of ${word}”).`,
    shortMessage: 'Uncountable noun',
  });
}
