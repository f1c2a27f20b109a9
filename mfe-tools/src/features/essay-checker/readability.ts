/** Counts and readability scores of an essay: words, sentences, paragraphs, syllables, Flesch scores. */
import type { TextRange } from '../../lib/text-segments';
import { tokenizeWords, type WordToken } from '../../lib/words';

/** Silent-reading speed of adults reading non-fiction, in words per minute. */
export const READING_WORDS_PER_MINUTE = 238;

export interface Sentence extends TextRange {
  text: string;
  words: WordToken[];
}

export interface Readability {
  words: number;
  sentences: number;
  paragraphs: number;
  syllables: number;
  characters: number;
  /** Whole minutes, at least 1 for any text. */
  readingMinutes: number;
  /** Flesch reading ease: higher is easier (about 60–70 is plain English). */
  readingEase: number;
  /** Flesch–Kincaid grade level: the US school grade needed to follow the text. */
  gradeLevel: number;
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'al',
  'fig',
  'no',
  'vol',
  'pp',
  'approx',
]);

/** Splits into sentences at . ! ? (and line breaks), keeping offsets into the original text. */
export function splitSentences(text: string): Sentence[] {
  const tokens = tokenizeWords(text);
  const sentences: Sentence[] = [];
  let current: WordToken[] = [];
  const close = () => {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last) {
      let end = last.end;
      while (end < text.length && /[.!?…"'”’)\]]/.test(text[end] ?? '')) end += 1;
      sentences.push({ start: first.start, end, text: text.slice(first.start, end), words: current });
    }
    current = [];
  };
  tokens.forEach((token, i) => {
    current.push(token);
    const next = tokens[i + 1];
    const gap = text.slice(token.end, next ? next.start : text.length);
    const terminal = /[.!?…]/.test(gap) || /\n/.test(gap);
    if (!terminal) return;
    const isAbbreviation =
      gap.trimEnd() === '.' && ABBREVIATIONS.has(token.norm) && next !== undefined && !/\n/.test(gap);
    const nextStartsLower = next !== undefined && /^\p{Ll}/u.test(next.text) && !/[!?\n]/.test(gap);
    if (!isAbbreviation && !nextStartsLower) close();
  });
  close();
  return sentences;
}

export function countParagraphs(text: string): number {
  return text.split(/\n/).filter((line) => /[\p{L}\p{N}]/u.test(line)).length;
}

/**
 * Syllables of an English word, estimated: vowel groups, minus silent endings (-e, -es, -ed), plus
 * the common vowel pairs that are said as two (gi-ant, ra-di-o, go-ing).
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return /\d/.test(word) ? Math.max(1, word.replace(/\D/g, '').length) : 0;
  if (w.length <= 3) return 1;
  const stem = w
    .replace(/([^aeiouy])es$/, (m, c: string) => (/[sxz]|ch|sh|ge|ce/.test(w.slice(-4, -2)) ? m : c))
    .replace(/([^aeiouytd])ed$/, '$1')
    .replace(/([^aeiouyl])e$/, '$1')
    .replace(/^y/, '');
  const groups = stem.match(/[aeiouy]+/g)?.length ?? 0;
  const split = stem.match(/ia|iu|ua|uo|io(?!n)|[aeiouy]ing|ea$/g)?.length ?? 0;
  return Math.max(1, groups + split);
}

export function readability(text: string): Readability {
  const tokens = tokenizeWords(text);
  const sentences = splitSentences(text).length;
  const words = tokens.length;
  const syllables = tokens.reduce((n, t) => n + Math.max(1, countSyllables(t.text)), 0);
  const wordsPerSentence = sentences === 0 ? 0 : words / sentences;
  const syllablesPerWord = words === 0 ? 0 : syllables / words;
  return {
    words,
    sentences,
    paragraphs: countParagraphs(text),
    syllables,
    characters: text.replace(/\s/g, '').length,
    readingMinutes: words === 0 ? 0 : Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE)),
    readingEase: words === 0 ? 0 : round1(206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord),
    gradeLevel: words === 0 ? 0 : round1(0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59),
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The usual reading of a Flesch reading-ease score. */
export function describeReadingEase(score: number): string {
  if (score >= 90) return 'Very easy to read';
  if (score >= 80) return 'Easy to read';
  if (score >= 70) return 'Fairly easy to read';
  if (score >= 60) return 'Plain English';
  if (score >= 50) return 'Fairly difficult to read';
  if (score >= 30) return 'Difficult to read (typical of academic writing)';
  return 'Very difficult to read';
}

/** The Flesch–Kincaid grade in plain words: who can follow a text written at that level. */
export function describeGradeLevel(grade: number): string {
  if (grade < 6) return 'Primary school level: easy for almost any reader';
  if (grade < 9) return 'Middle school level (ages 11 to 14)';
  if (grade < 13) return 'Secondary school level (ages 14 to 18)';
  if (grade < 17) return 'University level';
  return 'Postgraduate level: hard going for most readers';
}
