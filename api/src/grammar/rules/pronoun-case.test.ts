import { describe, expect, it } from 'vitest';
import { pronounCasePlugin } from './pronoun-case';
import { lexicon, run } from './rule-harness';

const check = (text: string) => run(pronounCasePlugin(lexicon), text);

describe('pronoun case', () => {
  it.each([
    ['Me and him went to the shop.', 'He and I went to the shop.'],
    ['Him and me worked together.', 'He and I worked together.'],
    ['Me and my friend visited the museum.', 'My friend and I visited the museum.'],
    ['Me and John presented it.', 'John and I presented it.'],
    ['Her and her sister travelled.', 'She and her sister travelled.'],
    ['Us students need more feedback.', 'We students need more feedback.'],
    ['Between you and I, it was dull.', 'Between you and me, it was dull.'],
    ['The teacher gave the prize to Anna and I.', 'The teacher gave the prize to Anna and me.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'He and I went to the shop.',
    'They invited him and me.',
    'My friend and I visited the museum.',
    'Give it to me and him.',
    'She told us and them the news.',
    'I gave it to Anna and I went home.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
