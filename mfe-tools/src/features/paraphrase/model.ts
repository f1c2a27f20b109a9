/** The paraphraser's page-side logic: choosing alternatives and reading back the text. */
import type { ParaphraseSegment } from '@shared/contracts';

export const PARAPHRASE_ERROR_MESSAGE = 'Error paraphrasing the text. Please try again later.';
/** The hidden intent the paraphraser posts with when it is sent natively (before or without JavaScript). */
export const PARAPHRASE_INTENT = 'paraphrase';

export const MODE_DESCRIPTIONS = {
  standard: 'Keeps your register: each swap is the synonym closest in familiarity to your word.',
  fluent: 'Plainer wording: the most familiar synonym, and plain words for stiff ones (“in order to” becomes “to”).',
  formal:
    'More formal wording: Latinate synonyms, no contractions, one verb for a phrasal one (“find out” becomes “discover”).',
} as const;

export type ParaphraseMode = keyof typeof MODE_DESCRIPTIONS;

export const MODE_LABELS: Record<ParaphraseMode, string> = {
  standard: 'Standard',
  fluent: 'Fluent',
  formal: 'Formal',
};

/** The output text: every segment as it stands. */
export function segmentsToText(segments: readonly ParaphraseSegment[]): string {
  return segments.map((s) => s.text).join('');
}

/** The alternatives offered for a changed segment: the original first, then the others, no repeats. */
export function choicesFor(segment: ParaphraseSegment): string[] {
  const seen = new Set<string>();
  const choices: string[] = [];
  for (const value of [segment.original ?? segment.text, ...segment.alternatives, segment.text]) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    choices.push(value);
  }
  return choices;
}

/**
 * Fixes each changed segment's list of choices as the api first gave it: the original, the
 * suggested word, then the others. The list then stays the same (and in the same order) whatever
 * the visitor picks, so the first suggestion can always be picked again.
 */
export function withStableChoices(segments: readonly ParaphraseSegment[]): ParaphraseSegment[] {
  return segments.map((segment) => {
    if (segment.original === undefined) return segment;
    const rest = segment.alternatives.filter((a) => a !== segment.original);
    return { ...segment, alternatives: choicesFor({ ...segment, alternatives: [segment.text, ...rest] }) };
  });
}

/** Picks another word for segment `index`; the segment stays marked as changed (with its original). */
export function chooseAlternative(
  segments: readonly ParaphraseSegment[],
  index: number,
  value: string,
): ParaphraseSegment[] {
  return segments.map((segment, i) => (i === index ? { ...segment, text: value } : segment));
}

/**
 * The api trims the text before it paraphrases it; this puts back the blank lines and spaces that
 * surrounded the visitor's text, so that the result (and what Copy copies) keeps its layout.
 */
export function keepSurroundingSpace(input: string, segments: readonly ParaphraseSegment[]): ParaphraseSegment[] {
  const rebuilt = segments.map((s) => s.original ?? s.text).join('');
  const trimmed = input.trim();
  if (rebuilt !== trimmed || trimmed === input) return [...segments];
  const lead = input.slice(0, input.length - input.trimStart().length);
  const tail = input.slice(lead.length + trimmed.length);
  return [
    ...(lead ? [{ text: lead, alternatives: [] }] : []),
    ...segments,
    ...(tail ? [{ text: tail, alternatives: [] }] : []),
  ];
}

/** Whether a segment was changed (and so is highlighted and clickable). */
export const isChanged = (segment: ParaphraseSegment) => segment.original !== undefined;

/** Whether the visitor put the original word back. */
export const isReverted = (segment: ParaphraseSegment) => isChanged(segment) && segment.text === segment.original;

/** How many words stand changed now (a word put back to its original no longer counts). */
export const changedNow = (segments: readonly ParaphraseSegment[]) =>
  segments.filter((s) => isChanged(s) && !isReverted(s)).length;
