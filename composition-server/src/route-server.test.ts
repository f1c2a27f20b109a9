/**
 * Pages' server halves through the composition server (ADR 033): a section's page has a loader
 * and an action in its server entry (`servers`); its runtime runs the loader before the page
 * renders and the action when the page is posted to, and the main thread does only the generic
 * part: cookies, redirects, the status, the page again with the answer, JSON for the page's fetch.
 * An action that throws or never ends costs that post alone.
 */
import { describe, expect, it } from 'vitest';
import { FORM_NOT_SENT_TITLE, FORM_SECTION_DOWN_TEXT } from 'shell/server-render';
import {
  ACTION_GREETING,
  BLOG_ROUTES,
  LOADER_GREETING,
  NEWS_EMAIL_ERROR,
  type FixtureBuild,
} from './test/section-fixtures';
import { get, host, server, serverRendered, setUpCompositionHarness, start } from './test/composition-harness';

setUpCompositionHarness();

async function startWith(routeServer: NonNullable<FixtureBuild['routeServer']>) {
  const blog = host.add(`b-route-${routeServer}`, {
    section: 'blog',
    buildId: `blog-route-${routeServer}`,
    routes: BLOG_ROUTES,
    fault: 'none',
    routeServer,
  });
  // A short deadline for actions, so that the one that never ends is given up on quickly.
  await start(blog, { actionDeadlineMs: 1500 });
}

/** What the fixture page showed: its server half's data and its form's answer. */
function shown(html: string): { data: Record<string, unknown> | null; posted: Record<string, unknown> | null } {
  const match = /Rendered by [\w-]+ with ([^<]*)<\/p>/.exec(html);
  if (!match) throw new Error(`the page was not rendered on the server: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as ReturnType<typeof shown>;
}

async function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await server!.app.request(`http://site.test${path}`, {
    ...init,
    headers: { cookie: `CookieConsent=false${init.cookie ? `; ${init.cookie}` : ''}`, ...init.headers },
  });
  return { response, text: await response.text() };
}

function post(fields: Record<string, string>, { json = false } = {}) {
  return request('/blog?from=x', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://site.test',
      Accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
    },
    body: new URLSearchParams({ idempotencyKey: 'page-key', ...fields }).toString(),
  });
}

describe("a page's loader", () => {
  it('runs in its section runtime before the page renders: its data reaches the page, its cookies the visitor', async () => {
    await startWith('works');
    const first = await request('/blog', { cookie: 'blog.visits=2; visits=7; checkout.visits=9' });
    expect(first.response.status).toBe(200);
    // The data names its page, so that a page reached later in the browser does not take it.
    expect(shown(first.text).data).toEqual({
      path: '/blog',
      value: {
        greeting: LOADER_GREETING,
        visits: 3,
        // The section's own key (32 bytes in base64url), and the visitor's address.
        keyLength: 43,
        forwardedFor: expect.any(String) as unknown as string,
      },
    });
    // In the page's data too, for the page to hydrate with.
    expect(first.text).toContain(`"data":{"path":"/blog","value":{"greeting":"${LOADER_GREETING}"`);
    // Only its own cookie (`blog.visits`) reached it, and it is set under the section's name again.
    expect(first.response.headers.get('set-cookie')).toBe('blog.visits=3; Path=/; HttpOnly; SameSite=Lax');
    // A page made for this visitor is kept by nobody, and never served from the page cache.
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    const again = await request('/blog', { cookie: 'blog.visits=3' });
    expect(shown(again.text).data).toMatchObject({ value: { visits: 4 } });
  });

  it('may send the visitor elsewhere (303)', async () => {
    await startWith('works');
    const { response } = await request('/blog?go=away');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/first-post');
    // The section's other pages, without a server half, are as they were.
    expect(serverRendered(await get('/blog/first-post'), 'blog-route-works')).toBe(true);
  });
});

describe("a page's action", () => {
  it('answers a native post: its cookies set, then 303 to where it says', async () => {
    await startWith('works');
    const { response } = await post({ intent: 'subscribe', email: 'reader@example.com' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog?sent=subscribe');
    expect(response.headers.get('set-cookie')).toBe(
      'blog.subscribed=reader.example.com; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('renders the page again with its answer, its data and its status; a fetch gets the same as JSON', async () => {
    await startWith('works');
    const native = await post({ intent: 'subscribe', email: 'not-an-email' });
    expect(native.response.status).toBe(422);
    expect(native.response.headers.get('cache-control')).toBe('no-store');
    expect(shown(native.text)).toEqual({
      // The action's data, instead of the loader's (which does not run for the answer).
      data: { path: '/blog', value: { greeting: ACTION_GREETING } },
      posted: {
        intent: 'subscribe',
        status: 'invalid',
        values: { email: 'not-an-email' },
        errors: { email: NEWS_EMAIL_ERROR },
      },
    });

    const fetched = await post({ intent: 'subscribe', email: 'not-an-email' }, { json: true });
    expect(fetched.response.status).toBe(422);
    expect(JSON.parse(fetched.text)).toEqual({
      status: 422,
      posted: {
        intent: 'subscribe',
        status: 'invalid',
        values: { email: 'not-an-email' },
        errors: { email: NEWS_EMAIL_ERROR },
      },
      data: { greeting: ACTION_GREETING },
    });
    const redirected = await post({ intent: 'subscribe', email: 'reader@example.com' }, { json: true });
    expect(JSON.parse(redirected.text)).toEqual({ redirect: '/blog?sent=subscribe' });
    expect((await post({ intent: 'ping' }, { json: true })).response.status).toBe(204);
  });

  it('is not asked about an intent its module does not list: "This form could not be sent" (400)', async () => {
    await startWith('works');
    const native = await post({ intent: 'retired-form', email: 'reader@example.com' });
    expect(native.response.status).toBe(400);
    expect(native.text).toContain(`<h1>${FORM_NOT_SENT_TITLE}</h1>`);
    // A page without a server half answers no post either.
    const elsewhere = await request('/blog/first-post', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: 'intent=subscribe&email=reader%40example.com',
    });
    expect(elsewhere.response.status).toBe(400);
  });

  it('that throws costs that post alone: "This form could not be sent" (503), and pages still render', async () => {
    await startWith('throws');
    const native = await post({ intent: 'subscribe', email: 'reader@example.com' });
    expect(native.response.status).toBe(503);
    expect(native.text).toContain(FORM_SECTION_DOWN_TEXT);
    expect(native.text).toContain('href="/blog">Open the page again</a>');
    const fetched = await post({ intent: 'subscribe', email: 'reader@example.com' }, { json: true });
    expect(JSON.parse(fetched.text)).toMatchObject({ status: 503, posted: { status: 'unreachable' } });
    expect(shown((await request('/blog')).text).data).toMatchObject({ value: { greeting: LOADER_GREETING } });
  });

  it('that never ends is given up on at its deadline (503), and the section keeps rendering', async () => {
    await startWith('hangs');
    const started = Date.now();
    const native = await post({ intent: 'subscribe', email: 'reader@example.com' });
    expect(native.response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500 + 1200);
    expect(shown((await request('/blog')).text).data).toMatchObject({ value: { greeting: LOADER_GREETING } });
  });
});
