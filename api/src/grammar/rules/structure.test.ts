import { describe, expect, it } from 'vitest';
import { taggerPlugin } from '../tagger';
import { lexicon, run } from './rule-harness';
import { structurePlugin } from './structure';

const check = (text: string) => run([taggerPlugin, structurePlugin(lexicon)], text);

describe('structure rules', () => {
  it.each([
    ['She is study medicine.', 'She is studying medicine.'],
    ['He is knowing the answer.', 'He knows the answer.'],
    ['I want going home.', 'I want to go home.'],
    ["He doesn't has a car.", "He doesn't have a car."],
    // An infinitive's "to" after a word that takes one, then an inflected verb.
    ['We are planning to moved in June.', 'We are planning to move in June.'],
    ['She decided to changed the plan.', 'She decided to change the plan.'],
    ['They want to finishes early.', 'They want to finish early.'],
    ['I am going to moved house.', 'I am going to move house.'],
    ['We need to focused on the data.', 'We need to focus on the data.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'It is the key to locked doors.',
    'I am going to school.',
    'She went to painted caves in France.',
    'I want to be tired less often.',
    'They decided to move.',
    'He is able to finish.',
    'Students were invited to submitted work sessions.',
    'The brothers hope to found a company.',
    'They want to ground the argument in data.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
