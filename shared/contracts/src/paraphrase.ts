import * as z from 'zod/mini';
import { EnglishVariantSchema } from './grammar';

/**
 * The paraphrase endpoint (`POST {endpoints.api}/v1/paraphrase`): the text comes back as a list of
 * segments, so that changed words can be highlighted and swapped for an alternative in the page.
 */
export const PARAPHRASE_MAX_CHARS = 5_000;
/** 5000 as the pages write it ("5,000"); contracts format nothing else, so no formatter is imported. */
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
export const PARAPHRASE_MODES = ['standard', 'fluent', 'formal'] as const;

export const ParaphraseRequestSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter some text to paraphrase.'),
      z.maxLength(
        PARAPHRASE_MAX_CHARS,
        `Please keep the text under ${groupThousands(PARAPHRASE_MAX_CHARS)} characters.`,
      ),
    ),
  mode: z._default(z.enum(PARAPHRASE_MODES), 'standard'),
  /** The writer's English: synonyms come in its spelling ("colour" for en-GB). */
  language: z._default(EnglishVariantSchema, 'en-US'),
});
export type ParaphraseRequest = z.infer<typeof ParaphraseRequestSchema>;

export const ParaphraseSegmentSchema = z.object({
  /** The text as output (the replacement when changed). */
  text: z.string(),
  /** The original wording, present only when this segment was changed. */
  original: z.optional(z.string()),
  /** Other words that fit here, for the visitor to pick from (original included). */
  alternatives: z._default(z.array(z.string()), []),
});
export type ParaphraseSegment = z.infer<typeof ParaphraseSegmentSchema>;

export const ParaphraseResponseSchema = z.object({
  segments: z.array(ParaphraseSegmentSchema),
  changedCount: z.number().check(z.int(), z.nonnegative()),
});
export type ParaphraseResponse = z.infer<typeof ParaphraseResponseSchema>;
