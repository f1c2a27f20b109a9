/**
 * The composition server's side of keeping secrets: form posts only from the site's own pages,
 * also behind a TLS-terminating proxy (and only through the trusted-proxy rule); cookies Secure
 * for a visitor on https; section runtimes started without the server's environment; a server
 * entry loaded only from its manifest's origin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompositionServer } from './composition-server';
import {
  BLOG_ROUTES,
  configWith,
  HOME_ROUTES,
  shellDist,
  startSectionHost,
  TEST_ENTRY_URL,
  type SectionHost,
} from './test/section-fixtures';

let host: SectionHost;
let marketing: string;
const dist = shellDist();
let server: ReturnType<typeof createCompositionServer> | undefined;

beforeAll(async () => {
  host = await startSectionHost();
  // Its page says which environment variables its runtime has.
  marketing = host.add('m-env', {
    section: 'marketing',
    buildId: 'marketing-env',
    routes: HOME_ROUTES,
    fault: 'none',
    pageText: `'Environment: ' + Object.keys(process.env).sort().join(',') + '.'`,
  });
});
afterAll(() => host.close());
afterEach(() => {
  server?.close();
  server = undefined;
});

function start(options: { trustProxy?: number; blog?: string } = {}) {
  dist.writeConfig(configWith({ marketing, ...(options.blog ? { blog: options.blog } : {}) }));
  server = createCompositionServer({
    distDir: dist.dir,
    sectionBudgetMs: 800,
    entryUrl: TEST_ENTRY_URL,
    reconcileEveryMs: 100,
    trustProxy: options.trustProxy ?? 0,
    runtimes: { restartMs: 50, restartMaxMs: 200, breakerCooldownMs: 60_000 },
  });
  return server;
}

/** Asks until `check` holds, or fails after `ms`. */
async function until<T>(what: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let last: T;
  do {
    last = await what();
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < end);
  throw new Error(`Not reached in ${ms} ms; last: ${JSON.stringify(last).slice(0, 400)}`);
}

const consent = (headers: Record<string, string>) =>
  server!.app.request('http://site.test/services', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: 'intent=cookie-consent&consent=true',
  });

describe('form posts', () => {
  it("are taken only from the site's own pages", async () => {
    start();
    expect((await consent({ Origin: 'http://site.test' })).status).toBe(303);
    expect((await consent({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect((await consent({ Origin: 'https://evil.test' })).status).toBe(403);
    expect((await consent({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.test' })).status).toBe(403);
    expect((await consent({})).status).toBe(403);
  });

  it('with an intent nothing answers get a page that says the form was not sent (400), not a redirect', async () => {
    start();
    const response = await server!.app.request('http://site.test/blog?from=x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: 'intent=new-articles&email=reader%40example.com',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>This form could not be sent</h1>');
    expect(html).toContain('href="/blog">Open the page again</a>');
    expect(html).not.toContain('<script');
    // No intent at all is the same: nothing answers it.
    const bare = await server!.app.request('http://site.test/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://site.test' },
      body: 'email=reader%40example.com',
    });
    expect(bare.status).toBe(400);
  });

  it('believe a proxy about https only when TRUST_PROXY says it is ours', async () => {
    const fromProxy = { Origin: 'https://site.test', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' };
    start();
    // Anyone can write X-Forwarded-Proto: without proxies of ours in front, the page is http.
    expect((await consent(fromProxy)).status).toBe(403);
    const plain = await consent({ 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-Proto': 'https' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    server!.close();

    start({ trustProxy: 1 });
    // Behind a TLS-terminating proxy: the browser's Origin is https, the request reaches us as http.
    const behindTls = await consent(fromProxy);
    expect(behindTls.status).toBe(303);
    expect(behindTls.headers.get('set-cookie')).toMatch(/^CookieConsent=true;.*; Secure$/);
    expect((await consent({ ...fromProxy, Origin: 'http://site.test' })).status).toBe(403);
    expect((await consent({ ...fromProxy, Origin: 'https://evil.test' })).status).toBe(403);
  });
});

describe('section runtimes', () => {
  it("have no environment but NODE_ENV: the server's secrets stay on its main thread", async () => {
    process.env.FORM_SIGNING_SECRET_FOR_TEST = 'a-secret-the-section-must-not-see';
    try {
      start();
      const page = await until(
        async () => (await server!.app.request('/', { headers: { cookie: 'CookieConsent=false' } })).text(),
        (html) => html.includes('Environment: '),
      );
      expect(page).toContain('Environment: NODE_ENV.');
      expect(page).not.toContain('a-secret-the-section-must-not-see');
    } finally {
      delete process.env.FORM_SIGNING_SECRET_FOR_TEST;
    }
  });

  it("load a server entry only from its manifest's origin", async () => {
    // The same host by another name: another origin, which ssr.json may not send the server to.
    const elsewhere = host.origin.replace('localhost', '127.0.0.1');
    const blog = host.add('b-elsewhere', {
      section: 'blog',
      buildId: 'blog-elsewhere',
      routes: BLOG_ROUTES,
      fault: 'none',
      serverEntry: `${elsewhere}/b-elsewhere/server/remote-entry.js`,
    });
    start({ blog });
    const ready = await until(
      async () => (await server!.app.request('/readyz')).json() as Promise<{ degraded: { reason: string }[] }>,
      (body) => body.degraded.some((entry) => /server entry/.test(entry.reason)),
    );
    expect(ready.degraded.map((entry) => entry.reason).join('\n')).toMatch(/only from its own origin/);
    expect(host.entryLoads('b-elsewhere')).toBe(0);
    const page = await (await server!.app.request('/blog', { headers: { cookie: 'CookieConsent=false' } })).text();
    expect(page).toContain('"render":"client"');
    expect(page).not.toContain('Rendered by blog-elsewhere');
  });
});
