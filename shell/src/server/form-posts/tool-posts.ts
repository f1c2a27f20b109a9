import type { RuntimeConfig } from '@shared/platform/core';
import {
  EnglishVariantSchema,
  GRAMMAR_MAX_CHARS,
  GrammarResponseSchema,
  PARAPHRASE_MODES,
  ParaphraseResponseSchema,
} from '@shared/contracts';
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from '@shared/ui/forms';
import * as z from 'zod/mini';
import { FORM_POSTS, postedValues, type FormPostHandler } from './index';

const API_TIMEOUT_MS = 15_000;

/**
 * The text tools posted natively (before or without JavaScript): the text goes to the api
 * endpoint the page itself would call, with the visitor's address forwarded, and the page is
 * rendered with the api's answer. Tools that compute in the page (the similarity check) get the
 * page rendered with their text, and compute during that render. Nothing goes in a URL: the
 * answer is the response to the post.
 */
export function registerToolPosts() {
  const grammarOf = (field: string) =>
    relayPost(
      field,
      (values, config) => ({
        url: config.endpoints.grammar,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          // One character over the limit is enough for the api to refuse it with its 413.
          text: (values[field] ?? '').slice(0, GRAMMAR_MAX_CHARS + 1),
          language: z.catch(EnglishVariantSchema, 'en-US').parse(values.language),
        }).toString(),
      }),
      GrammarResponseSchema,
    );
  FORM_POSTS.set('grammar', grammarOf('text'));
  // The essay checker computes its report in the page, and asks the grammar checker like the tool.
  FORM_POSTS.set('essay-check', grammarOf('essay'));
  FORM_POSTS.set(
    'paraphrase',
    relayPost(
      'text',
      (values, config) => ({
        url: `${config.endpoints.api}/v1/paraphrase`,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          text: values.text ?? '',
          mode: (PARAPHRASE_MODES as readonly string[]).includes(values.mode ?? '') ? values.mode : 'standard',
          language: z.catch(EnglishVariantSchema, 'en-US').parse(values.language),
        }),
      }),
      ParaphraseResponseSchema,
    ),
  );
  FORM_POSTS.set('plagiarism', (form, _c, { renderAnswer }) =>
    renderAnswer({ intent: 'plagiarism', status: 'sent', values: toolValues(form), errors: {} }, 200),
  );
}

function toolValues(form: URLSearchParams) {
  return postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD]);
}

function relayPost(
  /** The field holding the text; blank, the page asks for some, as it does in the browser. */
  field: string,
  request: (
    values: Record<string, string>,
    config: RuntimeConfig,
  ) => { url: string; headers: Record<string, string>; body: string },
  answer: z.ZodMiniType,
): FormPostHandler {
  return async (form, _c, { config, renderAnswer, forwardedFor }) => {
    const intent = form.get(INTENT_FIELD) ?? '';
    const values = toolValues(form);
    if (!values[field]?.trim()) return renderAnswer({ intent, status: 'invalid', values, errors: {} }, 422);
    const { url, headers, body } = request(values, config);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, Accept: 'application/json', 'X-Forwarded-For': forwardedFor },
        body,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      return renderAnswer({ intent, status: 'unreachable', values, errors: {} }, 503);
    }
    const parsed = response.ok ? answer.safeParse(await response.json().catch(() => null)) : null;
    if (!parsed?.success) {
      const apiStatus = response.ok ? 502 : response.status;
      return renderAnswer({ intent, status: 'failed', values, errors: {}, apiStatus }, apiStatus >= 500 ? 502 : 422);
    }
    return renderAnswer({ intent, status: 'sent', values, errors: {}, result: parsed.data }, 200);
  };
}
