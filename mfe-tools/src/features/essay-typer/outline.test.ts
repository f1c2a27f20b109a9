import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateWords,
  buildOutline,
  MAX_WORDS,
  MIN_WORDS,
  outlineFileName,
  OutlineInputSchema,
  outlineToText,
  TOPIC_MESSAGE,
  WORD_COUNT_MESSAGE,
} from './outline';

const SHARES = [10, 25, 45, 10, 10];

describe('allocateWords', () => {
  it('splits 1,000 words 100 / 250 / 450 / 100 / 100', () => {
    expect(allocateWords(1000, SHARES)).toEqual([100, 250, 450, 100, 100]);
  });

  it('gives leftover words to the largest remainders', () => {
    expect(allocateWords(101, SHARES)).toEqual([10, 25, 46, 10, 10]);
  });

  it('sums to the word count, each part within one word of its share (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_WORDS, max: MAX_WORDS }), (total) => {
        const parts = allocateWords(total, SHARES);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        parts.forEach((part, i) => expect(Math.abs(part - (total * SHARES[i]!) / 100)).toBeLessThan(1));
      }),
    );
  });

  it('works for any shares that add up to 100 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 50_000 }),
        (weights, total) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const shares = weights.map((w) => (w * 100) / sum);
          expect(allocateWords(total, shares).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});

describe('buildOutline', () => {
  const outline = buildOutline({ topic: '  Remote learning  ', type: 'argumentative', wordCount: 1500 });

  it('has the five sections in order with allocations and prompts', () => {
    expect(outline.sections.map((s) => [s.title, s.words])).toEqual([
      ['Introduction', 150],
      ['Background and context', 375],
      ['Analysis', 675],
      ['Counter-argument and response', 150],
      ['Conclusion', 150],
    ]);
    expect(outline.sections[0]?.prompts[0]).toContain('arguable position on Remote learning');
    expect(outline.sections.every((s) => s.prompts.length >= 3)).toBe(true);
  });

  it('writes plain text for copying and downloading', () => {
    const text = outlineToText(outline);
    expect(text).toMatch(/^Essay outline: Remote learning\nArgumentative essay, about 1,500 words\n/);
    expect(text).toContain('3. Analysis (45%, about 675 words, 5 paragraphs)');
    expect(text).not.toContain('{topic}');
  });

  it('is deterministic', () => {
    expect(buildOutline({ topic: 'Remote learning', type: 'argumentative', wordCount: 1500 })).toEqual(outline);
  });

  it('names the download after the topic', () => {
    expect(outlineFileName('Climate change: causes & effects!')).toBe(
      'essay-outline-climate-change-causes-effects.txt',
    );
    expect(outlineFileName('???')).toBe('essay-outline.txt');
  });
});

describe('OutlineInputSchema', () => {
  const parse = (topic: string, wordCount: string) =>
    OutlineInputSchema.safeParse({ topic, type: 'expository', wordCount });
  const messages = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => i.message));

  it('accepts a topic and a word count in range', () => {
    expect(parse('Sleep and memory', ' 800 ')).toMatchObject({ success: true, data: { wordCount: 800 } });
  });

  it.each(['', '99', '10001', '1.5', '-200', 'abc', '1e3'])('refuses word count %j', (count) => {
    expect(messages(parse('Sleep', count))).toEqual([WORD_COUNT_MESSAGE]);
  });

  it('refuses a blank topic', () => {
    expect(messages(parse('   ', '500'))).toEqual([TOPIC_MESSAGE]);
  });
});
