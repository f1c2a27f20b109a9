import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FORM_POSTS, type FormPostContext } from './index';
import { registerConsentPost } from './consent';

registerConsentPost();

/** The composition server's dispatch, reduced to the part under test. */
const app = new Hono().post('*', async (c) => {
  const form = new URLSearchParams(await c.req.text());
  const handler = FORM_POSTS.get(form.get('intent') ?? '');
  // The banner's handler reads neither the config nor the page: it only sets a cookie, Secure
  // when the visitor is on https (as the trusted-proxy rule finds it; here, a test header).
  const post = { secure: c.req.header('x-test-https') === '1' } as FormPostContext;
  return handler ? handler(form, c, post) : c.text('Unknown form', 400);
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`http://site.test${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('the cookie banner posted without JavaScript', () => {
  it('keeps I understand in the CookieConsent cookie and sends the visitor back to the same page', async () => {
    const response = await post('/services?from=ad', 'intent=cookie-consent&consent=true');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/services?from=ad');
    expect(response.headers.get('set-cookie')).toBe('CookieConsent=true; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('keeps Decline too, Secure for a visitor on https', async () => {
    const response = await post('/blog/write-with-ai', 'intent=cookie-consent&consent=false', { 'X-Test-Https': '1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/write-with-ai');
    expect(response.headers.get('set-cookie')).toBe(
      'CookieConsent=false; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('refuses a choice that is neither, and sets nothing', async () => {
    for (const body of ['intent=cookie-consent', 'intent=cookie-consent&consent=yes']) {
      const response = await post('/', body);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});
