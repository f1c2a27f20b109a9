import { describe, expect, it } from 'vitest';
import { compareWithSources, formatPercent, PLAGIARISM_MESSAGES, validateComparison } from './model';

const SOURCE =
  'Sleep matters. Research shows that students who sleep at least eight hours remember more of what they studied.';
const TEXT = 'In my view, research shows that students who sleep at least eight hours remember more, and I agree.';

describe('validateComparison', () => {
  it('asks for the text and for at least one source', () => {
    expect(validateComparison('  ', ['', ' '])).toEqual({
      text: PLAGIARISM_MESSAGES.emptyText,
      sources: PLAGIARISM_MESSAGES.noSource,
    });
    expect(validateComparison(TEXT, ['\n'])).toEqual({ sources: PLAGIARISM_MESSAGES.noSource });
  });

  it('asks for enough words to make a shared run', () => {
    expect(validateComparison('Too short here.', [SOURCE])).toEqual({ text: PLAGIARISM_MESSAGES.shortText });
  });

  it('accepts a text with one filled source among blank ones', () => {
    expect(validateComparison(TEXT, ['', SOURCE])).toBeNull();
  });
});

describe('compareWithSources', () => {
  it('keeps each source under its own number and skips blank ones', () => {
    const result = compareWithSources(TEXT, ['', SOURCE, 'Bananas are yellow and grow in warm places.']);
    expect(result.compared).toBe(2);
    expect(result.sources.map((s) => [s.number, s.match?.percent ?? null])).toEqual([
      [1, null],
      [2, result.report.overallPercent],
      [3, 0],
    ]);
    expect(result.report.overallPercent).toBeGreaterThan(0);
    const passage = result.sources[1]!.match!.passages[0]!;
    expect(TEXT.slice(passage.start, passage.end)).toBe(
      'research shows that students who sleep at least eight hours remember more',
    );
  });

  it('counts the shared words of the text', () => {
    const result = compareWithSources(TEXT, [SOURCE]);
    expect(result.sharedWords).toBe(result.sources[0]!.match!.sharedWords);
    expect(result.sharedWords).toBe(12);
    expect(compareWithSources(TEXT, ['nothing alike at all here, truly none']).sharedWords).toBe(0);
  });
});

it('formats percentages with at most one decimal', () => {
  expect(formatPercent(0)).toBe('0%');
  expect(formatPercent(55.6)).toBe('55.6%');
  expect(formatPercent(100)).toBe('100%');
});
