/** Word tokens with their UTF-16 offsets, shared by the text tools. */

export interface WordToken {
  /** The word as written. */
  text: string;
  /** Lower-cased, with typographic apostrophes made plain: the form used for comparing. */
  norm: string;
  start: number;
  end: number;
}

// Letters and digits, keeping inner apostrophes and hyphens (don't, well-known, 3.5 stays one number).
const WORD = /[\p{L}\p{N}]+(?:[’'\-.][\p{L}\p{N}]+)*/gu;

export function tokenizeWords(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const raw = match[0];
    tokens.push({ text: raw, norm: raw.toLowerCase().replace(/’/g, "'"), start, end: start + raw.length });
  }
  return tokens;
}
