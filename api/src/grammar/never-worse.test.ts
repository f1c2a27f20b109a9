import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSet } from '../../eval/grammar/evaluation';
import { checkerFor } from './languages';

/**
 * "A fix never makes the text worse", as a property of every sentence of every evaluation set:
 * with every first suggestion applied, the checker finds no fixable error of the same category
 * (grammar, confused words, typos, …) as the fixes it made.
 */
const folder = new URL('../../eval/grammar/', import.meta.url);
const sets = readdirSync(folder).filter((name) => name.endsWith('.txt'));

describe('applying every first suggestion', () => {
  it.each(sets)('leaves no error of the same category in %s', { timeout: 600_000 }, async (name) => {
    const worse: string[] = [];
    for (const sentence of parseSet(readFileSync(new URL(name, folder), 'utf8'))) {
      const checker = await checkerFor(sentence.language);
      const fixable = (await checker.check(sentence.text)).filter((m) => m.replacements.length > 0);
      if (fixable.length === 0) continue;
      const fixed = [...fixable]
        .sort((a, b) => b.offset - a.offset)
        .reduce(
          (t, m) => t.slice(0, m.offset) + m.replacements[0]!.value + t.slice(m.offset + m.length),
          sentence.text,
        );
      const categories = new Set(fixable.map((m) => m.rule.category.id));
      for (const match of await checker.check(fixed)) {
        if (match.replacements.length > 0 && categories.has(match.rule.category.id))
          worse.push(`${name}:${sentence.line} ${fixed} (${match.rule.id})`);
      }
    }
    expect(worse).toEqual([]);
  });
});
