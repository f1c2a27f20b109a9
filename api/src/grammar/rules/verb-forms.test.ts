import { describe, expect, it } from 'vitest';
import { lexicon, run } from './rule-harness';
import { verbFormsPlugin } from './verb-forms';

const check = (text: string) => run(verbFormsPlugin(lexicon), text);

describe('verb forms', () => {
  it.each([
    ['He can writes well.', 'He can write well.'],
    ['She should goes home.', 'She should go home.'],
    ['We must to finish now.', 'We must finish now.'],
    ['You could tried again.', 'You could try again.'],
    ['She can’t drives at night.', 'She can’t drive at night.'],
    ['He didn’t went there.', 'He didn’t go there.'],
    ['Did you finished the reading?', 'Did you finish the reading?'],
    ['Does she likes it?', 'Does she like it?'],
    ['Did the tutor explained the scheme?', 'Did the tutor explain the scheme?'],
    ['Have you ate lunch?', 'Have you eaten lunch?'],
    ['I have went there before.', 'I have gone there before.'],
    ['The essay was wrote in a night.', 'The essay was written in a night.'],
    ['I seen the results.', 'I saw the results.'],
    ['I am agree with you.', 'I agree with you.'],
    ['She is agree with him.', 'She agrees with him.'],
    ['I am not agree with this.', 'I do not agree with this.'],
    ['We discussed about the results.', 'We discussed the results.'],
    ['The paper emphasizes on skills.', 'The paper emphasizes skills.'],
    ['The book comprises of five parts.', 'The book comprises five parts.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'He can write well.',
    'She can be reached by email.',
    'They will have finished by Friday.',
    'It was his free will that counted.',
    'The can was empty.',
    'We met in May.',
    'He didn’t go there.',
    'I have gone there before.',
    'The window was broken.',
    'I was broke after the holiday.',
    'We are agreed on the plan.',
    'We discussed the results.',
    'The talk about results was long.',
    'I want to go.',
    'They used to live here.',
    'Did the tutor explain the scheme?',
    'Have you eaten lunch?',
    'Did the students finish?',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
