/** Splits a text into plain and marked pieces for highlighting, from UTF-16 offset ranges. */

export interface TextRange {
  /** UTF-16 offset of the first code unit, as JavaScript strings count. */
  start: number;
  /** UTF-16 offset just past the last code unit. */
  end: number;
}

export interface TextSegment<T extends TextRange> {
  text: string;
  start: number;
  /** The range this piece belongs to, or null for unmarked text. */
  range: T | null;
}

/**
 * Cuts `text` at the ranges. Ranges outside the text are clipped, empty ones dropped, and a range
 * that overlaps an earlier one is trimmed so that each character belongs to one piece at most.
 */
export function segmentText<T extends TextRange>(text: string, ranges: readonly T[]): TextSegment<T>[] {
  const sorted = [...ranges]
    .map((range) => ({ range, start: clamp(range.start, text.length), end: clamp(range.end, text.length) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment<T>[] = [];
  let cursor = 0;
  for (const { range, start: rawStart, end } of sorted) {
    const start = Math.max(rawStart, cursor);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), start: cursor, range: null });
    segments.push({ text: text.slice(start, end), start, range });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), start: cursor, range: null });
  return segments;
}

function clamp(value: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(value)), length);
}
