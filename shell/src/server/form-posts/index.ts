import type { Context } from 'hono';

/**
 * Forms that work without JavaScript post (`method="post"`) to the page they are on, with a
 * hidden `intent` field naming what they do. The composition server answers each intent here:
 * it validates, acts, and answers `303` to a page (post/redirect/get), or renders the page again
 * with the errors and everything typed kept.
 */
export type FormPostHandler = (form: URLSearchParams, c: Context) => Promise<Response> | Response;

/** intent → handler. Each form's handler lives in a file of its own beside this one. */
export const FORM_POSTS = new Map<string, FormPostHandler>();

/** A same-origin path to send the visitor back to, or `/`: a posted value is never trusted as a URL. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
