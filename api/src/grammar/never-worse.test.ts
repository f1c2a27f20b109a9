import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSet, type LabelledSentence } from '../../eval/grammar/evaluation';
import type { CheckMatch } from './checker';
import { checkerFor } from './languages';

/**
 * "A fix never makes the text worse", as a property of every sentence of every evaluation set:
 * with every first suggestion applied, the checker finds no fixable error of the same category
 * (grammar, confused words, typos, …) as the fixes it made.
 *
 * Sentences are checked many to a call, a paragraph each (each match is given back to the
 * sentence it starts in): one call per sentence made this file take minutes, nearly all of it
 * the per-call cost of the engines rather than the reading of the text.
 */
const folder = new URL('../../eval/grammar/', import.meta.url);
const sets = readdirSync(folder).filter((name) => name.endsWith('.txt'));

/** Paragraphs are joined into texts of about this many characters. */
const BATCH = 4_000;

/** Checks each text of one language, a paragraph each, and gives each its own matches (offsets in it). */
async function checkEach(texts: readonly string[], language: LabelledSentence['language']): Promise<CheckMatch[][]> {
  const checker = await checkerFor(language);
  const results: CheckMatch[][] = texts.map(() => []);
  for (let first = 0; first < texts.length;) {
    const starts: number[] = [];
    let joined = '';
    let next = first;
    while (next < texts.length && (next === first || joined.length + texts[next]!.length < BATCH)) {
      if (joined) joined += '\n\n';
      starts.push(joined.length);
      joined += texts[next]!;
      next += 1;
    }
    for (const match of await checker.check(joined)) {
      let index = starts.length - 1;
      while (index > 0 && starts[index]! > match.offset) index -= 1;
      results[first + index]!.push({ ...match, offset: match.offset - starts[index]! });
    }
    first = next;
  }
  return results;
}

/** Every first replacement applied, from the end backwards. */
const applyFirst = (text: string, matches: readonly CheckMatch[]) =>
  [...matches]
    .sort((a, b) => b.offset - a.offset)
    .reduce((t, m) => t.slice(0, m.offset) + m.replacements[0]!.value + t.slice(m.offset + m.length), text);

describe('applying every first suggestion', () => {
  it.each(sets)('leaves no error of the same category in %s', { timeout: 300_000 }, async (name) => {
    const worse: string[] = [];
    const sentences = parseSet(readFileSync(new URL(name, folder), 'utf8'));
    for (const language of new Set(sentences.map((sentence) => sentence.language))) {
      const ofLanguage = sentences.filter((sentence) => sentence.language === language);
      const found = await checkEach(
        ofLanguage.map((sentence) => sentence.text),
        language,
      );
      const fixed = ofLanguage
        .map((sentence, index) => {
          const fixable = found[index]!.filter((m) => m.replacements.length > 0);
          return { sentence, fixable, text: applyFirst(sentence.text, fixable) };
        })
        .filter(({ fixable }) => fixable.length > 0);
      const after = await checkEach(
        fixed.map(({ text }) => text),
        language,
      );
      fixed.forEach(({ sentence, fixable, text }, index) => {
        const categories = new Set(fixable.map((m) => m.rule.category.id));
        for (const match of after[index]!) {
          if (match.replacements.length > 0 && categories.has(match.rule.category.id))
            worse.push(`${name}:${sentence.line} ${text} (${match.rule.id})`);
        }
      });
    }
    expect(worse).toEqual([]);
  });
});
