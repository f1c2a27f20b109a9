import type { RuntimeConfig } from '@shared/contracts/runtime-config';
import type { PostedForm } from './site/posted-form';

/**
 * A page's server half (`src/pages/<id>-page.server.ts`), in React Router's route-module shape:
 * the page's `loader` and `action` run in its section's runtime on the composition server, never
 * in the browser. The section's server entry exports them (`servers`, by page id); the browser
 * build never includes them. The page's component stays `src/pages/<id>-page.tsx`.
 *
 * Everything here crosses between the composition server's main thread and the section's
 * runtime, so it is plain data: no functions, no class instances.
 */
export interface RouteServerModule {
  /** Runs before the page renders on the server (a GET); its data reaches the page (`useRouteData`). */
  loader?: RouteLoader;
  /** Answers a post to the page: a native form post, or the page's own fetch (`useRouteAction`). */
  action?: RouteAction;
  /**
   * The `intent` values the action answers: a post naming another intent gets "This form could
   * not be sent" (400) without waking the action, and the release preflight refuses a build
   * whose page posts an intent nothing answers.
   */
  intents?: readonly string[];
}

export type RouteLoader = (request: RouteRequest) => Promise<LoaderResult> | LoaderResult;
export type RouteAction = (request: ActionRequest) => Promise<ActionResult> | ActionResult;

/** What a loader is given. */
export interface RouteRequest {
  /** The page's URL as the visitor asked for it (their origin, path and query). */
  url: string;
  /** The route's parameters (`/orders/:token` → `{ token }`). */
  params: Record<string, string>;
  /** The config snapshot this request renders with (endpoints, remotes, flags). */
  config: RuntimeConfig;
  /**
   * The section's own cookies by name, as sent: on the wire each is `<section>.<name>`; no other
   * cookie reaches it (a section trusts only what it sealed with `sectionKey`).
   */
  cookies: Record<string, string>;
  visitor: RouteVisitor;
  /**
   * The section's own secret (base64url), derived by the shell from `FORM_SIGNING_SECRET` and the
   * section's name: sign or encrypt cookies and tokens with it (the sealers in `signed.ts`). No
   * other section can read or forge what one section sealed.
   */
  sectionKey: string;
}

export interface RouteVisitor {
  /** The visitor's address by the trusted-proxy rule: send it to the api as `X-Forwarded-For`. */
  forwardedFor: string;
  /** The visitor's time zone (IANA name): their cookie's, else their country's, else the site's. */
  timeZone: string;
  /** The country of the visitor's first language (ISO code), if any. */
  country?: string;
  /** The visitor used https: every cookie the shell sets for the section is then `Secure`. */
  secure: boolean;
}

/** What an action is given: the request, and the posted form. */
export interface ActionRequest extends RouteRequest {
  /** The form's hidden `intent` (one of the module's `intents`). */
  intent: string;
  /**
   * The posted fields, the hidden intent and idempotency key left out; a phone field posted before
   * JavaScript ran as number and calling code is put together (`postedValues`).
   */
  values: Record<string, string>;
  /** The page's idempotency key (`idempotencyKey` field): send it on so a double submit stores once. */
  idempotencyKey: string;
}

/**
 * One of the section's cookies for the composition server to set (or, with `value: null`, to
 * delete), as `<section>.<name>`: always `Path=/; HttpOnly; SameSite=Lax`, and `Secure` when the
 * visitor used https; a section signs or encrypts what it must with its `sectionKey`.
 */
export interface CookieChange {
  name: string;
  value: string | null;
  maxAgeSeconds?: number;
}

export interface LoaderResult {
  /** The HTTP status the page stands for (404 for something that does not exist). */
  status?: number;
  /** Where to send the visitor instead (a 303). */
  redirect?: string;
  /** Plain JSON data for the page: on the server and after hydration, `useRouteData()` gives it. */
  data?: unknown;
  cookies?: CookieChange[];
}

export type ActionResult =
  /** Post/redirect/get: a 303 to `location` (a same-origin path); a fetch gets it as JSON. */
  | { type: 'redirect'; location: string; cookies?: CookieChange[] }
  /**
   * The page rendered again with the answer (its errors, everything typed kept) and `status`; a
   * fetch gets `posted` and `data` as JSON. `data` replaces what the loader would give.
   */
  | { type: 'render'; status: number; posted: PostedForm; data?: unknown; cookies?: CookieChange[] }
  /** Nothing to show (a page's script told the server something): 204. */
  | { type: 'done'; cookies?: CookieChange[] };

/**
 * A page's server half, loaded when its page is first rendered or posted to: the section's server
 * entry exports them as `servers`, by page id (`src/pages/<id>-page.server.ts` serves the page
 * `<id>`). The section's server build adds that export (`sectionServerConfig` in @shared/build);
 * its browser build has none.
 */
export type RouteServerLoader = () => Promise<RouteServerModule>;
