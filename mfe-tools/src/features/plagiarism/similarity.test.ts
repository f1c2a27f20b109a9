import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../../lib/words';
import { compareTexts, SHINGLE_SIZE } from './similarity';

const wordArb = fc.constantFrom(
  'the',
  'study',
  'shows',
  'that',
  'students',
  'learn',
  'better',
  'when',
  'they',
  'sleep',
  'well',
  'and',
  'exercise',
  'often',
  'during',
  'exam',
  'season',
  'results',
  'improve',
  'across',
  'all',
  'groups',
);
const textArb = fc.array(wordArb, { minLength: 0, maxLength: 60 }).map((words) => words.join(' '));
const norm = (s: string) =>
  tokenizeWords(s)
    .map((t) => t.norm)
    .join(' ');

describe('compareTexts', () => {
  const source =
    'Sleep matters. Research shows that students who sleep at least eight hours remember more of what they studied.';

  it('finds the shared wording and where it is in the source', () => {
    const text = 'My essay argues that students who sleep at least eight hours remember more, which is my own view.';
    const report = compareTexts(text, [source]);
    const [match] = report.sources;
    expect(match?.passages).toHaveLength(1);
    const passage = match!.passages[0]!;
    expect(text.slice(passage.start, passage.end)).toBe('that students who sleep at least eight hours remember more');
    expect(source.slice(passage.sourceStart, passage.sourceEnd)).toBe(
      'that students who sleep at least eight hours remember more',
    );
    expect(passage.wordCount).toBe(10);
    expect(match?.percent).toBe(55.6);
    expect(report.overallPercent).toBe(match?.percent);
  });

  it('ignores case, punctuation and curly apostrophes', () => {
    const report = compareTexts("It's THE students, who sleep; at least eight!", [
      'it’s the students who sleep at least eight',
    ]);
    expect(report.overallPercent).toBe(100);
  });

  it('reports each source separately and the union overall', () => {
    const text = 'one two three four five six seven eight nine ten';
    const report = compareTexts(text, [
      'one two three four five',
      'six seven eight nine ten',
      'nothing in common here at all',
    ]);
    expect(report.sources.map((s) => s.percent)).toEqual([50, 50, 0]);
    expect(report.overallPercent).toBe(100);
    expect(report.highlights).toEqual([{ start: 0, end: text.length }]);
  });

  it('handles empty and short texts', () => {
    expect(compareTexts('', ['anything']).overallPercent).toBe(0);
    expect(compareTexts('too short', ['too short']).overallPercent).toBe(0);
  });

  it('a text compared with itself is 100% (property)', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const words = tokenizeWords(text).length;
        const report = compareTexts(text, [text]);
        expect(report.overallPercent).toBe(words >= SHINGLE_SIZE ? 100 : 0);
      }),
    );
  });

  it('percentages stay in range, the union is at least each source, and every passage is really in its source (property)', () => {
    fc.assert(
      fc.property(textArb, fc.array(textArb, { minLength: 1, maxLength: 3 }), (text, sources) => {
        const report = compareTexts(text, sources);
        for (const match of report.sources) {
          expect(match.percent).toBeGreaterThanOrEqual(0);
          expect(match.percent).toBeLessThanOrEqual(100);
          expect(report.overallPercent).toBeGreaterThanOrEqual(match.percent);
          for (const passage of match.passages) {
            expect(passage.wordCount).toBeGreaterThanOrEqual(SHINGLE_SIZE);
            const shared = norm(text.slice(passage.start, passage.end));
            expect(` ${norm(sources[match.sourceIndex]!)} `).toContain(
              ` ${norm(shared.split(' ').slice(0, SHINGLE_SIZE).join(' '))} `,
            );
          }
        }
        expect(report.overallPercent).toBeLessThanOrEqual(
          Math.min(100, report.sources.reduce((sum, s) => sum + s.percent, 0) + 0.1 * report.sources.length),
        );
      }),
    );
  });

  it('texts with no words in common share nothing (property)', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const other = text.replace(/[a-z]+/g, (w) => `${w}x`);
        expect(compareTexts(text, [other]).overallPercent).toBe(0);
      }),
    );
  });
});
