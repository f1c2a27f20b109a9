import * as z from 'zod/mini';
import { consentCookie } from 'shell/server-render';
import { FORM_POSTS, safeReturnPath, type FormPostHandler } from './index';

/** The banner's form: the pressed button's `consent` value, `true` (I understand) or `false` (Decline). */
const ConsentPostSchema = z.object({ consent: z.enum(['true', 'false']) });

/**
 * The cookie banner without JavaScript (or tapped before the page has hydrated): the form posts to
 * the page it is on, so the visitor returns to that page (post/redirect/get) with the choice kept
 * in the same cookie the banner's script writes.
 */
export const consentPost: FormPostHandler = (form, c, { secure }) => {
  const parsed = ConsentPostSchema.safeParse({ consent: form.get('consent') });
  if (!parsed.success) return c.text('Choose I understand or Decline', 400);
  const url = new URL(c.req.url);
  c.header('Set-Cookie', consentCookie(parsed.data.consent === 'true', secure));
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeReturnPath(`${url.pathname}${url.search}`), 303);
};

export function registerConsentPost() {
  FORM_POSTS.set('cookie-consent', consentPost);
}
