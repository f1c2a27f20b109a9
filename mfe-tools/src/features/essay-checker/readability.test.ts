import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countParagraphs, countSyllables, readability, splitSentences } from './readability';

const sentenceArb = fc
  .array(
    fc.constantFrom('students', 'write', 'clear', 'essays', 'about', 'history', 'and', 'science', 'every', 'week'),
    {
      minLength: 3,
      maxLength: 18,
    },
  )
  .map((words) => `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}.`);
const paragraphArb = fc.array(sentenceArb, { minLength: 1, maxLength: 5 }).map((s) => s.join(' '));
const essayArb = fc.array(paragraphArb, { minLength: 1, maxLength: 4 }).map((p) => p.join('\n\n'));

describe('readability', () => {
  it('scores a known sentence by the Flesch formulas', () => {
    // 6 words, 1 sentence, 6 syllables.
    const r = readability('The cat sat on the mat.');
    expect(r).toMatchObject({ words: 6, sentences: 1, paragraphs: 1, syllables: 6, readingMinutes: 1 });
    expect(r.readingEase).toBe(116.1); // 206.835 − 1.015 × 6 − 84.6 × 1
    expect(r.gradeLevel).toBe(-1.4); // 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45
  });

  it('is zero for an empty text', () => {
    expect(readability('   ')).toMatchObject({
      words: 0,
      sentences: 0,
      paragraphs: 0,
      readingEase: 0,
      readingMinutes: 0,
    });
  });

  it('splits sentences but not at abbreviations, decimals or lower-case continuations', () => {
    const text = 'Dr. Smith measured 3.5 litres. It rose, e.g. in May! Did it? Yes.\nNew line';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Dr. Smith measured 3.5 litres.',
      'It rose, e.g. in May!',
      'Did it?',
      'Yes.',
      'New line',
    ]);
  });

  it('counts paragraphs as non-empty lines', () => {
    expect(countParagraphs('One.\n\nTwo.\nThree.\n   \n')).toBe(3);
  });

  it('estimates syllables', () => {
    expect(['cat', 'table', 'education', 'university', 'walked', 'wanted', 'radio'].map(countSyllables)).toEqual([
      1, 2, 4, 5, 1, 2, 3,
    ]);
  });

  it('repeating an essay multiplies the counts and leaves the scores alone (property)', () => {
    fc.assert(
      fc.property(essayArb, fc.integer({ min: 2, max: 4 }), (essay, k) => {
        const one = readability(essay);
        const many = readability(Array.from({ length: k }, () => essay).join('\n\n'));
        expect(many.words).toBe(one.words * k);
        expect(many.sentences).toBe(one.sentences * k);
        expect(many.paragraphs).toBe(one.paragraphs * k);
        expect(many.readingEase).toBeCloseTo(one.readingEase, 0);
        expect(many.gradeLevel).toBeCloseTo(one.gradeLevel, 0);
      }),
    );
  });

  it('counts every word and every sentence it was given (property)', () => {
    fc.assert(
      fc.property(fc.array(sentenceArb, { minLength: 1, maxLength: 12 }), (sentences) => {
        const text = sentences.join(' ');
        const r = readability(text);
        expect(r.sentences).toBe(sentences.length);
        expect(r.words).toBe(text.split(/\s+/).length);
        expect(r.syllables).toBeGreaterThanOrEqual(r.words);
      }),
    );
  });
});
