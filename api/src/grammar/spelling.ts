import type NSpell from 'nspell';

/**
 * Spelling suggestions ranked by how common the word is. nspell's own `suggest` can take half a
 * second on an unusual word and ranks poorly ("teh" does not offer "the"), so candidates here are
 * the words one edit away that the Hunspell dictionary accepts, then (for a bounded number of
 * words per request) the common words two edits away, ordered by frequency.
 */
export interface SpellingOptions {
  /** Counts of lower-cased words; higher means more familiar. */
  counts: ReadonlyMap<string, number>;
  /** How many suggestions to return at most. */
  max?: number;
}

/** Months, weekdays and languages: the capitalised words whose misspellings are worth catching. */
const COMMON_NAMES = new Set(
  (
    'january february march april june july august september october november december monday tuesday ' +
    'wednesday thursday friday saturday sunday english british american french spanish german italian ' +
    'chinese japanese arabic hindi bengali urdu punjabi tamil russian portuguese european african asian ' +
    'australian canadian indian christmas'
  ).split(' '),
);

const LETTERS = "abcdefghijklmnopqrstuvwxyz'";
const MAX_SUGGESTIONS = 5;
const CACHE_SIZE = 5_000;
/** Longer "words" (a pasted hash, a run of letters) get no suggestions. */
const MAX_WORD_LENGTH = 30;
/** Words rarer than this are not offered from the two-edit search. */
const MIN_DEEP_COUNT = 3;
/** Each half of a split ("alot" → "a lot") must be at least this common. */
const MIN_SPLIT_COUNT = 500;
/** Words of one or two letters are offered only when at least this common (not "Th" for "teh"). */
const MIN_SHORT_COUNT = 5_000;

type Casing = 'lower' | 'title' | 'upper' | 'mixed';

function casingOf(word: string): Casing {
  if (word === word.toLowerCase()) return 'lower';
  if (word === word.toUpperCase() && word.length > 1) return 'upper';
  const rest = word.slice(1);
  return rest === rest.toLowerCase() ? 'title' : 'mixed';
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function applyCasing(word: string, casing: Casing): string {
  if (casing === 'upper') return word.toUpperCase();
  if (casing === 'title') return titleCase(word);
  return word;
}

/** Every string one deletion, transposition, substitution or insertion away from `word`. */
export function editsOne(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

const ROW = 64;
const rows = [new Int32Array(ROW), new Int32Array(ROW), new Int32Array(ROW)] as const;

/**
 * Optimal-string-alignment distance between `a` and `b`, or `limit + 1` as soon as it is known to
 * exceed `limit` (so scanning a long word list stays cheap). Reuses its rows: words up to 63 long.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length >= ROW || b.length >= ROW) return limit + 1;
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (ai === bj ? 0 : 1);
      const del = previous[j]! + 1;
      const ins = current[j - 1]! + 1;
      if (del < value) value = del;
      if (ins < value) value = ins;
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) {
        const swap = before[j - 2]! + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How much uncached suggestion work one request may still do. */
export interface SuggestionBudget {
  /** Words to look up one edit away (about a millisecond each). */
  nearby: number;
  /** Words to look up two edits away, when nothing is one edit away (tens of milliseconds each). */
  deep: number;
}

export class Speller {
  readonly #spell: NSpell;
  readonly #counts: ReadonlyMap<string, number>;
  readonly #max: number;
  /** Common words grouped by length, for the two-edit scan. */
  readonly #byLength = new Map<number, string[]>();
  /** Suggestions per word, least recently used first out. */
  readonly #cache = new Map<string, string[]>();

  constructor(spell: NSpell, options: SpellingOptions) {
    this.#spell = spell;
    this.#counts = options.counts;
    this.#max = options.max ?? MAX_SUGGESTIONS;
    for (const word of options.counts.keys()) {
      if (!/^[a-z']+$/.test(word) || word.length < 3 || (options.counts.get(word) ?? 0) < MIN_DEEP_COUNT) continue;
      const bucket = this.#byLength.get(word.length) ?? [];
      bucket.push(word);
      this.#byLength.set(word.length, bucket);
    }
  }

  correct(word: string): boolean {
    return this.#spell.correct(word.replace(/’/g, "'"));
  }

  /**
   * Whether a capitalised word is one edit away from a month, a weekday or a language
   * ("Febuary", "Wenesday", "Engish"), names students often misspell: then it is a typo, not an
   * unknown name. Other names are too many and too alike ("Winton", "Winston") to tell.
   */
  nearProperNoun(word: string): boolean {
    const lower = word.toLowerCase();
    if (lower.length < 5 || lower.length > MAX_WORD_LENGTH) return false;
    for (const edit of editsOne(lower)) if (COMMON_NAMES.has(edit)) return true;
    return false;
  }

  /** Clears remembered suggestions (the benchmark uses it to time the work honestly). */
  clearCache(): void {
    this.#cache.clear();
  }

  /**
   * Suggestions for a misspelt word, most likely first, in the word's own casing. Work not found
   * in the cache is paid from `budget` (one request's allowance); without budget, nothing is
   * suggested, so a request full of gibberish stays cheap.
   */
  suggest(word: string, budget: SuggestionBudget = { nearby: Infinity, deep: Infinity }): string[] {
    const normal = word.replace(/’/g, "'");
    const cached = this.#cache.get(normal);
    if (cached) {
      this.#cache.delete(normal);
      this.#cache.set(normal, cached);
      return cached;
    }
    // "paris", "monday": a name typed in lower case is the name, first.
    const named = normal.charAt(0).toUpperCase() + normal.slice(1);
    if (normal === normal.toLowerCase() && this.#spell.correct(named)) {
      this.#cache.set(normal, [named]);
      return [named];
    }
    if (normal.length > MAX_WORD_LENGTH || budget.nearby <= 0) return [];
    budget.nearby -= 1;
    let ranked = this.#nearby(normal);
    if (ranked.length === 0) {
      if (budget.deep <= 0) return [];
      budget.deep -= 1;
      ranked = this.#distant(normal);
    }
    const values = this.#present(normal, ranked);
    this.#cache.set(normal, values);
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    return values;
  }

  /** The best few candidates, in the casing the word was typed in. */
  #present(word: string, ranked: string[]): string[] {
    const casing = casingOf(word);
    const seen = new Set<string>();
    const result: string[] = [];
    for (const candidate of ranked) {
      const value = casing === 'mixed' ? candidate : applyCasing(candidate, casing);
      if (seen.has(value) || value === word) continue;
      seen.add(value);
      result.push(value);
      if (result.length === this.#max) break;
    }
    return result;
  }

  /** Known words one edit away (and splits into two known words), ranked. */
  #nearby(word: string): string[] {
    const lower = word.toLowerCase();
    const scored: { value: string; score: number }[] = [];
    for (const edit of editsOne(lower)) {
      const value = this.#accepted(edit);
      if (value) scored.push({ value, score: this.#score(lower, edit) });
    }
    for (let i = 1; i < lower.length; i++) {
      const [left, right] = [lower.slice(0, i), lower.slice(i)];
      if ((left.length < 3 && left !== 'a') || right.length < 3) continue;
      if (this.#count(left) < MIN_SPLIT_COUNT || this.#count(right) < MIN_SPLIT_COUNT) continue;
      const a = this.#accepted(left);
      const b = this.#accepted(right);
      if (a && b) scored.push({ value: `${a} ${b}`, score: Math.min(this.#count(a), this.#count(b)) / 20 });
    }
    return scored.sort((x, y) => y.score - x.score || (x.value < y.value ? -1 : 1)).map((entry) => entry.value);
  }

  /** Common dictionary words two edits away, ranked by frequency. */
  #distant(word: string): string[] {
    const lower = word.toLowerCase();
    if (lower.length < 4 || lower.length > 24) return [];
    const scored: { value: string; score: number }[] = [];
    for (let length = lower.length - 2; length <= lower.length + 2; length++) {
      for (const candidate of this.#byLength.get(length) ?? []) {
        if (candidate[0] !== lower[0] && candidate[1] !== lower[1]) continue;
        if (boundedDistance(lower, candidate, 2) > 2) continue;
        const value = this.#accepted(candidate);
        if (value) scored.push({ value, score: this.#count(candidate) });
      }
    }
    return scored.sort((x, y) => y.score - x.score || (x.value < y.value ? -1 : 1)).map((entry) => entry.value);
  }

  /** The candidate as the dictionary accepts it (lower case, or capitalised for names), if at all. */
  #accepted(candidate: string): string | undefined {
    if (candidate.startsWith("'") || candidate.endsWith("'")) return undefined;
    if (candidate.length <= 2 && this.#count(candidate) < MIN_SHORT_COUNT) return undefined;
    if (this.#spell.correct(candidate)) return candidate;
    const title = titleCase(candidate);
    if (this.#spell.correct(title)) return title;
    return undefined;
  }

  #count(word: string): number {
    return this.#counts.get(word.toLowerCase()) ?? 0;
  }

  /** Frequency, nudged towards the kinds of slip people make most. */
  #score(typed: string, candidate: string): number {
    let score = this.#count(candidate) + 1;
    if (candidate[0] === typed[0]) score *= 4;
    if (candidate.length === typed.length && [...candidate].sort().join('') === [...typed].sort().join('')) score *= 3;
    return score;
  }
}
