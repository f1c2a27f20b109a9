import type { Finding } from './finding';

/**
 * "A fix never makes the text worse": each sentence is checked again with every first fix
 * applied. What that second check finds and the first did not ("My friend and I has" after
 * "Me and my friend" → "My friend and I") is a follow-on of a fix; the two become one finding
 * whose fix does both ("Me and my friend has" → "My friend and I have"), so that neither
 * "Apply all" nor one accepted fix leaves a new error behind.
 */

interface Edit {
  finding: Finding;
  /** In the original text. */
  start: number;
  end: number;
  /** In the fixed sentence. */
  fixedStart: number;
  fixedEnd: number;
}

/** Checks a piece of text with the fast rules only (no harper.js, no new spelling suggestions). */
export type Recheck = (text: string) => Finding[];

const first = (finding: Finding) => finding.replacements[0];

/**
 * Findings of the sentence [start, end) (sorted, non-overlapping, from `mergeFindings`), with
 * follow-on fixes folded in.
 */
function settleSentence(text: string, start: number, end: number, findings: Finding[], recheck: Recheck): Finding[] {
  const edits: Edit[] = [];
  let fixed = '';
  let cursor = start;
  for (const finding of findings) {
    const value = first(finding);
    if (value === undefined || finding.offset < cursor) continue;
    fixed += text.slice(cursor, finding.offset);
    const fixedStart = fixed.length;
    fixed += value;
    edits.push({ finding, start: finding.offset, end: finding.end, fixedStart, fixedEnd: fixed.length });
    cursor = finding.end;
  }
  if (edits.length === 0) return findings;
  fixed += text.slice(cursor, end);

  /** A position of the fixed sentence in the original text (inside an edit: the edit's start or end). */
  const toOriginal = (position: number, side: 'start' | 'end'): number => {
    let base = start;
    let fixedBase = 0;
    for (const edit of edits) {
      if (position < edit.fixedStart || (side === 'end' && position === edit.fixedStart)) break;
      if (position < edit.fixedEnd) return side === 'start' ? edit.start : edit.end;
      base = edit.end;
      fixedBase = edit.fixedEnd;
    }
    return base + (position - fixedBase);
  };
  /** A position of the original text (never strictly inside an edit) in the fixed sentence. */
  const toFixed = (position: number): number => {
    let base = start;
    let fixedBase = 0;
    for (const edit of edits) {
      if (position <= edit.start) break;
      if (position < edit.end) return edit.fixedStart;
      base = edit.end;
      fixedBase = edit.fixedEnd;
    }
    return fixedBase + (position - base);
  };

  const originalSpans = findings.map((f) => [f.offset, f.end] as const);
  const result = new Map<Finding, Finding>(findings.map((f) => [f, f]));
  for (const next of recheck(fixed)) {
    const value = first(next);
    if (value === undefined) continue;
    const from = toOriginal(next.offset, 'start');
    const to = Math.max(from, toOriginal(next.end, 'end'));
    const touchesEdit = edits.some((edit) => next.offset < edit.fixedEnd && edit.fixedStart < next.end);
    // Already reported on the original words: not a follow-on.
    if (!touchesEdit && originalSpans.some(([s, e]) => s < Math.max(to, from + 1) && from < e)) continue;
    // The fix it follows from: the edit it overlaps, or else the nearest one.
    const cause = edits
      .filter((edit) => result.has(edit.finding))
      .sort(
        (a, b) =>
          Math.min(Math.abs(a.start - to), Math.abs(a.end - from)) -
          Math.min(Math.abs(b.start - to), Math.abs(b.end - from)),
      )[0];
    if (!cause) continue;
    const unionStart = Math.min(cause.start, from);
    const unionEnd = Math.max(cause.end, to);
    // Every edit inside the union is folded in too.
    const inside = edits.filter((edit) => edit.start < unionEnd && unionStart < edit.end && result.has(edit.finding));
    const spanStart = Math.min(unionStart, ...inside.map((e) => e.start));
    const spanEnd = Math.max(unionEnd, ...inside.map((e) => e.end));
    const fixedFrom = toFixed(spanStart);
    const fixedTo = toFixed(spanEnd);
    const twiceFixed = fixed.slice(0, next.offset) + value + fixed.slice(next.end);
    const combined = twiceFixed.slice(fixedFrom, fixedTo + value.length - (next.end - next.offset));
    const leader = cause.finding;
    const merged: Finding = {
      ...leader,
      offset: spanStart,
      end: spanEnd,
      actual: text.slice(spanStart, spanEnd),
      replacements: [combined],
      message: `${leader.message} ${next.message}`,
    };
    for (const edit of inside) result.delete(edit.finding);
    result.set(merged, merged);
  }
  return [...result.values()].sort((a, b) => a.offset - b.offset);
}

/** Every sentence with a fixable finding, checked again with its fixes applied. */
export function settleFollowOns(
  text: string,
  findings: readonly Finding[],
  sentences: readonly [number, number][],
  recheck: Recheck,
): Finding[] {
  const out: Finding[] = [];
  let index = 0;
  const sorted = [...findings].sort((a, b) => a.offset - b.offset);
  // A corrected spelling seldom changes the grammar around it: only sentences with another kind of
  // fix are checked again, which keeps the second look cheap on essays full of typos.
  const worthRechecking = (inSentence: Finding[]) =>
    inSentence.some((f) => first(f) !== undefined && f.rule.typeName !== 'UnknownWord');
  for (const [start, end] of sentences) {
    const inSentence: Finding[] = [];
    while (index < sorted.length && sorted[index]!.offset < end) {
      const finding = sorted[index]!;
      if (finding.offset >= start && finding.end <= end) inSentence.push(finding);
      else out.push(finding);
      index += 1;
    }
    out.push(...(worthRechecking(inSentence) ? settleSentence(text, start, end, inSentence, recheck) : inSentence));
  }
  out.push(...sorted.slice(index));
  return out.sort((a, b) => a.offset - b.offset);
}
