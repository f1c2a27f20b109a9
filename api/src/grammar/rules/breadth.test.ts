import { describe, expect, it } from 'vitest';
import { article, breadthPlugin } from './breadth';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run(breadthPlugin(lexicon), text);

describe('breadth rules', () => {
  it.each([
    // Words that sound alike, each in a context where only the other is meant.
    ['She sent me a massage about the room.', 'She sent me a message about the room.'],
    ['Prices rose in the passed few years.', 'Prices rose in the past few years.'],
    ['We walked passed the library.', 'We walked past the library.'],
    ['He has finally past his test.', 'He has finally passed his test.'],
    ['Phones are not aloud in the hall.', 'Phones are not allowed in the hall.'],
    ['It is not save to walk there.', 'It is not safe to walk there.'],
    ['To what extend do you agree?', 'To what extent do you agree?'],
    ['From know on, we start at nine.', 'From now on, we start at nine.'],
    ['The rational behind it is unclear.', 'The rationale behind it is unclear.'],
    [
      'I wondered whether it worked, and I wander if it will.',
      'I wondered whether it worked, and I wonder if it will.',
    ],
    ['Sport plays an important roll in school.', 'Sport plays an important role in school.'],
    ['I need a peace of paper.', 'I need a piece of paper.'],
    ['I herd a strange noise.', 'I heard a strange noise.'],
    ['She new the answer.', 'She knew the answer.'],
    ['They road their bikes to school.', 'They rode their bikes to school.'],
    ["I didn't no that you were coming.", "I didn't know that you were coming."],
    // Verb patterns.
    ['This app helps students improving their writing.', 'This app helps students improve their writing.'],
    ['My teacher wants that I rewrite it.', 'My teacher wants me to rewrite it.'],
    ['We enjoy to work in groups.', 'We enjoy working in groups.'],
    ['The results are depend on the sample.', 'The results depend on the sample.'],
    ['The accident was happen last week.', 'The accident happened last week.'],
    ['Scientists hope to found a cure.', 'Scientists hope to find a cure.'],
    ['I will can attend.', 'I will be able to attend.'],
    // Agreement.
    ['Does they know?', 'Do they know?'],
    ['Has the students finished?', 'Have the students finished?'],
    ['There is many reasons for it.', 'There are many reasons for it.'],
    ['My friend and I has finished.', 'My friend and I have finished.'],
    ['She and her sister lives in Dublin.', 'She and her sister live in Dublin.'],
    ['The number of students are rising.', 'The number of students is rising.'],
    // Prepositions, quantities, comparatives, articles.
    ['According with the report, sales fell.', 'According to the report, sales fell.'],
    ['It depends of the weather.', 'It depends on the weather.'],
    ['The lecture lasted one hours.', 'The lecture lasted one hour.'],
    ['We talked about of the plan.', 'We talked about the plan.'],
    ['Some language are hard.', 'Some languages are hard.'],
    ['My sister is elder than me.', 'My sister is older than me.'],
    ['This method is more better.', 'This method is better.'],
    ['It was the most biggest mistake.', 'It was the biggest mistake.'],
    ['I bought a books for it.', 'I bought a book for it.'],
    ['Can you give me an advice?', 'Can you give me advice?'],
    // Capitals, pronouns, negation, punctuation.
    ['I am learning english.', 'I am learning English.'],
    ['He hurt hisself.', 'He hurt himself.'],
    ["I don't have no time.", "I don't have any time."],
    ['She never eats nothing.', 'She never eats anything.'],
    ['I not like cold weather.', "I don't like cold weather."],
    ['However the results were mixed.', 'However, the results were mixed.'],
    ['What is your name.', 'What is your name?'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'The patient had had two operations.',
    'She said that that approach would not work.',
    'Everyone except Maria passed the exam.',
    'We cannot accept late submissions.',
    'He read the poem aloud.',
    'The brothers hope to found a company.',
    'To some extent, the policy worked.',
    'I now know the answer.',
    'The moral of the story is clear.',
    'The principal of the school gave a speech.',
    'Many student loans are never repaid.',
    'One of my friends studies law.',
    'There are a number of reasons.',
    'There is a lot of work to do.',
    'He attended to the patient.',
    'However hard he tried, he failed.',
    'Had I known, I would have come.',
    'What he said was true.',
    'Do the reading before class.',
    'This results in a loss.',
    'The more you practise, the better you get.',
    'I know that the answer is wrong.',
    'A series of tests was carried out.',
    'My elder brother lives in Canada.',
    'We will march to the town hall.',
    'It was a very, very long day.',
    'Tutors help us understand difficult texts.',
    'Most of them checked their phones at least once every ten minutes.',
    'The bus comes every few minutes, and the exam is in another two weeks.',
    'Social media made homework feel longer.',
    'We new students often struggle.',
    'The herd moved on.',
    'I said no.',
    "I don't know that.",
    'Most of the people left.',
    'The team is made up of people from many places.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });

  it('chooses "a" or "an" by sound', () => {
    expect(['book', 'idea', 'hour', 'university', 'essay', 'one'].map(article)).toEqual([
      'a',
      'an',
      'an',
      'a',
      'an',
      'a',
    ]);
  });
});
