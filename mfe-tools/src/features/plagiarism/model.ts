/** The similarity checker's page-side logic: what counts as valid input, and the report per numbered source. */
import { formatNumber } from '@shared/domain/format';
import { tokenizeWords } from '../../lib/words';
import { compareTexts, SHINGLE_SIZE, type SimilarityReport, type SourceMatch } from './similarity';

/** The hidden intent the checker posts with when it is sent natively (before or without JavaScript). */
export const PLAGIARISM_INTENT = 'plagiarism';

/** More sources than this make the page unwieldy; compare in rounds instead. */
export const MAX_SOURCES = 10;

export const PLAGIARISM_MESSAGES = {
  emptyText: 'Please enter your text to check.',
  shortText: `Please enter at least ${SHINGLE_SIZE} words: wording counts as shared when ${SHINGLE_SIZE} or more words in a row match.`,
  noSource: 'Please paste at least one source to compare your text with.',
} as const;

export interface ComparisonErrors {
  /** For the "Your text" field. */
  text?: string;
  /** For the first source field, when no source has any text. */
  sources?: string;
}

const isBlank = (value: string) => value.trim() === '';

/** What is wrong with the input, or null when it can be compared. */
export function validateComparison(text: string, sources: readonly string[]): ComparisonErrors | null {
  const errors: ComparisonErrors = {};
  if (isBlank(text)) errors.text = PLAGIARISM_MESSAGES.emptyText;
  else if (tokenizeWords(text).length < SHINGLE_SIZE) errors.text = PLAGIARISM_MESSAGES.shortText;
  if (sources.every(isBlank)) errors.sources = PLAGIARISM_MESSAGES.noSource;
  return errors.text || errors.sources ? errors : null;
}

export interface SourceResult {
  /** The source's number as labelled on the page ("Source 2" is 2). */
  number: number;
  /** The comparison with this source; null for a blank source, which is skipped. */
  match: SourceMatch | null;
}

export interface ComparisonResult {
  report: SimilarityReport;
  /** Words of the text inside wording shared with any source. */
  sharedWords: number;
  sources: SourceResult[];
  /** How many sources had text and were compared. */
  compared: number;
}

/** Compares the text with every source that has text; blank sources keep their number and are reported as skipped. */
export function compareWithSources(text: string, sources: readonly string[]): ComparisonResult {
  const filled = sources.flatMap((source, index) => (isBlank(source) ? [] : [{ source, index }]));
  const report = compareTexts(
    text,
    filled.map((f) => f.source),
  );
  const byIndex = new Map(filled.map((f, i) => [f.index, report.sources[i] ?? null]));
  // Highlights and tokens are both in text order: one pass counts the words inside them.
  let sharedWords = 0;
  let h = 0;
  for (const token of tokenizeWords(text)) {
    while (h < report.highlights.length && report.highlights[h]!.end < token.end) h += 1;
    const range = report.highlights[h];
    if (range && token.start >= range.start) sharedWords += 1;
  }
  return {
    report,
    sharedWords,
    sources: sources.map((_, index) => ({ number: index + 1, match: byIndex.get(index) ?? null })),
    compared: filled.length,
  };
}

/** A percentage as the page shows it: at most one decimal, "0%" for nothing shared. */
export function formatPercent(value: number): string {
  return `${formatNumber(value, { maxFractionDigits: 1 })}%`;
}
