import type { Context } from 'hono';
import type { PostedForm, RuntimeConfig, SectionName } from '@shared/platform/core';
import type { AgencyFormCheck } from '../agency-form-check';

/**
 * Forms that work without JavaScript post (`method="post"`) to the page they are on, with a
 * hidden `intent` field naming what they do. The composition server answers its own two intents
 * here (the cookie banner's and `agency-form`): it validates, acts, and answers `303` to a page
 * (post/redirect/get), or renders the page again with the errors and everything typed kept. A
 * page's own intents are its server half's (route-posts.ts, ADR 033).
 */
export type FormPostHandler = (
  form: URLSearchParams,
  c: Context,
  post: FormPostContext,
) => Promise<Response> | Response;

export interface FormPostContext {
  /** The config snapshot this request renders with. */
  config: RuntimeConfig;
  /** The page the form was posted from, rendered again with the server's answer to the form. */
  renderAnswer: (posted: PostedForm, status: number) => Promise<Response>;
  /**
   * The X-Forwarded-For to send the api: the visitor's address, as the trusted-proxy rule found
   * it (trusted-proxy.ts), so the api's rate limits count the visitor and not this server.
   */
  forwardedFor: string;
  /** The visitor used https (by the same rule): every cookie set is `Secure`. */
  secure: boolean;
  /**
   * Asks the runtime of `section`'s build (the visitor's) to check the posted fields of one of
   * its agency forms, within the sections' budget (ADR 031); `down` says why it did not answer.
   */
  checkAgencyForm: (
    section: SectionName,
    form: string,
    values: Record<string, string>,
  ) => Promise<AgencyFormCheck | { status: 'down'; detail: string }>;
  /**
   * The shell's static page saying the form was not sent, with a link back to the page: 400 when
   * nothing answers the form, 503 when what should answer it did not (with `text` saying so).
   */
  notSent: (status: 400 | 413 | 503, text?: string) => Response;
}

/** intent → handler, looked up before the page's own action. Each lives in a file of its own beside this one. */
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
