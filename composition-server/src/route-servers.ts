/**
 * Pages' server halves (`src/pages/<id>-page.server.ts` in a section: loader, action, intents;
 * `@shared/platform/route-server`) as a section runtime runs them. This is the edge between the
 * section's code and the shell's: what a server half exports, and what its loader or action
 * answers, is checked here like any input, so that a mistake in it fails that one page or post
 * with a clear reason, never the runtime.
 */
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import * as z from 'zod/mini';
import type { SectionName } from '@shared/contracts';
import type { RemoteModule } from '@shared/platform/core';
import type {
  ActionRequest,
  ActionResult,
  CookieChange,
  LoaderResult,
  RouteRequest,
  RouteServerModule,
  RouteVisitor,
} from '@shared/platform/route-server';
import type { PageRequest } from './render-page';

/** A post as the composition server hands it to the route's action. */
export interface RoutePost {
  intent: string;
  values: Record<string, string>;
  idempotencyKey: string;
}

/** A section runtime's answer to an `action` request (runtime-protocol.ts). */
export type RouteActionAnswer =
  /** The action's answer, checked. */
  | { type: 'answered'; result: ActionResult }
  /** The page has no action, or its module does not list the intent: nothing answers the post. */
  | { type: 'unknown' };

const isFunction = (value: unknown) => typeof value === 'function';
const ServerHalfSchema = z.object({
  loader: z.optional(z.custom<NonNullable<RouteServerModule['loader']>>(isFunction, 'must be a function')),
  action: z.optional(z.custom<NonNullable<RouteServerModule['action']>>(isFunction, 'must be a function')),
  intents: z.optional(z.array(z.string())),
});

/** A cookie's name and value as a header may carry them (RFC 6265's token and cookie-octets). */
const CookieChangeSchema = z.object({
  name: z.string().check(z.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/)),
  value: z.nullable(z.string().check(z.maxLength(4000), z.regex(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/))),
  maxAgeSeconds: z.optional(z.number().check(z.int(), z.minimum(0))),
});
const CookiesSchema = z.optional(z.array(CookieChangeSchema).check(z.maxLength(8)));
/** A status a page can be answered with: one with a body (not 204, 205, 304), and no bare 1xx or 3xx. */
const StatusSchema = z.number().check(
  z.int(),
  z.refine(
    (status) => (status >= 200 && status < 300 && status !== 204 && status !== 205) || (status >= 400 && status < 600),
    {
      message: 'must be a 2xx with a body or a 4xx/5xx status',
    },
  ),
);
/** A same-origin path (never `//host` or a URL): where a section may send the visitor. */
const PathSchema = z.string().check(z.regex(/^\/(?![/\\])[^\s\\]*$/));

const LoaderResultSchema = z.object({
  status: z.optional(StatusSchema),
  redirect: z.optional(PathSchema),
  data: z.optional(z.unknown()),
  cookies: CookiesSchema,
});

const PostedFormSchema = z.object({
  intent: z.string(),
  status: z.enum(['sent', 'invalid', 'failed', 'unreachable']),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  result: z.optional(z.unknown()),
  apiStatus: z.optional(z.number()),
});

const ActionResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), location: PathSchema, cookies: CookiesSchema }),
  z.object({
    type: z.literal('render'),
    status: StatusSchema,
    posted: PostedFormSchema,
    data: z.optional(z.unknown()),
    cookies: CookiesSchema,
  }),
  z.object({ type: z.literal('done'), cookies: CookiesSchema }),
]);

/** The page's server half, checked, or null when the page has none. */
export async function serverHalfOf(module: RemoteModule, page: string): Promise<RouteServerModule | null> {
  const servers = module.servers ?? {};
  const load = Object.hasOwn(servers, page) ? servers[page] : undefined;
  if (!load) return null;
  const parsed = ServerHalfSchema.safeParse(await load());
  if (!parsed.success) {
    throw new Error(`the server half of the page "${page}" is not a route module (${parsed.error.issues[0]?.message})`);
  }
  return parsed.data;
}

/** What the route's loader and action are given about the request (route-server.ts). */
export function routeRequestOf(page: PageRequest): RouteRequest {
  return {
    url: page.url,
    params: paramsOf(page.plan.route?.path ?? '/', new URL(page.url).pathname),
    config: page.config,
    cookies: sectionCookies(page.cookie, page.plan.route?.section),
    visitor: page.visitor,
    sectionKey: page.sectionKey,
  };
}

/** Runs the route's loader and checks its answer. */
export async function runLoader(server: RouteServerModule, page: PageRequest): Promise<LoaderResult> {
  if (!server.loader) return {};
  const parsed = LoaderResultSchema.safeParse((await server.loader(routeRequestOf(page))) ?? {});
  if (!parsed.success) throw new Error(`its loader answered something else than a LoaderResult (${problem(parsed)})`);
  const { data, ...rest } = parsed.data;
  return withData(rest, plainJson(data, 'its loader')) as LoaderResult;
}

/**
 * Answers a post with the route's action, once its module lists the intent (any other is not
 * answered, and the action does not run); its answer is checked.
 */
export async function runAction(
  server: RouteServerModule | null,
  page: PageRequest,
  post: RoutePost,
): Promise<RouteActionAnswer> {
  if (!server?.action || !(server.intents ?? []).includes(post.intent)) return { type: 'unknown' };
  const request: ActionRequest = { ...routeRequestOf(page), ...post };
  const parsed = ActionResultSchema.safeParse(await server.action(request));
  if (!parsed.success) throw new Error(`its action answered something else than an ActionResult (${problem(parsed)})`);
  const result = parsed.data;
  if (result.type !== 'render') return { type: 'answered', result };
  const { result: answer, ...posted } = result.posted;
  const { data, ...rest } = result;
  const render = { ...rest, posted: withResult(posted, plainJson(answer, 'its action')) };
  return { type: 'answered', result: withData(render, plainJson(data, 'its action')) as ActionResult };
}

const withData = <T extends object>(value: T, data: unknown) => (data === undefined ? value : { ...value, data });
const withResult = <T extends object>(value: T, result: unknown) =>
  result === undefined ? value : { ...value, result };

/** How much data a loader or action may hand its page: it travels in the page's HTML. */
const MAX_DATA_CHARS = 256 * 1024;

/**
 * A section's data as plain JSON, copied here in its runtime: what cannot cross to the main thread
 * (a function, a class instance) or is too big fails this page or post, never the runtime.
 */
function plainJson(value: unknown, from: string): unknown {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value);
  if (text === undefined) return undefined;
  if (text.length > MAX_DATA_CHARS) throw new Error(`${from} answered more than ${MAX_DATA_CHARS} characters of data`);
  return JSON.parse(text) as unknown;
}

function problem(parsed: { error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } }) {
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'root'}: ${issue.message}` : 'invalid';
}

/**
 * The route's parameters, by name, from the path as the visitor wrote it (`/orders/:token` and
 * `/orders/AbC` give `{ token: 'AbC' }`): matching is case-insensitive, a parameter keeps its case.
 */
export function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  const params: Record<string, string> = {};
  want.forEach((segment, index) => {
    const value = have[index];
    if (!segment.startsWith(':') || value === undefined) return;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      params[segment.slice(1)] = value;
    }
  });
  return params;
}

/**
 * A section's cookies are its own: on the wire each is `<section>.<name>`, and the section's code
 * sees and sets only its own, by `<name>`. One section cannot read, overwrite or delete another's
 * cookies (a faulty blog action cannot drop the checkout's draft), nor the shell's, whose names
 * have no section prefix.
 */
const sectionCookiePrefix = (section: SectionName) => `${section}.`;

/** The request's cookies that belong to the section, by the names its code gave them. */
export function sectionCookies(header: string, section: SectionName | undefined): Record<string, string> {
  const own: Record<string, string> = {};
  if (!section) return own;
  const prefix = sectionCookiePrefix(section);
  for (const [name, value] of Object.entries(parseCookies(header))) {
    if (name.startsWith(prefix) && name.length > prefix.length) own[name.slice(prefix.length)] = value;
  }
  return own;
}

/**
 * A cookie a section asked for, as a `Set-Cookie` header under the section's prefix: always
 * `Path=/; HttpOnly; SameSite=Lax`, and `Secure` when the visitor used https. A value of null
 * deletes it. One a header cannot carry is refused (null).
 */
export function setCookieHeader(section: SectionName, change: CookieChange, secure: boolean): string | null {
  const parsed = CookieChangeSchema.safeParse(change);
  if (!parsed.success) return null;
  const { name, value, maxAgeSeconds } = parsed.data;
  const age = value === null ? 0 : maxAgeSeconds;
  return [
    `${sectionCookiePrefix(section)}${name}=${value ?? ''}`,
    ...(age !== undefined ? [`Max-Age=${age}`] : []),
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Sets the cookies a section's loader or action asked for (on the composition server's main
 * thread), each under the section's prefix; one that is not a valid cookie is left out and logged.
 */
export function setCookies(
  c: Context,
  section: SectionName | undefined,
  cookies: readonly CookieChange[] | undefined,
  secure: boolean,
) {
  for (const change of cookies ?? []) {
    const header = section ? setCookieHeader(section, change, secure) : null;
    if (header) c.header('Set-Cookie', header, { append: true });
    else logRouteEvent('route-cookie.refused', { cookie: String(change.name) });
  }
}

/**
 * Cookies a section set before its cookies were named `<section>.<name>` (ADR 038): the checkout's
 * draft, which lived at most 7 days. They are expired wherever a request still carries them, so
 * they do not ride on every request beside the new ones (three of each could pass the 16 KB a
 * request's headers may take). Delete this list from 2026-12-05 on, when the last has expired.
 */
const RETIRED_COOKIES = ['orderDraft', 'orderDraft1', 'orderDraft2'];

/** `Set-Cookie` headers that expire the retired cookies the request carried. */
export function retiredCookieHeaders(header: string): string[] {
  const carried = parseCookies(header);
  return RETIRED_COOKIES.filter((name) => Object.hasOwn(carried, name)).map(
    (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  );
}

/** One line for the operator (a post not answered, a cookie refused); never a visitor's values. */
export function logRouteEvent(event: string, detail: Record<string, string>) {
  process.stderr.write(`${JSON.stringify({ at: new Date().toISOString(), level: 'warn', event, ...detail })}\n`);
}

/** A visitor as a prime render or the release preflight renders for: nobody in particular. */
export const NO_VISITOR: RouteVisitor = { forwardedFor: '127.0.0.1', timeZone: 'UTC', secure: false };
