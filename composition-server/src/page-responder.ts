import type { Context } from 'hono';
import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import type { ResolveVisitor } from './composition-server';
import type { ConfigSource } from './config-source';
import { etagOf, type PageCache } from './page-cache';
import { planPage, type KnownSection } from './page-plan';
import {
  postedFromQuery,
  renderFramePage,
  type FrameContext,
  type PageRequest,
  type RenderResult,
} from './render-page';
import { setCookies } from './route-servers';
import type { FallbackReason, RuntimeSupervisor } from './runtime-supervisor';
import type { SectionEntries } from './section-entries';
import type { Visitor } from './trusted-proxy';
import { withPinMarker } from './qa-pin';
import { visitorCountry } from './visitor-country';
import { visitorTimeZone } from './visitor-time-zone';

/** What happened to a page of a section build, for release health (server-health.ts). */
export type PageOutcome = 'rendered' | 'left-to-browser' | FallbackReason;

export interface ComposeContext {
  sections: SectionEntries;
  runtimes: RuntimeSupervisor;
  frame: FrameContext;
  /** SECTION_BUDGET_MS: the time a page's sections get, from the request's arrival. */
  budgetMs: number;
  onOutcome: (section: SectionName, build: string, outcome: PageOutcome) => void;
  /** A section's key (`sectionKey`: HKDF of FORM_SIGNING_SECRET), which its runtime is given per request. */
  sectionKey: (section: SectionName) => string;
}

export interface PageContext extends ComposeContext {
  readConfig: ConfigSource;
  cache: PageCache;
  /** The visitor's canaries and QA pin, resolved. */
  resolveVisitor: ResolveVisitor;
}
type PageRequestContext = Context<{ Variables: { config: RuntimeConfig | undefined; visitor: Visitor } }>;

/**
 * Routes a request and composes its page by `deadline`: the sections' manifests say who owns the
 * URL (or that it redirects, or is a 404); the owner's runtime renders the page; when the runtime
 * is late, crashed, starting or behind its breaker, the main thread serves the frame with the
 * section left to the browser. No section code runs on this thread.
 */
export async function composeRequest(
  context: ComposeContext,
  request: Omit<PageRequest, 'plan' | 'sectionKey'>,
  deadline: number,
): Promise<
  { redirect: string } | { result: RenderResult; known: Map<SectionName, KnownSection>; section?: SectionName }
> {
  const known = await context.sections.known(request.config, deadline);
  const plan = planPage(new URL(request.url), request.config, known);
  if ('redirect' in plan) return plan;
  const result = await composePage(context, { ...request, plan }, known, deadline);
  return { result, known, ...(plan.route ? { section: plan.route.section } : {}) };
}

async function composePage(
  context: ComposeContext,
  request: Omit<PageRequest, 'sectionKey'>,
  known: Map<SectionName, KnownSection>,
  deadline: number,
): Promise<RenderResult> {
  const route = request.plan.route;
  const build = route ? known.get(route.section) : undefined;
  const page: PageRequest = { ...request, sectionKey: route ? context.sectionKey(route.section) : '' };
  if (route && build) {
    const outcome = await context.runtimes.render(route.section, build, page, deadline);
    if ('result' in outcome) {
      context.onOutcome(route.section, build.manifest.buildId, outcome.result.problem ? 'left-to-browser' : 'rendered');
      return outcome.result;
    }
    context.onOutcome(route.section, build.manifest.buildId, outcome.fallback);
  }
  return renderFramePage(page, context.frame);
}

/**
 * Answers a page request: one read of config.json, resolved for this visitor's canaries, is the
 * config the whole page renders with (and the one its CSP is built from). A page that depends on
 * nothing else is served from the page cache without touching a runtime; every page carries an
 * ETag, and a browser that has it gets a 304.
 */
export async function respondWithPage(c: PageRequestContext, context: PageContext): Promise<Response> {
  const deadline = Date.now() + context.budgetMs;
  const url = new URL(c.req.url);
  const cookieHeader = c.req.header('cookie') ?? '';
  const country = visitorCountry(c.req.header('accept-language'));
  const base = await context.readConfig();
  // Times are written in the visitor's zone (its cookie, else their country's, else the site's).
  const timeZone = visitorTimeZone(cookieHeader, country, base);
  const assignment = context.resolveVisitor(base, cookieHeader, c.get('visitor').secure);
  c.set('config', assignment.config);
  if (assignment.setCookie) c.header('Set-Cookie', assignment.setCookie);
  // A QA pin's page is that browser's alone: no shared cache, here or on the way.
  c.header('Cache-Control', assignment.pin ? 'private, no-store' : 'no-cache');
  // The visitor's languages choose the country a phone field starts at (visitor-country.ts).
  c.header('Vary', 'Cookie, Accept-Encoding, Accept-Language');

  const known = await context.sections.known(assignment.config, deadline);
  const plan = planPage(url, assignment.config, known);
  if ('redirect' in plan) return c.redirect(plan.redirect, 301);
  // An order's page: kept by nobody, not even the browser's history (a shared computer's Back
  // button would show it to the next person). So is a page its loader made for this visitor (below).
  if (plan.route?.personal) c.header('Cache-Control', 'private, no-store');

  const cacheKey = assignment.pin
    ? null
    : await context.cache.keyFor(url, cookieHeader, assignment.config, base, assignment.key, country, timeZone);
  const cached = cacheKey ? context.cache.get(cacheKey.key) : undefined;
  if (cached) {
    if (notModified(c, cached.etag)) return c.body(null, 304);
    const { body, encoding } = context.cache.encoded(cached, c.req.header('accept-encoding') ?? '');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200);
  }

  const visitor = c.get('visitor');
  const page: Omit<PageRequest, 'sectionKey'> = {
    url: url.href,
    cookie: cookieHeader,
    config: assignment.config,
    plan,
    posted: postedFromQuery(url),
    forms: { country, timeZone },
    visitor: { forwardedFor: visitor.address, timeZone, ...(country ? { country } : {}), secure: visitor.secure },
  };
  const composed = await composePage(context, page, known, deadline);
  // What the page's loader asked for (route-servers.ts): its cookies, a redirect, no caching of a
  // page made for this visitor.
  setCookies(c, plan.route?.section, composed.cookies, visitor.secure);
  if (composed.redirect) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(composed.redirect, 303);
  }
  if (composed.personal) c.header('Cache-Control', 'private, no-store');
  const result = assignment.pin ? { ...composed, html: withPinMarker(composed.html, assignment.pin) } : composed;
  const etag = etagOf(result.html);
  const sameBuilds = Object.entries(cacheKey?.builds ?? {}).every(
    ([section, build]) => result.buildIds[section] === build,
  );
  // A response that sets a cookie is never stored (the next visitor would not get the cookie).
  if (cacheKey && result.shareable && sameBuilds && !assignment.setCookie)
    context.cache.set(cacheKey.key, result.html, etag);
  if (result.status === 200 && notModified(c, etag)) return c.body(null, 304);
  return c.html(result.html, result.status as 200 | 404);
}

function notModified(c: PageRequestContext, etag: string): boolean {
  c.header('ETag', etag);
  const wanted = c.req.header('if-none-match');
  return !!wanted && wanted.split(',').some((tag) => tag.trim() === etag);
}
