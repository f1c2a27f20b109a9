import fc from 'fast-check';
import type { GrammarMatch } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyAll,
  applySuggestion,
  groupIssues,
  hasFix,
  ignoredFrom,
  issueAfter,
  issueText,
  toIssues,
  withoutIgnored,
} from './model';

const match = (offset: number, length: number, ...replacements: string[]): GrammarMatch => ({
  message: 'm',
  shortMessage: '',
  replacements: replacements.map((value) => ({ value })),
  offset,
  length,
});

/** A match for the first occurrence of `word` in `text`. */
const at = (text: string, word: string, ...replacements: string[]) =>
  match(text.indexOf(word), word.length, ...replacements);

describe('grammar issues', () => {
  it('highlights at UTF-16 offsets, so emoji and CRLF text line up', () => {
    const text = 'Great 😀 day.\r\nShe go to school 👩‍🎓 evry day.';
    const issues = toIssues(text, [at(text, 'go', 'goes'), at(text, 'evry', 'every')]);
    expect(issues.map((i) => issueText(text, i))).toEqual(['go', 'evry']);
    expect(applyAll(text, issues).text).toBe('Great 😀 day.\r\nShe goes to school 👩‍🎓 every day.');
  });

  it('drops matches outside the text, empty ones and overlaps', () => {
    const issues = toIssues('abc def', [match(0, 3), match(1, 2), match(4, 10), match(5, 0), match(4, 3)]);
    expect(issues.map((i) => [i.start, i.end])).toEqual([
      [0, 3],
      [4, 7],
    ]);
  });

  it('applies one suggestion and shifts the later issues', () => {
    const text = 'Ths is a a test.';
    const issues = toIssues(text, [at(text, 'Ths', 'This'), at(text, 'a a', 'a')]);
    const after = applySuggestion(text, issues, issues[0]!.id, 'This');
    expect(after.text).toBe('This is a a test.');
    expect(after.issues.map((i) => issueText(after.text, i))).toEqual(['a a']);
  });

  it('Apply all leaves issues without a suggestion in place', () => {
    const text = 'Teh cat sat.  It was fine.';
    const result = applyAll(text, toIssues(text, [at(text, 'Teh', 'The'), at(text, 'It')]));
    expect(result.text).toBe('The cat sat.  It was fine.');
    expect(result.issues.map((i) => issueText(result.text, i))).toEqual(['It']);
  });

  it('applying suggestions one by one in any order equals Apply all (property)', () => {
    const arb = fc
      .array(
        fc.tuple(
          fc.constantFrom('alpha', 'be', '😀x', 'cé', '\r\n'),
          fc.boolean(),
          fc.constantFrom('Z', '', '👍🏽', 'longer'),
        ),
        {
          minLength: 1,
          maxLength: 12,
        },
      )
      .chain((parts) => fc.tuple(fc.constant(parts), fc.shuffledSubarray(parts.map((_, i) => i))));
    fc.assert(
      fc.property(arb, ([parts, order]) => {
        let text = '';
        const matches: GrammarMatch[] = [];
        for (const [word, flagged, replacement] of parts) {
          if (flagged) matches.push(match(text.length, word.length, replacement));
          text += `${word} `;
        }
        const issues = toIssues(text, matches);
        const all = applyAll(text, issues).text;
        let state = { text, issues };
        for (const index of order) {
          const issue = issues[index];
          if (issue) state = applySuggestion(state.text, state.issues, issue.id, issue.match.replacements[0]!.value);
        }
        for (const issue of state.issues)
          state = applySuggestion(state.text, state.issues, issue.id, issue.match.replacements[0]!.value);
        expect(state.text).toBe(all);
      }),
    );
  });
});

describe('groupIssues', () => {
  it('groups by category in order of first appearance, uncategorised ones under Other', () => {
    const category = (name: string) => ({ id: name, description: '', category: { id: name.toUpperCase(), name } });
    const text = 'a b c d';
    const issues = toIssues(text, [
      { ...match(0, 1), rule: category('Grammar') },
      { ...match(2, 1), rule: category('Possible Typo') },
      match(4, 1),
      { ...match(6, 1), rule: category('Grammar') },
    ]);
    expect(groupIssues(issues).map((g) => [g.name, g.issues.map((i) => i.start)])).toEqual([
      ['Grammar', [0, 6]],
      ['Possible Typo', [2]],
      ['Other', [4]],
    ]);
  });
});

describe('re-checked issues', () => {
  it('keeps ignored issues hidden by rule and words, and finds the issue after a fix', () => {
    const text = 'Their is many reasons, and teh end.';
    const rule = { id: 'R', description: '', issueType: 'grammar', category: { id: 'GRAMMAR', name: 'Grammar' } };
    const issues = toIssues(text, [
      { ...at(text, 'is', 'are'), rule },
      { ...at(text, 'teh', 'the'), rule },
      at(text, 'end'),
    ]);
    const ignored = [ignoredFrom(text, issues[1]!)];
    expect(withoutIgnored(text, issues, ignored).map((i) => issueText(text, i))).toEqual(['is', 'end']);
    expect(issues.filter(hasFix).map((i) => issueText(text, i))).toEqual(['is', 'teh']);
    expect(issueText(text, issueAfter(issues, 9)!)).toBe('teh');
    expect(issueText(text, issueAfter(issues, 100)!)).toBe('end');
    expect(issueAfter([], 0)).toBeUndefined();
  });
});
