import { FORM_SCHEMAS, HONEYPOT_FIELD, type FormName, type RuntimeConfig } from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import { checkWithSchema } from '@shared/ui/forms';
import { refusedStatus, sendToApi, sentPath, type ActionResult, type RouteAction } from '@shared/ui/forms/server';

/**
 * The action of a form the agency collects (contact, lead), posted to its page natively or by the
 * page's fetch: checked with the same schema the page checks with, sent to the same endpoint the
 * page sends to (with the page's idempotency key, so a double submit stores one row, and the
 * visitor's address), then `303` to `?sent=<form>`; or the page again with the errors, the typing
 * kept and the status: 422 for the visitor to mend, 502 when the api refused it, 503 when it did not
 * answer.
 */
export function collectFormAction(
  name: FormName,
  endpoint: (config: RuntimeConfig) => string,
  /** The schema's input from the posted fields, when it differs (a checkbox sent as words). */
  toInput: (values: Record<string, string>) => unknown = (values) => values,
): RouteAction {
  return async (request) => {
    const { [HONEYPOT_FIELD]: _honeypot, ...values } = request.values;
    // A field left out of the post reads as left empty, so it gets the form's own message.
    for (const field of Object.keys(FORM_SCHEMAS[name].shape)) values[field] ??= '';
    const answer = (status: number, posted: Omit<PostedForm, 'intent' | 'values'>): ActionResult => ({
      type: 'render',
      status,
      posted: { intent: name, values, ...posted },
    });
    const checked = checkWithSchema(FORM_SCHEMAS[name], toInput(values));
    if (!checked.ok) return answer(422, { status: 'invalid', errors: checked.errors });
    const result = await sendToApi(endpoint(request.config), checked.value, request);
    if (result.ok) return { type: 'redirect', location: sentPath(request.url, name) };
    if (result.kind === 'network') return answer(503, { status: 'unreachable', errors: {} });
    return answer(refusedStatus(result.status), { status: 'failed', errors: result.fieldErrors });
  };
}
