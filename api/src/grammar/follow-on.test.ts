import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { settleFollowOns } from './follow-on';
import { checkerFor } from './languages';
import { RULES } from './rules';

const finding = (text: string, actual: string, replacement: string, from = 0): Finding => {
  const offset = text.indexOf(actual, from);
  return {
    rule: RULES.confusedWords,
    priority: 10,
    offset,
    end: offset + actual.length,
    actual,
    replacements: [replacement],
    message: 'First.',
    shortMessage: 'First',
    engine: 'rules',
  };
};

/** Applies every first replacement, from the end backwards. */
const applyAll = (text: string, matches: { offset: number; length: number; replacements: { value: string }[] }[]) =>
  [...matches]
    .filter((m) => m.replacements.length > 0)
    .sort((a, b) => b.offset - a.offset)
    .reduce((t, m) => t.slice(0, m.offset) + m.replacements[0]!.value + t.slice(m.offset + m.length), text);

describe('follow-on fixes', () => {
  it('folds what the fixed sentence shows into the fix it follows from', () => {
    const text = 'Well. Their is many reasons. Fine.';
    const first = finding(text, 'Their', 'There');
    const recheck = (sentence: string) =>
      sentence === 'There is many reasons.' ? [{ ...finding(sentence, 'is', 'are'), message: 'Second.' }] : [];
    const [merged] = settleFollowOns(
      text,
      [first],
      [
        [0, 5],
        [6, 28],
        [29, 34],
      ],
      recheck,
    );
    expect(merged).toMatchObject({ actual: 'Their is', replacements: ['There are'], message: 'First. Second.' });
  });

  it('leaves a sentence alone when its fixed form is clean, and ignores what was already reported', () => {
    const text = 'Their car is red and teh sky is blue.';
    const first = finding(text, 'Their', 'The');
    const typo = finding(text, 'teh', 'the');
    const recheck = (sentence: string) => [finding(sentence, 'the sky', 'the sky')].filter((f) => f.offset < 0);
    expect(settleFollowOns(text, [first, typo], [[0, text.length]], recheck)).toEqual([first, typo]);
  });

  it.each([
    ['Me and my friend has analysed the data.', 'My friend and I have analyzed the data.'],
    ['Their is many reasons for it.', 'There are many reasons for it.'],
    [
      'The results of the survey was suprising, and their is many reasons for it. Me and my friend has analysed the data but we could of done better.',
      'The results of the survey were surprising, and there are many reasons for it. My friend and I have analyzed the data but we could have done better.',
    ],
  ])('the checker fixes %j in one pass, and finds nothing after', { timeout: 120_000 }, async (text, fixed) => {
    const checker = await checkerFor('en-US');
    const once = applyAll(text, await checker.check(text));
    expect(once).toBe(fixed);
    expect(await checker.check(once)).toEqual([]);
  });
});
