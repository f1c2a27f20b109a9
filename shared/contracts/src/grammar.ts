import { z } from 'zod';

/** The LanguageTool `/v2/check` protocol, as far as this site uses it. */
export const GRAMMAR_MAX_CHARS = 20_000;

/** The English variants the tools check and write in, as LanguageTool names them. */
export const ENGLISH_VARIANTS = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN'] as const;
export const EnglishVariantSchema = z.enum(ENGLISH_VARIANTS);
export type EnglishVariant = z.infer<typeof EnglishVariantSchema>;
/** The variant used when none is chosen. */
export const GRAMMAR_LANGUAGE: EnglishVariant = 'en-US';

export const GrammarMatchSchema = z.object({
  message: z.string(),
  shortMessage: z.string().default(''),
  replacements: z.array(z.object({ value: z.string() })).default([]),
  /** UTF-16 code-unit offset into the checked text, as JavaScript strings count. */
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  context: z.object({ text: z.string(), offset: z.number().int(), length: z.number().int() }).optional(),
  sentence: z.string().optional(),
  rule: z
    .object({
      id: z.string(),
      description: z.string(),
      issueType: z.string().optional(),
      category: z.object({ id: z.string(), name: z.string() }),
    })
    .optional(),
});
export type GrammarMatch = z.infer<typeof GrammarMatchSchema>;

export const GrammarResponseSchema = z.object({ matches: z.array(GrammarMatchSchema) });
export type GrammarResponse = z.infer<typeof GrammarResponseSchema>;
