import { describe, expect, it } from 'vitest';
import { taggerPlugin } from '../tagger';
import { confusablesPlugin } from './confusables';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run([taggerPlugin, confusablesPlugin(lexicon)], text);

describe('commonly confused words', () => {
  it.each([
    ['Their going to present.', "They're going to present."],
    ['The reviewers praised there methodology.', 'The reviewers praised their methodology.'],
    ['Its important to revise.', "It's important to revise."],
    ['The company improved it’s profits.', 'The company improved its profits.'],
    ['Your going to need a plan.', "You're going to need a plan."],
    ['Make sure you’re essay has a thesis.', 'Make sure your essay has a thesis.'],
    ['It is more efficient then the old one.', 'It is more efficient than the old one.'],
    ['This will effect every student.', 'This will affect every student.'],
    ['It had a strong affect on us.', 'It had a strong effect on us.'],
    ['You will loose marks.', 'You will lose marks.'],
    ['I could of finished earlier.', 'I could have finished earlier.'],
    ['I don’t know weather it works.', 'I don’t know whether it works.'],
    ['The lecture was to long for us.', 'The lecture was too long for us.'],
    ['Who’s laptop is this?', 'Whose laptop is this?'],
    ['Who’s turn is it?', 'Whose turn is it?'],
    ['Their planning to leave.', "They're planning to leave."],
    ['Did you read you’re feedback?', 'Did you read your feedback?'],
    ['I will except the offer.', 'I will accept the offer.'],
    ['It is quiet difficult.', 'It is quite difficult.'],
    ['She gave me good advise.', 'She gave me good advice.'],
    ['The study was lead by Dr Patel.', 'The study was led by Dr Patel.'],
    ['The children played quite games.', 'The children played quiet games.'],
    ['Whose coming to the party?', "Who's coming to the party?"],
    ['Whose going to drive?', "Who's going to drive?"],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'They’re planning a trip.',
    'Their argument depends on two points.',
    'There were two reasons.',
    'Is there evidence for it?',
    'The company and its staff moved.',
    'It’s clear that it works.',
    'I think it’s time to go.',
    'Your essay needs work.',
    'You’re welcome to join.',
    'We collected the samples and then analysed them.',
    'The policy will affect everyone.',
    'They hope to effect change.',
    'Students may lose marks.',
    'The bolts were loose.',
    'The weather was cold.',
    'The lecture was too long.',
    'We went to the library.',
    'Whose turn is it?',
    'Who’s presenting first?',
    'Who’s head of the department?',
    'Their planning was poor.',
    'Now you’re friends.',
    'I know you’re busy.',
    'Everyone except Maria passed.',
    'The library was quiet.',
    'I would advise you to start early.',
    'Lead is a toxic metal.',
    'It was quite fun.',
    'It was quite a day.',
    'That took quite some time.',
    'Whose painting is this?',
    'Whose writing inspired you?',
    'Whose cooking do you prefer?',
    'The man whose coming we awaited arrived.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
