import { z } from 'zod';

/**
 * The labelled evaluation sets (see README.md beside this file): parsing, and scoring a
 * checker's matches against the labels.
 */
export const LanguageSchema = z.enum(['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN']);

export interface LabelledError {
  start: number;
  end: number;
  /** The whole sentence as it reads when this error is fixed, once per acceptable fix. */
  corrected: string[];
}

export interface LabelledSentence {
  line: number;
  category: string;
  language: z.infer<typeof LanguageSchema>;
  text: string;
  errors: LabelledError[];
}

const ERROR = /\[([^\]]*?)->([^\]]*)\]/g;
const HEADER = /^([a-z-]+)(?: (\S+))?$/;

/** Parses a set; throws with the line number on a malformed line. */
export function parseSet(source: string): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.startsWith('#')) return;
    const split = raw.indexOf(' | ');
    const header = HEADER.exec(raw.slice(0, split));
    if (split === -1 || !header) throw new Error(`line ${line}: expected "category [language] | sentence"`);
    const language = LanguageSchema.safeParse(header[2] ?? 'en-US');
    if (!language.success) throw new Error(`line ${line}: unknown language ${header[2]}`);
    const marked = raw.slice(split + 3);
    let text = '';
    let cursor = 0;
    const spans: { start: number; end: number; fixes: string[] }[] = [];
    for (const match of marked.matchAll(ERROR)) {
      text += marked.slice(cursor, match.index);
      const start = text.length;
      text += match[1];
      spans.push({ start, end: text.length, fixes: match[2]!.split('|') });
      cursor = match.index + match[0].length;
    }
    text += marked.slice(cursor);
    if (/[[\]]/.test(text)) throw new Error(`line ${line}: unbalanced brackets`);
    const category = header[1]!;
    if ((category === 'correct') !== (spans.length === 0)) {
      throw new Error(`line ${line}: a "correct" sentence has no error and every other sentence has one`);
    }
    const errors = spans.map(({ start, end, fixes }) => ({
      start,
      end,
      corrected: fixes.map((fix) => text.slice(0, start) + fix + text.slice(end)),
    }));
    sentences.push({ line, category, language: language.data, text, errors });
  });
  return sentences;
}

export interface Match {
  offset: number;
  length: number;
  replacements: { value: string }[];
  rule?: { id: string } | undefined;
}

export interface Tally {
  sentences: number;
  errors: number;
  detected: number;
  corrected: number;
  matches: number;
  /** Matches that overlap a labelled error. */
  trueMatches: number;
  /** Matches on sentences labelled correct. */
  falseAlarms: number;
  correctSentences: number;
}

export const emptyTally = (): Tally => ({
  sentences: 0,
  errors: 0,
  detected: 0,
  corrected: 0,
  matches: 0,
  trueMatches: 0,
  falseAlarms: 0,
  correctSentences: 0,
});

const overlaps = (match: Match, error: LabelledError) =>
  match.offset < error.end && error.start < match.offset + Math.max(match.length, 1);

const apply = (text: string, match: Match, value: string) =>
  text.slice(0, match.offset) + value + text.slice(match.offset + match.length);

/** Scores one sentence's matches into `tally`; returns what was missed and what was wrongly flagged. */
export function score(sentence: LabelledSentence, matches: readonly Match[], tally: Tally) {
  tally.sentences += 1;
  tally.matches += matches.length;
  const missed: LabelledError[] = [];
  const uncorrected: LabelledError[] = [];
  for (const error of sentence.errors) {
    tally.errors += 1;
    const found = matches.filter((match) => overlaps(match, error));
    if (found.length === 0) {
      missed.push(error);
      continue;
    }
    tally.detected += 1;
    const fixed = found.some((match) =>
      match.replacements.slice(0, 3).some(({ value }) => error.corrected.includes(apply(sentence.text, match, value))),
    );
    if (fixed) tally.corrected += 1;
    else uncorrected.push(error);
  }
  const spurious = matches.filter((match) => !sentence.errors.some((error) => overlaps(match, error)));
  tally.trueMatches += matches.length - spurious.length;
  if (sentence.errors.length === 0) {
    tally.correctSentences += 1;
    tally.falseAlarms += matches.length;
  }
  return { missed, uncorrected, spurious };
}

export const ratio = (part: number, whole: number) => (whole === 0 ? undefined : part / whole);
