/**
 * Puts a word into the spelling of one English variant, judged by that variant's Hunspell
 * dictionary: WordNet mostly spells the American way ("color", "organize", "center"), so a
 * British, Australian, Canadian or Indian writer's synonyms are respelt, or dropped when no
 * spelling of theirs is known.
 */
export interface SpellingJudge {
  correct(word: string): boolean;
}

/** Spelling differences between the variants, each tried in both directions. */
const DIFFERENCES: readonly [string, string][] = [
  ['ization', 'isation'],
  ['izations', 'isations'],
  ['ize', 'ise'],
  ['izes', 'ises'],
  ['ized', 'ised'],
  ['izing', 'ising'],
  ['izer', 'iser'],
  ['yze', 'yse'],
  ['yzes', 'yses'],
  ['yzed', 'ysed'],
  ['yzing', 'ysing'],
  ['or', 'our'],
  ['ors', 'ours'],
  ['orful', 'ourful'],
  ['orite', 'ourite'],
  ['orites', 'ourites'],
  ['ter', 'tre'],
  ['ters', 'tres'],
  ['ber', 'bre'],
  ['og', 'ogue'],
  ['ogs', 'ogues'],
  ['eled', 'elled'],
  ['eling', 'elling'],
  ['eler', 'eller'],
  ['elers', 'ellers'],
  ['ense', 'ence'],
  ['ment', 'ement'],
  ['am', 'amme'],
  ['ams', 'ammes'],
];

const respellings = (word: string): string[] => {
  const found: string[] = [];
  for (const [a, b] of DIFFERENCES) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      if (word.endsWith(from) && word.length > from.length + 2) found.push(word.slice(0, -from.length) + to);
    }
  }
  return found;
};

/** The word as this variant spells it, or undefined when its dictionary knows no spelling of it. */
export function inVariant(word: string, judge: SpellingJudge): string | undefined {
  if (judge.correct(word)) return word;
  return respellings(word).find((candidate) => judge.correct(candidate));
}
