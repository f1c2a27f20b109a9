/**
 * /blog/suggest-a-topic on the server (a page in preview, see src/app/routes.ts), in the blog's
 * runtime: its loader gives the page the guides already published; its action answers the form,
 * posted natively (before or without JavaScript) or by the page's fetch (`useRouteAction`).
 */
import { AGENCY_FORM_PATH, HONEYPOT_FIELD, type AgencyForm } from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import { checkWithSchema } from '@shared/ui/forms';
import {
  refusedStatus,
  sendToApi,
  sentPath,
  type ActionResult,
  type RouteAction,
  type RouteLoader,
} from '@shared/ui/forms/server';
import { ARTICLES } from '../content/articles/article-index';
import {
  SUGGEST_TOPIC_CONSENT,
  SUGGEST_TOPIC_FORM,
  SUGGEST_TOPIC_INTENT,
  SuggestTopicSchema,
  type SuggestTopicData,
} from '../features/topic-suggestions';

export const loader: RouteLoader = () => ({
  data: {
    published: ARTICLES.map((article) => ({ title: article.title, path: `/blog/${article.slug}` })),
  } satisfies SuggestTopicData,
});

export const intents = [SUGGEST_TOPIC_INTENT];

/**
 * Checked with the form's schema (422 with a message per field, the typing kept), then sent to the
 * api's agency-forms kind as `blog/topic-suggestion` (the visitor's address forwarded, the page's
 * idempotency key), then `303` to `?sent=suggest-topic`; 503 when the api did not answer, and the
 * api's refusal as 422 (the visitor's to mend) or 502.
 */
export const action: RouteAction = async (request) => {
  const { [HONEYPOT_FIELD]: _honeypot, ...values } = request.values;
  const answer = (status: number, posted: Omit<PostedForm, 'intent' | 'values'>): ActionResult => ({
    type: 'render',
    status,
    posted: { intent: SUGGEST_TOPIC_INTENT, values, ...posted },
  });
  // A field left out of the post (an unticked box) reads as left empty: it gets its own message.
  const checked = checkWithSchema(SuggestTopicSchema, { topic: '', email: '', consent: '', ...values });
  if (!checked.ok) return answer(422, { status: 'invalid', errors: checked.errors });
  const { topic, email } = checked.value;
  const payload: AgencyForm = {
    section: 'blog',
    form: SUGGEST_TOPIC_FORM,
    fields: { topic, email },
    consent: { given: true, text: SUGGEST_TOPIC_CONSENT },
    replyTo: email,
  };
  const result = await sendToApi(`${request.config.endpoints.api}${AGENCY_FORM_PATH}`, payload, request);
  if (result.ok) return { type: 'redirect', location: sentPath(request.url, SUGGEST_TOPIC_INTENT) };
  if (result.kind === 'network') return answer(503, { status: 'unreachable', errors: {} });
  return answer(refusedStatus(result.status), { status: 'failed', errors: result.fieldErrors });
};
