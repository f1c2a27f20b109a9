import { describe, expect, it } from 'vitest';
import { sampleCorpus } from '../../eval/grammar/corpus';
import { measureRules, overLimit, ratePer1000 } from '../../eval/grammar/precision';
import { checkerFor } from './languages';

/**
 * The precision gate (issue #36, eval/grammar/precision.ts): no rule of the checker, ours or
 * harper.js's, flags correct English more often than its limit. The test reads a deterministic
 * sample (every 40th WordNet example, every 400th gloss, every 3rd text of the site's copy: about
 * 1,800 sentences, 15,000 words) so that it stays a few seconds of work; the bench measures the
 * same rules on a sample eight times larger.
 */
const SAMPLE = { 'wordnet-examples': 40, 'wordnet-glosses': 400, site: 3 } as const;

describe('every rule on correct English', () => {
  it('stays under its limit of false alarms', { timeout: 300_000 }, async () => {
    const report = await measureRules(sampleCorpus(SAMPLE), async (text, language) =>
      (await checkerFor(language)).check(text),
    );
    expect(report.sentences).toBeGreaterThan(1_000);
    const over = overLimit(report).map(
      ({ rule, rate, limit }) =>
        `${rule}: ${rate.toFixed(2)} per 1,000 sentences (limit ${limit}), e.g. ${report.byRule.get(rule)!.examples.join(' | ')}`,
    );
    expect(over).toEqual([]);
  });

  it('counts matches per 1,000 sentences', () => {
    expect(ratePer1000({ flags: 3, sentences: 1500, examples: [] })).toBe(2);
  });
});
