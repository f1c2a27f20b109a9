import { describe, expect, it } from 'vitest';
import { COLLOCATIONS } from '../lexicon/collocations';
import { taggerPlugin } from '../tagger';
import { collocationsPlugin } from './collocations';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run([taggerPlugin, collocationsPlugin(lexicon)], text);

/** A sentence frame for each part of speech, with the head in the form given. */
const frame = (pos: string, head: string, preposition: string) =>
  pos === 'verb'
    ? `They ${head} ${preposition} new plans.`
    : pos === 'noun'
      ? `${head.charAt(0).toUpperCase()}${head.slice(1)} ${preposition} new plans.`
      : `She is ${head} ${preposition} new plans.`;

describe('the collocation table', () => {
  it.each(COLLOCATIONS.flatMap((entry) => entry.wrong.map((wrong) => [entry.head, wrong, entry] as const)))(
    'flags “%s %s”',
    (head, wrong, entry) => {
      const object = entry.onlyBefore ? 'you' : 'new plans';
      const text = frame(entry.pos, head, wrong).replace('new plans', object);
      const fixed = check(text).map((r) => r.fixed);
      const expected =
        entry.takes.length === 0 ? text.replace(` ${wrong} `, ' ') : text.replace(` ${wrong} `, ` ${entry.takes[0]} `);
      expect(fixed).toEqual([expected]);
    },
  );

  it.each(COLLOCATIONS.flatMap((entry) => entry.takes.map((right) => [entry.head, right, entry] as const)))(
    'leaves “%s %s” alone',
    (head, right, entry) => {
      expect(check(frame(entry.pos, head, right))).toEqual([]);
    },
  );

  it('reads verbs in any form, and "to" + a verb as "of" + -ing where the word takes it', () => {
    expect(check('It depended of the weather.').map((r) => r.fixed)).toEqual(['It depended on the weather.']);
    expect(check('She is capable to do it.').map((r) => r.fixed)).toEqual(['She is capable of doing it.']);
    expect(check('We discussed about the budget.').map((r) => r.fixed)).toEqual(['We discussed the budget.']);
  });

  it('leaves other phrases alone', () => {
    for (const text of [
      'She is married with two children.',
      'I agree to the terms.',
      'We arrived to find the door locked.',
      'A request for help came in.',
      'It depends in large part on the weather.',
      'She is good in a crisis.',
    ])
      expect(check(text), text).toEqual([]);
  });
});
