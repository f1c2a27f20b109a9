import type { Context } from 'hono';
import {
  AGENCY_FORM_INTENT,
  AGENCY_FORM_LIMITS,
  AGENCY_FORM_NAME_FIELD,
  AGENCY_FORM_NAME_PATTERN,
  AGENCY_FORM_PATH,
  AGENCY_FORM_SECTION_FIELD,
  AgencyFormSchema,
  HONEYPOT_FIELD,
} from '@shared/contracts';
import { isSectionName, type PostedForm } from '@shared/platform/core';
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from '@shared/ui/forms';
import { postedValues, refusedStatus, sendToApi, sentPath } from '@shared/ui/forms/server';
import { FORM_SECTION_DOWN_TEXT } from 'shell/server-render';
import { wantsJson } from '../route-posts';
import { logRouteEvent } from '../route-servers';
import { FORM_POSTS, type FormPostHandler } from './index';

/**
 * Every section's agency forms (ADR 031), posted natively or with JavaScript (the page posts the
 * same fields to the same URL, asking for JSON): the hidden fields name the section and the form;
 * the section's runtime checks the fields with the schema its server entry declares; what it
 * answers goes to the api's agency-forms kind. Natively the answer is `303` to
 * `?sent=<section>/<form>`, or the page rendered again with the errors and the typing kept; with
 * JavaScript it is the same answer as JSON (a `PostedForm`), which the page shows the same way.
 * Nothing here knows any section's forms.
 */
export const agencyFormPost: FormPostHandler = async (form, c, post) => {
  const section = form.get(AGENCY_FORM_SECTION_FIELD) ?? '';
  const name = form.get(AGENCY_FORM_NAME_FIELD) ?? '';
  const json = wantsJson(c);
  if (!isSectionName(section) || !AGENCY_FORM_NAME_PATTERN.test(name)) {
    return json
      ? answerJson(c, { intent: `${section}/${name}`, status: 'failed', values: {}, errors: {} }, 400)
      : post.notSent(400);
  }
  const intent = `${section}/${name}`;
  const values = postedValues(form, [
    INTENT_FIELD,
    IDEMPOTENCY_FIELD,
    HONEYPOT_FIELD,
    AGENCY_FORM_SECTION_FIELD,
    AGENCY_FORM_NAME_FIELD,
  ]);
  const answer = (posted: PostedForm, status: number) =>
    json ? answerJson(c, posted, status) : post.renderAnswer(posted, status);
  // More than the api keeps (no page of the site posts that): the section's schema never sees it.
  if (!withinLimits(values)) {
    return json ? answerJson(c, { intent, status: 'failed', values: {}, errors: {} }, 413) : post.notSent(413);
  }

  const checked = await post.checkAgencyForm(section, name, values);
  // A form the section does not declare (a page of an older build): nothing answers it.
  if (checked.status === 'unknown') {
    return json ? answerJson(c, { intent, status: 'failed', values, errors: {} }, 400) : post.notSent(400);
  }
  // The section threw, hung or is down: this post alone fails, and says so; nothing was sent.
  if (checked.status === 'down') {
    logRouteEvent('agency-form.unchecked', { form: intent, detail: checked.detail });
    return json
      ? answerJson(c, { intent, status: 'unreachable', values, errors: {} }, 503)
      : post.notSent(503, FORM_SECTION_DOWN_TEXT);
  }
  if (checked.status === 'invalid') return answer({ intent, status: 'invalid', values, errors: checked.errors }, 422);

  // What the section's runtime answered is checked like any input: a build whose schema lets
  // through more than the api keeps gets a clear failure here, not the api's refusal.
  const payload = AgencyFormSchema.safeParse({ section, form: name, ...checked.form });
  if (!payload.success) {
    logRouteEvent('agency-form.refused', { form: intent, detail: payload.error.issues[0]?.message ?? 'invalid' });
    return answer({ intent, status: 'failed', values, errors: {} }, 502);
  }
  const result = await sendToApi(`${post.config.endpoints.api}${AGENCY_FORM_PATH}`, payload.data, {
    idempotencyKey: form.get(IDEMPOTENCY_FIELD) ?? '',
    values: { [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? '' },
    visitor: { forwardedFor: post.forwardedFor },
  });
  if (result.ok) {
    return json
      ? answerJson(c, { intent, status: 'sent', values: {}, errors: {} }, 200)
      : c.redirect(sentPath(c.req.url, intent), 303);
  }
  if (result.kind === 'network') return answer({ intent, status: 'unreachable', values, errors: {} }, 503);
  return answer({ intent, status: 'failed', values, errors: result.fieldErrors }, refusedStatus(result.status));
};

export function registerAgencyFormPost() {
  FORM_POSTS.set(AGENCY_FORM_INTENT, agencyFormPost);
}

/** At most as many fields, each at most as long, as the api keeps (the consent box is one more). */
function withinLimits(values: Record<string, string>): boolean {
  const entries = Object.values(values);
  return (
    entries.length <= AGENCY_FORM_LIMITS.fields + 1 &&
    entries.every((value) => value.length <= AGENCY_FORM_LIMITS.value)
  );
}

function answerJson(c: Context, posted: PostedForm, status: number): Response {
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify(posted), status as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
