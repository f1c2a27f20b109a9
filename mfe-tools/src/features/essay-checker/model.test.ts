import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEssay } from './model';
import { describeGradeLevel } from './readability';

describe('checkEssay', () => {
  const text =
    'The method was chosen by the team. The method works well. Our method is simple, and the the method is cheap.';
  const report = checkEssay(text);

  it('counts, scores and flags in one report', () => {
    expect(report.readability).toMatchObject({ words: 21, sentences: 3, paragraphs: 1 });
    expect(report.style.passive.map((p) => p.text)).toEqual(['was chosen']);
    expect(report.style.repeated).toEqual([{ word: 'method', count: 4 }]);
    expect(report.style.doubled.map((d) => d.word)).toEqual(['the']);
  });

  it('marks each passive verb and each use of a repeated or doubled word', () => {
    const marked = report.wordHighlights.map((f) => [f.kind, text.slice(f.start, f.end)]);
    expect(marked).toContainEqual(['passive', 'was chosen']);
    expect(marked).toContainEqual(['repeated', 'the the']);
    expect(marked.filter(([kind, word]) => kind === 'repeated' && word === 'method')).toHaveLength(4);
  });

  it('shades long sentences only', () => {
    expect(report.sentenceHighlights).toEqual([]);
    const long = `${'We read '.repeat(14).trim()}.`;
    const withLong = checkEssay(`Short. ${long}`);
    expect(withLong.sentenceHighlights.map((r) => `Short. ${long}`.slice(r.start, r.end))).toEqual([long]);
  });

  it('every highlight lies inside the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (any) => {
        const r = checkEssay(any);
        for (const range of [...r.sentenceHighlights, ...r.wordHighlights]) {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThanOrEqual(any.length);
          expect(range.end).toBeGreaterThan(range.start);
        }
      }),
    );
  });
});

describe('describeGradeLevel', () => {
  it.each([
    [3, 'Primary school level: easy for almost any reader'],
    [7.9, 'Middle school level (ages 11 to 14)'],
    [12.4, 'Secondary school level (ages 14 to 18)'],
    [15, 'University level'],
    [19, 'Postgraduate level: hard going for most readers'],
  ])('grade %d reads as %j', (grade, words) => {
    expect(describeGradeLevel(grade)).toBe(words);
  });
});
