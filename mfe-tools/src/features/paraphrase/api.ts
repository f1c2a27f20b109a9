/** The paraphrase call: `POST {endpoints.api}/v1/paraphrase`, contract in shared. */
import * as z from 'zod/mini';
import {
  ParaphraseRequestSchema,
  ParaphraseResponseSchema,
  PARAPHRASE_MAX_CHARS,
  type EnglishVariant,
  type ParaphraseResponse,
} from '@shared/contracts';
import { formatNumber } from '@shared/domain/format';
import { PARAPHRASE_ERROR_MESSAGE, type ParaphraseMode } from './model';

export const PARAPHRASE_MESSAGES = {
  'too-large': `The text is too long to paraphrase. Please keep it under ${formatNumber(PARAPHRASE_MAX_CHARS)} characters.`,
  'rate-limited': 'Too many requests in a short time. Please wait a minute and try again.',
  failed: PARAPHRASE_ERROR_MESSAGE,
} as const;

const ErrorBodySchema = z.object({
  error: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

export class ParaphraseError extends Error {
  override readonly name = 'ParaphraseError';
  constructor(
    message: string,
    /** True when the problem is in the text itself (the field is then marked invalid). */
    readonly invalidInput = false,
  ) {
    super(message);
  }
}

/** Validates the request with the shared schema, so the visitor sees the same messages the api would send. */
export function validateParaphraseRequest(text: string, mode: ParaphraseMode): string | null {
  const result = ParaphraseRequestSchema.safeParse({ text, mode });
  return result.success ? null : (result.error.issues[0]?.message ?? PARAPHRASE_ERROR_MESSAGE);
}

export async function paraphrase(
  apiBase: string,
  text: string,
  mode: ParaphraseMode,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch; language?: EnglishVariant } = {},
): Promise<ParaphraseResponse> {
  const invalid = validateParaphraseRequest(text, mode);
  if (invalid) throw new ParaphraseError(invalid, true);
  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${apiBase.replace(/\/+$/, '')}/v1/paraphrase`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text, mode, language: options.language ?? 'en-US' }),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ParaphraseError(PARAPHRASE_ERROR_MESSAGE);
  }
  // The api answers 422 with the contract's own messages (blank, too long, unknown mode), 400 for a malformed body.
  if (response.status === 400 || response.status === 422) {
    const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    const message = body.success ? (body.data.errors?.[0]?.message ?? body.data.error) : undefined;
    throw new ParaphraseError(message ?? PARAPHRASE_ERROR_MESSAGE, message !== undefined);
  }
  if (response.status === 413) throw new ParaphraseError(PARAPHRASE_MESSAGES['too-large'], true);
  if (response.status === 429) throw new ParaphraseError(PARAPHRASE_MESSAGES['rate-limited']);
  if (!response.ok) throw new ParaphraseError(PARAPHRASE_ERROR_MESSAGE);
  try {
    return ParaphraseResponseSchema.parse(await response.json());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ParaphraseError(PARAPHRASE_ERROR_MESSAGE);
  }
}
