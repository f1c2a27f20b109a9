import { createHash } from 'node:crypto';
import { SENT_PARAM, type RuntimeConfig } from '@shared/platform/core';
import { FORM_SCHEMAS, HONEYPOT_FIELD, type FormName } from '@shared/contracts';
import { checkWithSchema, IDEMPOTENCY_FIELD, INTENT_FIELD, submitForm } from '@shared/ui/forms';
import { postedValues, type FormPostHandler } from './index';

/** How long the api may take with a form before the visitor is told it did not answer. */
const API_TIMEOUT_MS = 8000;

/**
 * The agency's form-collection forms (contact, lead) posted natively: checked with the same
 * schema the page checks with, sent to the same endpoint the page sends to (with the page's
 * idempotency key, so a double submit stores one row), then `303` to `?sent=<intent>`.
 */
export function collectFormPost(
  name: FormName,
  endpoint: (config: RuntimeConfig) => string,
  /** The schema's input from the posted fields, when it differs (a checkbox sent as words). */
  toInput: (values: Record<string, string>) => unknown = (values) => values,
): FormPostHandler {
  return async (form, c, { config, renderAnswer, forwardedFor }) => {
    const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD, HONEYPOT_FIELD]);
    // A field left out of the post reads as left empty, so it gets the form's own message.
    for (const field of Object.keys(FORM_SCHEMAS[name].shape)) values[field] ??= '';
    const checked = checkWithSchema(FORM_SCHEMAS[name], toInput(values));
    if (!checked.ok) return renderAnswer({ intent: name, status: 'invalid', values, errors: checked.errors }, 422);
    const result = await sendToApi(endpoint(config), checked.value, form, forwardedFor);
    if (result.ok) return c.redirect(sentPath(c.req.url, name), 303);
    if (result.kind === 'network')
      return renderAnswer({ intent: name, status: 'unreachable', values, errors: {} }, 503);
    return renderAnswer(
      { intent: name, status: 'failed', values, errors: result.fieldErrors },
      refusedStatus(result.status),
    );
  };
}

/**
 * Sends a natively posted form's payload to the api as the page would (submit-form.ts): with an
 * idempotency key made from the page's key and the payload, the honeypot's value, and the
 * visitor's address as the trusted-proxy rule found it.
 */
export function sendToApi(url: string, payload: object, form: URLSearchParams, forwardedFor: string) {
  return submitForm(url, payload, {
    idempotencyKey: submissionKey(form.get(IDEMPOTENCY_FIELD), payload),
    honeypot: form.get(HONEYPOT_FIELD) ?? '',
    fetchImpl: (target, init) =>
      fetch(target, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': forwardedFor },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }),
  });
}

/** The answer to a post the api refused: the visitor's to mend (422), or the api's fault (502). */
export const refusedStatus = (apiStatus: number) => (apiStatus >= 400 && apiStatus < 500 ? 422 : 502);

/** The page a stored form sends the visitor back to: the page posted to, with `?sent=<intent>`. */
export function sentPath(pageUrl: string, intent: string): string {
  const target = new URL(pageUrl);
  target.search = '';
  target.searchParams.set(SENT_PARAM, intent);
  return `${target.pathname}${target.search}`;
}

/**
 * The api's idempotency key for a submission: the page's key and what was sent, hashed. The same
 * page sent twice with the same fields (a double tap, a resent post) stores one row, while a
 * different message from the same page (or from a copy of the page the cache served to someone
 * else) is a submission of its own, as the page's own keeper makes them with JavaScript.
 */
function submissionKey(pageKey: string | null, value: unknown): string {
  return createHash('sha256')
    .update(`${pageKey ?? ''}\n${JSON.stringify(value)}`)
    .digest('base64url')
    .slice(0, 32);
}
