import { createContext, use } from 'react';

/**
 * What became of a form that was posted natively (before JavaScript ran, or without it) and
 * answered by the composition server:
 * - `sent`: stored; the server redirected to the page with `?sent=<intent>` (post/redirect/get);
 * - `invalid`: a field failed the form's schema; `errors` says which, `values` keeps the typing;
 * - `failed`: the api refused it; `unreachable`: the api did not answer.
 */
export interface PostedForm {
  intent: string;
  status: 'sent' | 'invalid' | 'failed' | 'unreachable';
  /** The text fields as the visitor sent them (checkboxes as `"on"` when ticked). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /**
   * For a tool: what the api answered (checked by the page with the api's own schema), or, when
   * `failed`, the api's HTTP status, so the page shows the message it shows for that status.
   */
  result?: unknown;
  apiStatus?: number;
}

export interface ServerForms {
  /**
   * A key made for this response, which native forms send as `idempotencyKey`: submitting the
   * same page twice (a double tap, a resent post) stores one row.
   */
  key: string;
  posted: PostedForm | null;
  /**
   * The country the visitor's browser names first among its languages (`Accept-Language: en-GB`
   * → `GB`), as an ISO code: a phone field's HTML starts at that calling code, so a number typed
   * before the page's JavaScript runs, or without it, is read in the country the visitor saw.
   */
  country?: string;
  /**
   * The time zone the page is rendered in (IANA name): the browser's, from its `TimeZone` cookie,
   * else the one of the visitor's country, else the site's. `useTimeZone()` reads it.
   */
  timeZone?: string;
  /**
   * What the page's server half gave it (its loader's data, or the data of the action this page
   * answers), with the path of the page it is for: `useRouteData()` in `@shared/ui/forms` reads it.
   */
  data?: RouteData;
}

/** A page's data from its server half, and the path of the page it is for (a later page has none). */
export interface RouteData {
  path: string;
  value: unknown;
}

/** The query parameter of the page a stored form redirects to: `?sent=<intent>`. */
export const SENT_PARAM = 'sent';

/** Provided by the shell from the page's data, on the server and in the browser alike. */
export const ServerFormsContext = createContext<ServerForms>({ key: '', posted: null });

/** How the server answered this form's native post, if this page is that answer. */
export function usePostedForm(intent: string): PostedForm | null {
  const { posted } = use(ServerFormsContext);
  return posted?.intent === intent ? posted : null;
}

/** The idempotency key native forms of this page send. */
export function useFormKey(): string {
  return use(ServerFormsContext).key;
}
