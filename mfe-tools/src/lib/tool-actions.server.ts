/**
 * The text tools' actions (their pages' server halves, `src/pages/*-page.server.ts`), run in this
 * section's runtime on the composition server.
 */
import {
  EnglishVariantSchema,
  GRAMMAR_MAX_CHARS,
  GrammarResponseSchema,
  PARAPHRASE_MODES,
  ParaphraseResponseSchema,
} from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import type { ActionRequest, ActionResult, RouteAction } from '@shared/ui/forms/server';
import * as z from 'zod/mini';

/** How long the api may take with a text before the visitor is told it did not answer. */
export const TOOL_API_TIMEOUT_MS = 15_000;

/** The api call a tool makes with the posted text: the same endpoint and body the page's own fetch uses. */
export interface ToolApiCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The page rendered again with the tool's answer (the text typed kept), with `status`. */
export function renderTool(
  { intent, values }: Pick<ActionRequest, 'intent' | 'values'>,
  answer: Pick<PostedForm, 'status'> & Partial<Pick<PostedForm, 'result' | 'apiStatus'>>,
  status: number,
): ActionResult {
  return { type: 'render', status, posted: { intent, values, errors: {}, ...answer } };
}

/**
 * A tool's post (natively, before or without JavaScript, or by the page's fetch): the text goes
 * to the api endpoint the page itself would call, with the visitor's address forwarded (the api's
 * rate limits count the visitor, not the composition server), and the page is rendered with the
 * api's answer, checked with the api's own schema. Nothing goes in a URL: the answer is the
 * response to the post.
 * - blank text: 422, `invalid` (the page asks for some, as it does in the browser);
 * - the api did not answer in time: 503, `unreachable`;
 * - the api refused it, or answered something its schema does not accept: `failed` with the api's
 *   status (502 for a bad answer), the page's 422 for a refusal of the text, 502 for the api's fault;
 * - else 200, `sent`, with the api's answer as `result`.
 */
export function relayToApi(
  /** The field holding the text. */
  field: string,
  call: (request: ActionRequest) => ToolApiCall,
  answer: z.ZodMiniType,
): RouteAction {
  return async (request) => {
    if (!request.values[field]?.trim()) return renderTool(request, { status: 'invalid' }, 422);
    const { url, headers, body } = call(request);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, Accept: 'application/json', 'X-Forwarded-For': request.visitor.forwardedFor },
        body,
        signal: AbortSignal.timeout(TOOL_API_TIMEOUT_MS),
      });
    } catch {
      return renderTool(request, { status: 'unreachable' }, 503);
    }
    const parsed = response.ok ? answer.safeParse(await response.json().catch(() => null)) : null;
    if (!parsed?.success) {
      const apiStatus = response.ok ? 502 : response.status;
      return renderTool(request, { status: 'failed', apiStatus }, apiStatus >= 500 ? 502 : 422);
    }
    return renderTool(request, { status: 'sent', result: parsed.data }, 200);
  };
}

/** The writer's English as posted (the variant menu), en-US when missing or unknown. */
const languageOf = (values: Record<string, string>) => z.catch(EnglishVariantSchema, 'en-US').parse(values.language);

/**
 * The grammar check of the text in `field` (the grammar checker's `text`; the essay checker, which
 * computes its report in the page, asks the grammar checker about its `essay` like the tool does).
 */
export const grammarCheckAction = (field: string) =>
  relayToApi(
    field,
    ({ values, config }) => ({
      url: config.endpoints.grammar,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        // One character over the limit is enough for the api to refuse it with its 413.
        text: (values[field] ?? '').slice(0, GRAMMAR_MAX_CHARS + 1),
        language: languageOf(values),
      }).toString(),
    }),
    GrammarResponseSchema,
  );

/** The paraphrase of the posted text, in the posted mode (standard when missing or unknown). */
export const paraphraseAction = relayToApi(
  'text',
  ({ values, config }) => ({
    url: `${config.endpoints.api}/v1/paraphrase`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      text: values.text ?? '',
      mode: (PARAPHRASE_MODES as readonly string[]).includes(values.mode ?? '') ? values.mode : 'standard',
      language: languageOf(values),
    }),
  }),
  ParaphraseResponseSchema,
);
