import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStyle, LONG_SENTENCE_WORDS } from './style';

describe('checkStyle', () => {
  it('flags likely passive voice, adverbs included', () => {
    const report = checkStyle(
      'The essay was written by Sam. Results were quickly analysed. The theory is widely known. She wrote it.',
    );
    expect(report.passive.map((p) => p.text)).toEqual(['was written', 'were quickly analysed', 'is widely known']);
  });

  it('does not flag common -ed adjectives or active sentences', () => {
    expect(checkStyle('I was interested. They were tired. He is going home. We finished.').passive).toEqual([]);
  });

  it('flags sentences over the limit', () => {
    const long = `Word ${Array.from({ length: LONG_SENTENCE_WORDS }, () => 'word').join(' ')}.`;
    const report = checkStyle(`Short one. ${long} Another short one.`);
    expect(report.longSentences).toHaveLength(1);
    expect(report.longSentences[0]?.words).toBe(LONG_SENTENCE_WORDS + 1);
  });

  it('finds doubled words and over-used words', () => {
    const report = checkStyle('The the method is good. The method works. This method is the best method overall.');
    expect(report.doubled.map((d) => d.word)).toEqual(['the']);
    expect(report.repeated).toEqual([{ word: 'method', count: 4 }]);
  });

  it('every flagged range points at the text it reports (property)', () => {
    const word = fc.constantFrom(
      'the',
      'data',
      'was',
      'were',
      'is',
      'collected',
      'written',
      'quickly',
      'and',
      'analysed',
      'we',
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 5 }),
        (sentences) => {
          const text = sentences.map((s) => `${s.join(' ')}.`).join(' ');
          const report = checkStyle(text);
          for (const p of report.passive) expect(text.slice(p.start, p.end)).toBe(p.text);
          for (const s of report.longSentences) {
            expect(text.slice(s.start, s.end)).toBe(s.text);
            expect(s.words).toBeGreaterThan(LONG_SENTENCE_WORDS);
          }
          for (const d of report.doubled)
            expect(text.slice(d.start, d.end).toLowerCase()).toBe(`${d.word} ${d.word}`.toLowerCase());
        },
      ),
    );
  });
});
