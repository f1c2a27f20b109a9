import { describe, expect, it } from 'vitest';
import { quantitiesPlugin } from './quantities';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run(quantitiesPlugin(lexicon), text);

describe('plurals after numbers and quantities, fewer, false plurals', () => {
  it.each([
    ['I bought three book.', 'I bought three books.'],
    ['We interviewed 25 participant from schools.', 'We interviewed 25 participants from schools.'],
    ['There were three main reason for it.', 'There were three main reasons for it.'],
    ['There are many student here.', 'There are many students here.'],
    ['Both method work.', 'Both methods work.'],
    ['One of the student asked.', 'One of the students asked.'],
    ['It took two hundred year.', 'It took two hundred years.'],
    ['There were less participants.', 'There were fewer participants.'],
    ['Less people came.', 'Fewer people came.'],
    ['We had much problems.', 'We had many problems.'],
    ['She gave useful informations.', 'She gave useful information.'],
    ['The lab bought new equipments.', 'The lab bought new equipment.'],
    ['The childs played.', 'The children played.'],
    ['These criterias matter.', 'These criteria matter.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'I bought three books.',
    'Three research papers were published.',
    'Many student loans are never repaid.',
    'About 40 percent of them agreed.',
    'The patients received 5 mg twice a day.',
    'In 2019 the council approved it.',
    'Table 3 shows the results.',
    'The app made the top 10 list.',
    'The code runs on Python 3 today.',
    'He scored 2.5 points.',
    'One student asked.',
    'Less than half was spent.',
    'We spent less money.',
    'Less experienced teachers need support.',
    'Much research remains.',
    'She researches memory.',
    'Many a student has tried.',
    'Several other students agreed.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
