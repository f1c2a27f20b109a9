/** The essay checker's in-browser report: counts and scores, style flags and what to highlight. */
import type { TextRange } from '../../lib/text-segments';
import { tokenizeWords } from '../../lib/words';
import { readability, type Readability } from './readability';
import { checkStyle, type StyleReport } from './style';

/** The hidden intent the checker posts with when it is sent natively (before or without JavaScript). */
export const ESSAY_INTENT = 'essay-check';

export const BLANK_ESSAY_MESSAGE = 'Please paste or type your essay first.';

export type FlagKind = 'passive' | 'repeated';

export interface Flag extends TextRange {
  kind: FlagKind;
}

export interface EssayReport {
  readability: Readability;
  style: StyleReport;
  /** Long sentences, highlighted as whole stretches. */
  sentenceHighlights: TextRange[];
  /** Passive verbs and each use of an over-used or doubled word, highlighted inside the sentences. */
  wordHighlights: Flag[];
}

/** Everything the checker reports about `text` except grammar, which comes from the grammar service. */
export function checkEssay(text: string): EssayReport {
  const style = checkStyle(text);
  const overused = new Set(style.repeated.map((r) => r.word));
  const repeated: Flag[] = tokenizeWords(text)
    .filter((token) => overused.has(token.norm))
    .map(({ start, end }) => ({ start, end, kind: 'repeated' }));
  const doubled: Flag[] = style.doubled.map(({ start, end }) => ({ start, end, kind: 'repeated' }));
  const passive: Flag[] = style.passive.map(({ start, end }) => ({ start, end, kind: 'passive' }));
  return {
    readability: readability(text),
    style,
    sentenceHighlights: style.longSentences.map(({ start, end }) => ({ start, end })),
    wordHighlights: [...passive, ...doubled, ...repeated],
  };
}
