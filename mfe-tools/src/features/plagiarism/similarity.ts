/**
 * Similarity between a text and the sources the visitor pastes, by shared word n-grams
 * ("shingles"). Only the given texts are compared: nothing is searched elsewhere.
 */
import type { TextRange } from '../../lib/text-segments';
import { tokenizeWords, type WordToken } from '../../lib/words';

/** A run of this many identical words counts as shared wording. */
export const SHINGLE_SIZE = 5;

export interface SharedPassage extends TextRange {
  /** Where the same wording starts and ends in the source. */
  sourceStart: number;
  sourceEnd: number;
  wordCount: number;
}

export interface SourceMatch {
  sourceIndex: number;
  /** Share of the text's words that are inside wording shared with this source, 0–100. */
  percent: number;
  sharedWords: number;
  passages: SharedPassage[];
}

export interface SimilarityReport {
  totalWords: number;
  /** Share of the text's words shared with any source, 0–100. */
  overallPercent: number;
  sources: SourceMatch[];
  /** The shared stretches of the text across all sources, merged. */
  highlights: TextRange[];
}

const shingleKey = (tokens: WordToken[], at: number, size: number) => {
  let key = tokens[at]?.norm ?? '';
  for (let i = 1; i < size; i += 1) key += ` ${tokens[at + i]?.norm ?? ''}`;
  return key;
};

/** Every shingle of the source, with where it first occurs. */
function indexSource(tokens: WordToken[], size: number): Map<string, number> {
  const index = new Map<string, number>();
  for (let i = 0; i + size <= tokens.length; i += 1) {
    const key = shingleKey(tokens, i, size);
    if (!index.has(key)) index.set(key, i);
  }
  return index;
}

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function runsOf(covered: Uint8Array): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= covered.length; i += 1) {
    if (i < covered.length && covered[i]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push([start, i - 1]);
      start = -1;
    }
  }
  return runs;
}

export function compareTexts(text: string, sources: readonly string[], size = SHINGLE_SIZE): SimilarityReport {
  const tokens = tokenizeWords(text);
  const anyCovered = new Uint8Array(tokens.length);
  const results = sources.map((source, sourceIndex): SourceMatch => {
    const sourceTokens = tokenizeWords(source);
    const index = indexSource(sourceTokens, size);
    const covered = new Uint8Array(tokens.length);
    // Where in the source the wording at text word i continues from, for mapping passages back.
    const sourceAt = new Int32Array(tokens.length).fill(-1);
    for (let i = 0; i + size <= tokens.length; i += 1) {
      const at = index.get(shingleKey(tokens, i, size));
      if (at === undefined) continue;
      for (let k = 0; k < size; k += 1) {
        covered[i + k] = 1;
        anyCovered[i + k] = 1;
        if (sourceAt[i + k] === -1) sourceAt[i + k] = at + k;
      }
    }
    const passages = runsOf(covered).map(([first, last]): SharedPassage => {
      const from = sourceTokens[sourceAt[first] ?? 0];
      const to = sourceTokens[sourceAt[last] ?? 0];
      return {
        start: tokens[first]?.start ?? 0,
        end: tokens[last]?.end ?? 0,
        sourceStart: from?.start ?? 0,
        sourceEnd: Math.max(to?.end ?? 0, from?.end ?? 0),
        wordCount: last - first + 1,
      };
    });
    const sharedWords = covered.reduce((n, c) => n + c, 0);
    return { sourceIndex, percent: percentOf(sharedWords, tokens.length), sharedWords, passages };
  });
  const highlights = runsOf(anyCovered).map(([first, last]) => ({
    start: tokens[first]?.start ?? 0,
    end: tokens[last]?.end ?? 0,
  }));
  return {
    totalWords: tokens.length,
    overallPercent: percentOf(
      anyCovered.reduce((n, c) => n + c, 0),
      tokens.length,
    ),
    sources: results,
    highlights,
  };
}
