/** The grammar check call: LanguageTool `/v2/check`, form-encoded, answer parsed with the shared schema. */
import {
  GRAMMAR_LANGUAGE,
  GRAMMAR_MAX_CHARS,
  GrammarResponseSchema,
  type EnglishVariant,
  type GrammarMatch,
} from '@shared/contracts';
import { formatNumber } from '@shared/domain/format';
import { GRAMMAR_ERROR_MESSAGE } from './model';

export type GrammarFailure = 'too-long' | 'bad-request' | 'too-large' | 'rate-limited' | 'failed';

export const GRAMMAR_MESSAGES: Record<Exclude<GrammarFailure, 'too-long'>, string> = {
  'bad-request': 'The grammar service could not read the request. Please try again later.',
  'too-large': `The text is too long for the grammar service (the limit is ${formatNumber(GRAMMAR_MAX_CHARS)} characters). Please shorten it or check it in parts.`,
  'rate-limited': 'Too many checks in a short time. Please wait a minute and try again.',
  failed: GRAMMAR_ERROR_MESSAGE,
};

export function tooLongMessage(length: number): string {
  return `Your text is ${formatNumber(length)} characters long. The grammar checker takes up to ${formatNumber(GRAMMAR_MAX_CHARS)} characters at a time, so please shorten it or check it in parts.`;
}

export class GrammarCheckError extends Error {
  override readonly name = 'GrammarCheckError';
  constructor(
    readonly reason: GrammarFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The page's message for an api answer with this HTTP status. */
export function grammarFailureMessage(status: number): string {
  return failure(status).message;
}

export function failure(status: number): GrammarCheckError {
  const reason: GrammarFailure =
    status === 400 ? 'bad-request' : status === 413 ? 'too-large' : status === 429 ? 'rate-limited' : 'failed';
  return new GrammarCheckError(reason, GRAMMAR_MESSAGES[reason as Exclude<GrammarFailure, 'too-long'>]);
}

/**
 * Checks `text` at the configured endpoint. Texts over the limit are refused before anything is
 * sent. Throws GrammarCheckError with a message for the page; an abort rethrows the AbortError.
 */
export async function checkGrammar(
  endpoint: string,
  text: string,
  options: {
    signal?: AbortSignal;
    fetchImpl?: typeof fetch;
    /** The writer's English; en-US when not given. */
    language?: EnglishVariant;
    /** Rule ids the visitor chose to ignore, sent as LanguageTool's `disabledRules`. */
    disabledRules?: readonly string[];
  } = {},
): Promise<GrammarMatch[]> {
  if (text.length > GRAMMAR_MAX_CHARS) throw new GrammarCheckError('too-long', tooLongMessage(text.length));
  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        text,
        language: options.language ?? GRAMMAR_LANGUAGE,
        ...(options.disabledRules?.length ? { disabledRules: options.disabledRules.join(',') } : {}),
      }).toString(),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GrammarCheckError('failed', GRAMMAR_ERROR_MESSAGE);
  }
  if (!response.ok) throw failure(response.status);
  try {
    return GrammarResponseSchema.parse(await response.json()).matches;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GrammarCheckError('failed', GRAMMAR_ERROR_MESSAGE);
  }
}
