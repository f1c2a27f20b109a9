/** Builds an essay outline from a topic, an essay type and a word count. */
import * as z from 'zod/mini';
import { formatNumber } from '@shared/domain/format';
import { ESSAY_TYPES, OUTLINE_SECTIONS, promptsFor, type OutlineSectionId } from '../../content/essay-outline';

export const MIN_WORDS = 100;
export const MAX_WORDS = 10_000;
export const TOPIC_MAX_LENGTH = 200;
export const TOPIC_MESSAGE = 'Please enter a topic.';
export const WORD_COUNT_MESSAGE = `Please enter a word count between ${MIN_WORDS} and ${formatNumber(MAX_WORDS)}.`;
/** Words per body paragraph the paragraph suggestion assumes. */
const WORDS_PER_PARAGRAPH = 150;

const essayTypeIds = ESSAY_TYPES.map((t) => t.id) as [
  (typeof ESSAY_TYPES)[number]['id'],
  ...(typeof ESSAY_TYPES)[number]['id'][],
];

export const OutlineInputSchema = z.object({
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, TOPIC_MESSAGE),
      z.maxLength(TOPIC_MAX_LENGTH, `Please keep the topic under ${TOPIC_MAX_LENGTH} characters.`),
    ),
  type: z.enum(essayTypeIds),
  wordCount: z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, WORD_COUNT_MESSAGE)), z.transform(Number)),
    z.number().check(z.int(), z.minimum(MIN_WORDS, WORD_COUNT_MESSAGE), z.maximum(MAX_WORDS, WORD_COUNT_MESSAGE)),
  ),
});
export type OutlineInput = z.output<typeof OutlineInputSchema>;

export interface OutlineSection {
  id: OutlineSectionId;
  title: string;
  percent: number;
  words: number;
  paragraphs: number;
  prompts: string[];
}

export interface Outline {
  topic: string;
  typeLabel: string;
  wordCount: number;
  sections: OutlineSection[];
}

/**
 * Splits `total` by the percentages with the largest-remainder method, so the parts are whole
 * numbers that add up to exactly `total` and each is within one word of its exact share.
 */
export function allocateWords(total: number, percents: readonly number[]): number[] {
  const exact = percents.map((p) => (total * p) / 100);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export function buildOutline(input: OutlineInput): Outline {
  const words = allocateWords(
    input.wordCount,
    OUTLINE_SECTIONS.map((s) => s.percent),
  );
  const topic = input.topic.trim();
  return {
    topic,
    typeLabel: ESSAY_TYPES.find((t) => t.id === input.type)?.label ?? input.type,
    wordCount: input.wordCount,
    sections: OUTLINE_SECTIONS.map((section, i) => {
      const sectionWords = words[i] ?? 0;
      return {
        id: section.id,
        title: section.title,
        percent: section.percent,
        words: sectionWords,
        paragraphs: Math.max(1, Math.round(sectionWords / WORDS_PER_PARAGRAPH)),
        prompts: promptsFor(input.type, section.id).map((p) => p.replaceAll('{topic}', topic)),
      };
    }),
  };
}

/** The outline as plain text, for copying and for the .txt download. */
export function outlineToText(outline: Outline): string {
  const lines = [
    `Essay outline: ${outline.topic}`,
    `${outline.typeLabel} essay, about ${formatNumber(outline.wordCount)} words`,
    '',
  ];
  outline.sections.forEach((section, i) => {
    const paragraphs = `${section.paragraphs} paragraph${section.paragraphs === 1 ? '' : 's'}`;
    lines.push(`${i + 1}. ${section.title} (${section.percent}%, about ${section.words} words, ${paragraphs})`);
    for (const prompt of section.prompts) lines.push(`   - ${prompt}`);
    lines.push('');
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A safe file name: `essay-outline-climate-change.txt`. */
export function outlineFileName(topic: string): string {
  const slug = topic
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `essay-outline${slug ? `-${slug}` : ''}.txt`;
}
