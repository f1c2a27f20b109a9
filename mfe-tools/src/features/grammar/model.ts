/** The grammar checker's text logic: usable matches, highlights, applying suggestions. */
import type { GrammarMatch } from '@shared/contracts';
import type { TextRange } from '../../lib/text-segments';

export const GRAMMAR_ERROR_MESSAGE = 'Error checking grammar. Please try again later.';
export const NO_ISSUES_MESSAGE = 'No issues found!';
/** The hidden intent the checker posts with when it is sent natively (before or without JavaScript). */
export const GRAMMAR_INTENT = 'grammar';

/** A match with its position as a text range (UTF-16 offsets, as the protocol gives them). */
export interface Issue extends TextRange {
  id: number;
  match: GrammarMatch;
}

/**
 * The matches that can be shown and applied: inside the text, non-empty, and not overlapping an
 * earlier one (the earlier match wins), in text order.
 */
export function toIssues(text: string, matches: readonly GrammarMatch[]): Issue[] {
  const sorted = matches
    .map((match, i) => ({ id: i, match, start: match.offset, end: match.offset + match.length }))
    .filter((issue) => issue.end <= text.length && issue.end > issue.start)
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const issues: Issue[] = [];
  let cursor = 0;
  for (const issue of sorted) {
    if (issue.start < cursor) continue;
    issues.push(issue);
    cursor = issue.end;
  }
  return issues;
}

/**
 * Applies one suggestion: replaces that issue's text, drops the issue, and moves the offsets of
 * the issues after it by the change in length.
 */
export function applySuggestion(
  text: string,
  issues: readonly Issue[],
  id: number,
  replacement: string,
): { text: string; issues: Issue[] } {
  const target = issues.find((issue) => issue.id === id);
  if (!target) return { text, issues: [...issues] };
  const delta = replacement.length - (target.end - target.start);
  return {
    text: text.slice(0, target.start) + replacement + text.slice(target.end),
    issues: issues
      .filter((issue) => issue.id !== id)
      .map((issue) =>
        issue.start >= target.end ? { ...issue, start: issue.start + delta, end: issue.end + delta } : issue,
      ),
  };
}

/** Applies the first suggestion of every issue that has one; issues without a suggestion stay. */
export function applyAll(text: string, issues: readonly Issue[]): { text: string; issues: Issue[] } {
  let result = { text, issues: [...issues] };
  // From the end backwards, so earlier offsets stay valid.
  for (const issue of [...issues].sort((a, b) => b.start - a.start)) {
    const first = issue.match.replacements[0];
    if (first) result = applySuggestion(result.text, result.issues, issue.id, first.value);
  }
  return result;
}

/** The highlighted text as it stands after suggestions were applied. */
export function issueText(text: string, issue: Issue): string {
  return text.slice(issue.start, issue.end);
}

/** The issues grouped by kind (the rule's category, such as "Grammar" or "Possible Typo"), in order of first appearance. */
export function groupIssues(issues: readonly Issue[]): { name: string; issues: Issue[] }[] {
  const groups = new Map<string, Issue[]>();
  for (const issue of issues) {
    const name = issue.match.rule?.category.name ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), issue]);
  }
  return [...groups].map(([name, members]) => ({ name, issues: members }));
}

/** An issue the writer chose to ignore: the same rule on the same words stays hidden after a re-check. */
export interface IgnoredIssue {
  ruleId: string | undefined;
  text: string;
}

export const ignoredFrom = (text: string, issue: Issue): IgnoredIssue => ({
  ruleId: issue.match.rule?.id,
  text: issueText(text, issue),
});

/** The issues that are not among those ignored. */
export function withoutIgnored(text: string, issues: readonly Issue[], ignored: readonly IgnoredIssue[]): Issue[] {
  return issues.filter(
    (issue) => !ignored.some((i) => i.ruleId === issue.match.rule?.id && i.text === issueText(text, issue)),
  );
}

export const hasFix = (issue: Issue) => issue.match.replacements.length > 0;

/**
 * After a fix at `position` and a fresh check: the issue to move on to, the first at or after
 * the fix (a follow-on fix of the same words comes first), else the last one.
 */
export function issueAfter(issues: readonly Issue[], position: number): Issue | undefined {
  return issues.find((issue) => issue.end > position) ?? issues[issues.length - 1];
}
