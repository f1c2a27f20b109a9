import { describe, expect, it } from 'vitest';
import { loadTagger, taggerPlugin } from '../tagger';
import { agreementPlugin } from './agreement';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run(agreementPlugin(lexicon), text);

describe('subject–verb agreement', () => {
  it.each([
    ['The results was surprising.', 'The results were surprising.'],
    ['Students needs more time.', 'Students need more time.'],
    ['The results of the survey was published.', 'The results of the survey were published.'],
    ['The main causes of the conflict remains unclear.', 'The main causes of the conflict remain unclear.'],
    ['The lecturer explain every concept.', 'The lecturer explains every concept.'],
    ['She go to the library.', 'She goes to the library.'],
    ['I has submitted my essay.', 'I have submitted my essay.'],
    ['They was late.', 'They were late.'],
    ['It don’t matter.', 'It doesn’t matter.'.replace('’', "'")],
    ['Each of the students have a laptop.', 'Each of the students has a laptop.'],
    ['One of my friends study medicine.', 'One of my friends studies medicine.'],
    ['Every one of the samples were contaminated.', 'Every one of the samples was contaminated.'],
    ['Everybody know the answer.', 'Everybody knows the answer.'],
    ['Each student have a locker.', 'Each student has a locker.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'The results were surprising.',
    'The quality of the results was high.',
    'Sales figures show the trend.',
    'The team are ready.',
    'The data show a rise.',
    'Physics is difficult.',
    'The news was good.',
    'Did she go to the library?',
    'Let it go.',
    'If I were you, I would ask.',
    'It is essential that the student attend.',
    'She need not come.',
    'Each of the students has a laptop.',
    'One of the students who have finished may leave.',
    'None of the students are here.',
    'A number of students have complained.',
    'Half of the students are absent.',
    'The United States has a federal system.',
    'My friends study medicine.',
    'She put the book away.',
    'Cars today are safer than before.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });

  describe('with parts of speech in context', () => {
    loadTagger();
    const tagged = (text: string) => run([taggerPlugin, agreementPlugin(lexicon)], text);

    it.each([
      ['The students needs help.', 'The students need help.'],
      ['The students was asked.', 'The students were asked.'],
      ['She go to school.', 'She goes to school.'],
    ])('flags %j', (text, fixed) => {
      expect(tagged(text).map((r) => r.fixed)).toEqual([fixed]);
    });

    it.each([
      // Noun compounds that end a phrase, or that a verb follows.
      'A bicolored postage stamp.',
      'You get a literature map and regular drafts.',
      'The rocket launch went off like clockwork.',
      // Questions: the auxiliary comes before its own subject.
      'How many cars does she have?',
      'Which horse are you backing?',
      // An acronym, and the subjunctive.
      'AIDS has killed thousands.',
      'If it were up to me, I would go.',
      'It is essential that she be there.',
      'He was angry at her suggestion that he stay at home.',
    ])('leaves %j alone', (text) => {
      expect(tagged(text)).toEqual([]);
    });
  });
});
