import { describe, expect, it } from 'vitest';
import { emptyTally, parseSet, score } from './evaluation';

describe('evaluation sets', () => {
  it('parses labels into spans and corrected sentences', () => {
    const [wrong, right] = parseSet(
      '# comment\nagreement en-GB | They [was->were|are] late.\ncorrect | All is well.\n',
    );
    expect(wrong).toMatchObject({ line: 2, category: 'agreement', language: 'en-GB', text: 'They was late.' });
    expect(wrong!.errors).toEqual([{ start: 5, end: 8, corrected: ['They were late.', 'They are late.'] }]);
    expect(right).toMatchObject({ category: 'correct', language: 'en-US', errors: [] });
  });

  it('rejects malformed lines with their number', () => {
    expect(() => parseSet('agreement | no error marked')).toThrow(/line 1/);
    expect(() => parseSet('correct | one [bad->good] error')).toThrow(/line 1/);
    expect(() => parseSet('spelling xx-XX | [teh->the]')).toThrow(/unknown language/);
  });

  it('scores detection by overlap, correction by the first three fixes, and false alarms', () => {
    const [error, clean] = parseSet('agreement | They [was->were] late.\ncorrect | All is well.');
    const tally = emptyTally();
    score(
      error!,
      [{ offset: 5, length: 3, replacements: [{ value: 'is' }, { value: 'are' }, { value: 'were' }] }],
      tally,
    );
    score(clean!, [{ offset: 0, length: 3, replacements: [] }], tally);
    expect(tally).toMatchObject({
      errors: 1,
      detected: 1,
      corrected: 1,
      matches: 2,
      trueMatches: 1,
      falseAlarms: 1,
      correctSentences: 1,
    });
    const late = emptyTally();
    score(
      error!,
      [{ offset: 5, length: 3, replacements: [{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'were' }] }],
      late,
    );
    expect(late).toMatchObject({ detected: 1, corrected: 0 });
  });
});
