/**
 * LanguageTool's `context` (the match with some text either side, "..." where cut) and `sentence`.
 * All offsets count UTF-16 code units, as JavaScript strings do, so they index the text directly.
 */
export const CONTEXT_CHARS = 40;

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut point off the middle of a surrogate pair (an emoji is two code units). */
function safeCut(text: string, index: number, direction: -1 | 1): number {
  if (index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))) return index + direction;
  return index;
}

export function contextOf(text: string, offset: number, length: number, size = CONTEXT_CHARS) {
  const start = safeCut(text, Math.max(0, offset - size), -1);
  const end = safeCut(text, Math.min(text.length, offset + length + size), 1);
  const prefix = start > 0 ? '...' : '';
  const suffix = end < text.length ? '...' : '';
  // Line breaks and tabs become spaces one for one, so the offsets stay true.
  const body = text.slice(start, end).replace(/[\r\n\t]/g, ' ');
  return { text: prefix + body + suffix, offset: prefix.length + offset - start, length };
}

/**
 * The sentence around an offset, among sorted, non-overlapping [start, end) spans; for an offset
 * between sentences (extra spaces), the sentence before it.
 */
export function sentenceAt(spans: readonly [number, number][], text: string, offset: number): string | undefined {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = spans[middle]!;
    if (offset < start) high = middle - 1;
    else if (offset >= end) low = middle + 1;
    else return text.slice(start, end);
  }
  const before = spans[high];
  return before ? text.slice(before[0], before[1]) : undefined;
}
