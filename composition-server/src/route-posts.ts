import type { Context } from 'hono';
import type { SectionName } from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from '@shared/ui/forms';
import { postedValues } from '@shared/ui/forms/server';
import { FORM_SECTION_DOWN_TEXT } from 'shell/server-render';
import { planPage } from './page-plan';
import { composeRequest, type ComposeContext } from './page-responder';
import type { PageRequest, RenderResult } from './render-page';
import { logRouteEvent, setCookies } from './route-servers';

/**
 * A post to a page whose section answers it: the page's server half's action, in the section's
 * runtime (route-servers.ts). The main thread does only what is generic: it finds the page's
 * section from the manifests, asks that section's runtime by `deadline`, sets the cookies the
 * action asked for, and answers as the action says: `303`, the page rendered again with the
 * answer (`posted`, `data`) and its status, or `204`. With `Accept: application/json` (the page's
 * own fetch, `useRouteAction`) the same answer is JSON: `{ redirect }` or `{ status, posted, data }`.
 * A post nothing answers gets "This form could not be sent" (400); one whose section is down, late,
 * or whose action threw gets it with the section's excuse (503). Nothing here knows any form.
 */
export async function answerWithRouteAction(
  c: Context,
  context: ComposeContext,
  post: {
    form: URLSearchParams;
    /** The page as it would render for this visitor (everything but its plan and its section's key). */
    page: Omit<PageRequest, 'plan' | 'sectionKey'>;
    deadline: number;
    notSent: (status: 400 | 503, text?: string) => Response;
  },
): Promise<Response> {
  const { form, page } = post;
  const intent = form.get(INTENT_FIELD) ?? '';
  const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD]);
  const json = wantsJson(c);
  const failed = (status: 400 | 503) =>
    json
      ? answerJson(c, status, {
          status,
          posted: { intent, status: status === 400 ? 'failed' : 'unreachable', values, errors: {} },
        })
      : post.notSent(status, status === 503 ? FORM_SECTION_DOWN_TEXT : undefined);

  const known = await context.sections.known(page.config, Math.min(post.deadline, Date.now() + context.budgetMs));
  const url = new URL(page.url);
  const plan = planPage(url, page.config, known);
  // A post to a path no section serves (or one that redirects): nothing answers it.
  if ('redirect' in plan || !plan.route) return failed(400);
  const section = plan.route.section;
  const build = known.get(section);
  if (!build) return failed(503);
  const request: PageRequest = { ...page, plan, sectionKey: context.sectionKey(section) };
  const outcome = await context.runtimes.action(
    section,
    build,
    request,
    { intent, values, idempotencyKey: form.get(IDEMPOTENCY_FIELD) ?? '' },
    post.deadline,
  );
  if (!('value' in outcome)) {
    context.onOutcome(section, build.manifest.buildId, outcome.fallback);
    logRouteEvent('route-action.unanswered', { section, route: plan.route.path, intent, detail: outcome.detail });
    return failed(503);
  }
  if (outcome.value.type === 'unknown') return failed(400);

  const result = outcome.value.result;
  setCookies(c, section, result.cookies, page.visitor.secure);
  c.header('Cache-Control', 'no-store');
  switch (result.type) {
    case 'redirect':
      return json ? answerJson(c, 200, { redirect: result.location }) : c.redirect(result.location, 303);
    case 'done':
      return c.body(null, 204);
    case 'render': {
      if (json)
        return answerJson(c, result.status, { status: result.status, posted: result.posted, data: result.data });
      const answer = {
        ...page,
        posted: result.posted,
        ...(result.data !== undefined ? { actionData: { data: result.data } } : {}),
      };
      const composed = await composeRequest(context, answer, Date.now() + context.budgetMs);
      return sendComposed(c, composed, result.status, page.visitor.secure);
    }
  }
}

/** Sends a page composed as the answer to a post: never stored, its loader's redirect a 303. */
export function sendComposed(
  c: Context,
  composed: { redirect: string } | { result: RenderResult; section?: SectionName },
  status: number,
  secure: boolean,
): Response {
  c.header('Cache-Control', 'no-store');
  if ('redirect' in composed) return c.redirect(composed.redirect, 303);
  setCookies(c, composed.section, composed.result.cookies, secure);
  if (composed.result.redirect) return c.redirect(composed.result.redirect, 303);
  return c.html(composed.result.html, status as 200);
}

/** The page's script asks for JSON; a browser's native post asks for HTML. */
export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The JSON a page's fetch gets for its post. */
export type RouteActionJson = { redirect: string } | { status: number; posted: PostedForm; data?: unknown };

function answerJson(c: Context, status: number, body: RouteActionJson): Response {
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify(body), status as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
