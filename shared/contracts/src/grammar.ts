import * as z from 'zod/mini';

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
  shortMessage: z._default(z.string(), ''),
  replacements: z._default(z.array(z.object({ value: z.string() })), []),
  /** UTF-16 code-unit offset into the checked text, as JavaScript strings count. */
  offset: z.number().check(z.int(), z.nonnegative()),
  length: z.number().check(z.int(), z.nonnegative()),
  context: z.optional(
    z.object({ text: z.string(), offset: z.number().check(z.int()), length: z.number().check(z.int()) }),
  ),
  sentence: z.optional(z.string()),
  rule: z.optional(
    z.object({
      id: z.string(),
      description: z.string(),
      issueType: z.optional(z.string()),
      category: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
});
export type GrammarMatch = z.infer<typeof GrammarMatchSchema>;

export const GrammarResponseSchema = z.object({ matches: z.array(GrammarMatchSchema) });
export type GrammarResponse = z.infer<typeof GrammarResponseSchema>;
