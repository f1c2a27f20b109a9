import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteRoute } from '@shared/contracts';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectHeading, test } from '../support/fixtures';
import { withLeadPopupClosed } from '../support/lead-popup';
import { ORIGINS, SECTION_NAMES } from '../support/servers';
import { ARTICLES } from '../support/site-routes';
import { storedSubmissions } from '../support/stored';
import {
  buildIdOf,
  buildSectionRelease,
  closeServer,
  copyBuild,
  releaseCommand,
  removeReleases,
  serveFolder,
  servedBuild,
  startCompositionServer,
  type CompositionServer,
} from '../support/release';

const UNAVAILABLE = 'This section is temporarily unavailable';
const ARTICLE = 'Writing with AI Responsibly: A Workflow for Students';

test.describe('a section the browser cannot reach', () => {
  test.use({ expectedConsoleErrors: /#RUNTIME-00[38]|dynamically imported/ });

  test('shows the fallback quickly, the rest works, and Retry recovers without a reload', async ({ page }) => {
    await page.goto('/aboutus');
    await page.route(`${ORIGINS.tools}/**`, (route) => route.abort('connectionrefused'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const started = Date.now();
    await nav
      .locator('summary')
      .filter({ hasText: /^Academic Tools$/ })
      .click();
    await nav.getByRole('link', { name: 'Grammar Checker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByRole('alert')).toContainText('Everything else still works');

    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expectHeading(page, 'Academic Tips and Guides');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expectHeading(page, 'About Us');

    await page.goBack();
    await page.goBack();
    await expectHeading(page, UNAVAILABLE);

    await page.unroute(`${ORIGINS.tools}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectHeading(page, 'Grammar Checker');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no full reload').toBe(42);
  });

  test('on a page the server rendered, its fallback replaces the page once the browser fails to load it', async ({
    page,
  }) => {
    await page.route(`${ORIGINS.tools}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/grammar-checker');
    await expectHeading(page, UNAVAILABLE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('a redeploy under an open page', () => {
  test.use({ expectedConsoleErrors: /dynamically imported/ });

  test('a page chunk that vanished offers Reload, not Retry', async ({ page }) => {
    await page.goto('/blog');
    await page.route(`${ORIGINS.blog}/assets/article-page-*.js`, (route) => route.fulfill({ status: 404, body: '' }));
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    await expectHeading(page, 'The site was updated');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.unroute(`${ORIGINS.blog}/assets/article-page-*.js`);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectHeading(page, /Structure an Academic Assignment/);
  });
});

test.describe('a page that crashes in the browser', () => {
  test.use({ expectedConsoleErrors: /boom|crashed/ });

  test('shows the friendly error with Reload and Home', async ({ page }) => {
    await page.goto('/');
    await page.route(`${ORIGINS.marketing}/assets/about-page-*.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("boom"); }',
      }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expectHeading(page, 'Something went wrong');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe("a section's server entry that fails", () => {
  test.describe.configure({ mode: 'serial' });
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.beforeAll(async () => {
    composition = await startCompositionServer();
  });
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  /**
   * Serves a copy of the blog's build as a build of its own (`buildId`), changed by `damage`, points
   * the composition server at it, and waits until the server serves it (once its runtime has
   * started, or failed to).
   */
  async function blogServedAs(buildId: string, damage: (dist: string) => void) {
    const dist = copyBuild('blog', buildId);
    copies.push(dist);
    damage(dist);
    const host = await serveFolder(dist);
    hosts.push(host.server);
    const config = composition!.readConfig();
    composition!.writeConfig({ ...config, remotes: { ...config.remotes, blog: `${host.origin}/mf-manifest.json` } });
    await expect.poll(() => servedBuild(composition!.origin, 'blog'), { timeout: 30_000 }).toBe(buildId);
  }

  async function expectFrameThenArticle(page: Page, request: APIRequestContext) {
    const response = await request.get(`${composition!.origin}/blog/write-with-ai`);
    expect(response.status(), 'never a 500').toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');
    expect(html, 'the section is left to the browser').not.toContain(`>${ARTICLE}</h1>`);
    await page.goto(`${composition!.origin}/blog/write-with-ai`);
    await expectHeading(page, ARTICLE);
  }

  test('when it cannot be fetched, the page is the frame and the browser renders the section', async ({
    page,
    request,
  }) => {
    await blogServedAs('blog-nofetch0000000000'.slice(0, 21), (dist) =>
      rmSync(join(dist, 'server'), { recursive: true }),
    );
    await expectFrameThenArticle(page, request);
  });

  test('when it throws while rendering, the page is the frame and the browser renders the section', async ({
    page,
    request,
  }) => {
    await blogServedAs('blog-throws00000000000'.slice(0, 21), (dist) => {
      const page = readdirSync(join(dist, 'server')).find((file) => file.startsWith('article-page-'))!;
      writeFileSync(
        join(dist, 'server', page),
        'export async function preload() {}\nexport default function ArticlePage() { throw new Error("boom on the server"); }\n',
      );
    });
    await expectFrameThenArticle(page, request);
  });
});

test('the first load of the home page fetches nothing from the blog, tools or checkout origins', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expectHeading(page, 'Assignment Help from Subject Experts');
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.startsWith(ORIGINS.marketing))).toBe(true);
  const others = requested.filter((url) =>
    [ORIGINS.blog, ORIGINS.tools, ORIGINS.checkout].some((o) => url.startsWith(o)),
  );
  expect(others).toEqual([]);
});

test('pointing at a link into another section loads its page and asks for the current builds before the click', async ({
  page,
}) => {
  await page.goto('/aboutus');
  await expectHeading(page, 'About Us');
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const blogs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs', exact: true });
  await blogs.hover();
  // The skew check's answer (and the page's chunk) are on their way before any click: a click
  // within two seconds uses that answer (how much sooner the page then shows is `pnpm bench`'s).
  await expect.poll(() => requested.filter((path) => path === '/__builds')).toHaveLength(1);
  await expect.poll(() => requested.some((path) => /blog-index-page-[^/]*\.js$/.test(path))).toBe(true);
  await blogs.click();
  await expectHeading(page, 'Academic Tips and Guides');
});

test('there is exactly one React and one router at runtime across all sections', async ({ page }) => {
  // React DOM registers itself with this hook once per copy that starts.
  await page.addInitScript(() => {
    let next = 0;
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          next += 1;
          renderers.set(next, renderer);
          return next;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await withLeadPopupClosed(page);
  await page.goto('/');
  await expectHeading(page, 'Assignment Help from Subject Experts');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  // Client-side navigation through every section: a second router copy would have no context and throw.
  for (const [link, heading] of [
    ['Blogs', 'Academic Tips and Guides'],
    ['Contact Us', 'Contact Us'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expectHeading(page, heading);
  }
  await nav
    .locator('summary')
    .filter({ hasText: /^Academic Tools$/ })
    .click();
  await nav.getByRole('link', { name: 'All free tools' }).click();
  await expectHeading(page, 'Free Academic Tools');
  await nav.getByRole('link', { name: 'Order Now' }).click();
  await expectHeading(page, 'Start Your Order');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  const reactCopies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(reactCopies).toBe(1);
  // The federation runtime's share scopes: in the shell and in all four remotes, each singleton
  // resolves to one version provided by the shell.
  const providers = await page.evaluate(() => {
    type Shared = Record<string, Record<string, { from: string }>>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default?: Shared }> } })
      .__FEDERATION__.__SHARE__;
    const providersOf = (pkg: string) => [
      ...new Set(
        Object.values(scopes).flatMap((s) =>
          Object.entries(s.default?.[pkg] ?? {}).map(([v, i]) => `${v} from ${i.from}`),
        ),
      ),
    ];
    return {
      instances: Object.keys(scopes).sort(),
      react: providersOf('react'),
      reactDom: providersOf('react-dom'),
      router: providersOf('@shared/platform/router'),
      shared: providersOf('@shared/platform/core'),
      // The order wizard's store, opened above: zustand's subpaths are keys of their own.
      zustand: providersOf('zustand'),
      zustandVanilla: providersOf('zustand/vanilla'),
      zustandMiddleware: providersOf('zustand/middleware'),
    };
  });
  expect(providers.instances).toEqual(['shell', ...SECTION_NAMES].sort());
  for (const pkg of Object.values(providers).filter((value) => value !== providers.instances)) {
    expect(pkg).toHaveLength(1);
    expect(pkg[0]).toMatch(/ from shell$/);
  }
});

test.describe('independent release', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const releases: string[] = [];
  test.beforeAll(async () => {
    composition = await startCompositionServer();
  });
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    removeReleases(releases);
  });

  /** Builds and serves a release of a section, then points the deployment's config.json at it. */
  async function release(section: 'blog' | 'tools', options: Parameters<typeof buildSectionRelease>[1]) {
    const dist = buildSectionRelease(section, options);
    await serveRelease(section, dist);
  }

  /** Serves a section build and points the deployment's config.json at it; answers its manifest URL. */
  async function serveRelease(section: 'blog' | 'tools', dist: string) {
    releases.push(dist);
    const host = await serveFolder(dist);
    hosts.push(host.server);
    const config = composition!.readConfig();
    composition!.writeConfig({
      ...config,
      remotes: { ...config.remotes, [section]: `${host.origin}/mf-manifest.json` },
    });
    // The server serves it once its runtime has started (the build before serves until then).
    await expect.poll(() => servedBuild(composition!.origin, section), { timeout: 30_000 }).toBe(buildIdOf(dist));
    return `${host.origin}/mf-manifest.json`;
  }

  /**
   * The blog team's release: a new article, a page with a form that sends something to the
   * agency, and the blog's pages in preview, built once for the tests below (the build is most of
   * their time).
   */
  let blogRelease: Promise<{ build: string; url: string }> | undefined;
  const releaseBlog = () =>
    (blogRelease ??= (async () => {
      const build = `blog-release-${Date.now()}`;
      const dist = buildSectionRelease('blog', {
        // With its pages in preview too: a page with a loader and a form with an action (below).
        env: { BUILD_ID: build, VITE_BLOG_PREVIEW: '1' },
        edit: (dir) => {
          addArticle(dir);
          addNewArticlesForm(dir);
        },
      });
      releases.push(dist);
      return { build, url: await serveRelease('blog', dist) };
    })());

  /**
   * A page as the server renders it. Its build's runtime has rendered it once already (a runtime
   * renders each of its pages while it starts, and a release is served only once it has), but on a
   * busy two-core machine a render may still miss the sections' budget, and the page is then the
   * frame, by design: it is asked for again until the server renders it.
   */
  const rawHtml = async (request: APIRequestContext, path: string) => {
    let answer = { status: 0, html: '' };
    await expect
      .poll(
        async () => {
          const response = await request.get(`${composition!.origin}${path}`);
          answer = { status: response.status(), html: await response.text() };
          return answer.status === 404 || answer.html.includes('"render":"server"');
        },
        { message: `${path} rendered on the server`, timeout: 30_000 },
      )
      .toBe(true);
    return answer;
  };

  test('a new article ships with the blog alone: the served HTML changes with no shell rebuild or restart', async ({
    page,
    request,
  }) => {
    const before = await rawHtml(request, '/blog');
    expect(before.html).not.toContain('A New Article for the Release Test');
    const buildBefore = /data-section="blog" data-build="([^"]+)"/.exec(before.html)?.[1];
    expect(buildBefore).toBeTruthy();
    expect((await rawHtml(request, '/blog/release-test-article')).status).toBe(404);

    const { build } = await releaseBlog();

    const after = await rawHtml(request, '/blog');
    expect(after.html, 'the index, rendered on the server, lists the new article').toContain(
      'A New Article for the Release Test',
    );
    expect(after.html).toContain(`data-section="blog" data-build="${build}"`);
    const article = await rawHtml(request, '/blog/release-test-article');
    expect(article.status).toBe(200);
    expect(article.html).toContain('>A New Article for the Release Test</h1>');
    expect(article.html).toContain('<meta name="description" content="An article that exists only in a release');
    const sitemap = await request.get(`${composition!.origin}/sitemap.xml`);
    expect(await sitemap.text()).toContain('/blog/release-test-article</loc>');
    // The home page's data carries the article's tile drawing, ready for the tips strip (which
    // shows the first four articles), though the marketing section was not rebuilt.
    const home = await rawHtml(request, '/');
    const siteData = /<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(home.html)?.[1] ?? '{}';
    const routes = (JSON.parse(siteData) as { routes?: SiteRoute[] }).routes ?? [];
    expect(routes.find((route) => route.path === '/blog/release-test-article')?.article?.tile).toEqual(
      ARTICLES.find((entry) => entry.slug === 'write-with-ai')?.tile,
    );

    await page.goto(`${composition!.origin}/`);
    await expect(page.getByRole('heading', { level: 3, name: 'A New Article for the Release Test' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('link', { name: 'Read More: A New Article for the Release Test' }).click();
    await expectHeading(page, 'A New Article for the Release Test');
  });

  test.describe('with a form that sends something to the agency', () => {
    // The browser reports the server's 422 (a field the blog's schema refused) as a failed load.
    test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 422/ });

    test('a form that sends something to the agency ships with the blog alone: stored through the api, JavaScript off and on', async ({
      browser,
      page,
      request,
    }) => {
      const shellBefore = shellBuildDigest();
      const { url } = await releaseBlog();
      // The release command's preflight accepts the page: its agency form is one the build declares.
      const checked = await releaseCommand(['blog', url, '--skip-browser-preflight', '--dry-run'], composition!.dist);
      expect(checked.code, checked.stderr).toBe(0);
      expect(checked.stdout).toContain('/blog/new-articles: rendered in');
      const form = `${composition!.origin}/blog/new-articles`;

      // Without JavaScript: a native post, checked by the blog's schema in its runtime.
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      await noJs.addCookies([{ name: 'CookieConsent', value: 'false', url: composition!.origin }]);
      const plain = await noJs.newPage();
      await plain.goto(form);
      const offEmail = `new-articles-nojs-${Date.now()}@example.com`;
      await plain.getByRole('textbox', { name: 'Email' }).fill(offEmail);
      await plain.getByRole('button', { name: 'Tell me about new articles' }).click();
      await expect(plain.getByText('Please tick the box so that we may email you.')).toBeVisible();
      await expect(plain.getByRole('textbox', { name: 'Email' }), 'the typing is kept').toHaveValue(offEmail);
      await plain.getByRole('checkbox', { name: NEW_ARTICLES_CONSENT }).check();
      await plain.getByRole('button', { name: 'Tell me about new articles' }).click();
      await expect(plain.getByText(NEW_ARTICLES_SENT)).toBeVisible();
      expect(new URL(plain.url()).searchParams.get('sent')).toBe('blog/new-articles');
      await noJs.close();

      // With JavaScript: the same fields to the same URL with fetch, the same messages, no reload.
      await page.goto(form);
      await page.getByRole('button', { name: 'Tell me about new articles' }).click();
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      const onEmail = `new-articles-js-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: 'Email' }).fill(onEmail);
      await page.getByRole('checkbox', { name: NEW_ARTICLES_CONSENT }).check();
      await page.getByRole('button', { name: 'Tell me about new articles' }).click();
      await expect(page.getByText(NEW_ARTICLES_SENT)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' }), 'a sent form is emptied').toHaveValue('');
      expect(new URL(page.url()).search).toBe('');

      // Both are stored once, through the api, as the blog's agency form.
      const stored = await storedSubmissions(request, encodeURIComponent('blog/new-articles'));
      for (const email of [offEmail, onEmail]) {
        expect(stored.filter((payload) => payload.replyTo === email)).toEqual([
          {
            section: 'blog',
            form: 'new-articles',
            fields: { email },
            consent: { given: true, text: NEW_ARTICLES_CONSENT },
            replyTo: email,
          },
        ]);
      }
      expect(shellBuildDigest(), "the shell's build is the one the server started with").toBe(shellBefore);
    });
  });

  test.describe('with a page that has a loader and a form with an action', () => {
    // The browser reports the action's 422 (a field its schema refused) to the page's fetch as a failed load.
    test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 422/ });

    test('ships with the blog alone: the page shows its loader’s data, and its action stores through the api, JavaScript off and on', async ({
      browser,
      page,
      request,
    }) => {
      // Not in the site's own build of the blog: not served, and in none of its browser files.
      expect((await request.get('/blog/suggest-a-topic')).status()).toBe(404);
      expect(browserFilesNaming(SUGGEST_TOPIC_INTENT)).toEqual([]);

      const shellBefore = shellBuildDigest();
      const { url } = await releaseBlog();
      // The release command's preflight accepts the page: its form's intent is one its server half answers.
      const checked = await releaseCommand(['blog', url, '--skip-browser-preflight', '--dry-run'], composition!.dist);
      expect(checked.code, checked.stderr).toBe(0);
      expect(checked.stdout).toContain('/blog/suggest-a-topic: rendered in');
      const path = `${composition!.origin}/blog/suggest-a-topic`;
      const topic = (tab: Page) => tab.getByRole('textbox', { name: 'Topic' });
      const email = (tab: Page) => tab.getByRole('textbox', { name: 'Email' });
      const send = (tab: Page) => tab.getByRole('button', { name: 'Suggest this topic' });
      const published = (tab: Page) =>
        tab.getByRole('region', { name: 'Already on the blog' }).getByRole('link', { name: ARTICLE });
      const posted = (tab: Page) => tab.waitForResponse((response) => response.request().method() === 'POST');

      // Without JavaScript: the loader's data in the page, then native posts the action answers.
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      await noJs.addCookies([{ name: 'CookieConsent', value: 'false', url: composition!.origin }]);
      const plain = await noJs.newPage();
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Suggest a topic for the blog');
      await expect(published(plain)).toBeVisible();
      const offEmail = `topic-nojs-${Date.now()}@example.com`;
      await email(plain).fill(offEmail);
      await plain.getByRole('checkbox', { name: SUGGEST_TOPIC_CONSENT }).check();
      const [refused] = await Promise.all([posted(plain), send(plain).click()]);
      expect(refused.status()).toBe(422);
      await expect(plain.getByText('Please tell us what you would like us to write about.')).toBeVisible();
      await expect(email(plain), 'the typing is kept').toHaveValue(offEmail);
      await topic(plain).fill('Writing a literature review without JavaScript');
      const [stored] = await Promise.all([posted(plain), send(plain).click()]);
      expect(stored.status()).toBe(303);
      await expect(plain.getByText(SUGGEST_TOPIC_SENT)).toBeVisible();
      expect(new URL(plain.url()).searchParams.get('sent')).toBe(SUGGEST_TOPIC_INTENT);
      await noJs.close();

      // With JavaScript: the same action by the page's fetch; the page is never loaded again.
      await page.goto(path);
      await expect(published(page)).toBeVisible();
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });
      const onEmail = `topic-js-${Date.now()}@example.com`;
      await email(page).fill(onEmail);
      await page.getByRole('checkbox', { name: SUGGEST_TOPIC_CONSENT }).check();
      await send(page).click();
      await expect(page.getByText('Please tell us what you would like us to write about.')).toBeVisible();
      await topic(page).fill('Writing a literature review with JavaScript');
      await send(page).click();
      await expect(page.getByText(SUGGEST_TOPIC_SENT)).toBeVisible();
      await expect(email(page), 'a sent form is emptied').toHaveValue('');
      expect(documents, 'no page load').toEqual([]);

      // Both stored once, through the api, as the blog's agency form.
      const saved = await storedSubmissions(request, encodeURIComponent('blog/topic-suggestion'));
      for (const [address, withScript] of [
        [offEmail, 'without'],
        [onEmail, 'with'],
      ] as const) {
        expect(saved.filter((payload) => payload.replyTo === address)).toEqual([
          {
            section: 'blog',
            form: 'topic-suggestion',
            fields: { topic: `Writing a literature review ${withScript} JavaScript`, email: address },
            consent: { given: true, text: SUGGEST_TOPIC_CONSENT },
            replyTo: address,
          },
        ]);
      }
      expect(shellBuildDigest(), "the shell's build is the one the server started with").toBe(shellBefore);
    });
  });

  test('a fourth kind of tool page ships with the tools section alone', async ({ page, request }) => {
    expect((await rawHtml(request, '/word-counter')).status).toBe(404);
    await release('tools', { env: { BUILD_ID: `tools-release-${Date.now()}` }, edit: addToolPage });
    const served = await rawHtml(request, '/word-counter');
    expect(served.status).toBe(200);
    expect(served.html).toContain('>Word Counter</h1>');
    await page.goto(`${composition!.origin}/word-counter`);
    await expectHeading(page, 'Word Counter');
    await page.getByRole('textbox', { name: 'Your text' }).fill('one two three');
    await expect(page.getByRole('status')).toHaveText('3 words');
  });

  test('a section built against another major contract version gets the fallback, not a crash', async ({ page }) => {
    await release('blog', { env: { CONTRACT_VERSION_OVERRIDE: '3.0.0' } });
    await page.goto(`${composition!.origin}/blog`);
    await expectHeading(page, 'The site was updated');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expectHeading(page, 'About Us');
  });
});

/**
 * The edit a blog team makes to publish an article (docs/add-an-article.md): its folder (summary,
 * hero, tile drawing and text; here the AI article's, retitled) and its entry in the article index.
 */
function addArticle(dir: string) {
  const articles = join(dir, 'src/content/articles');
  cpSync(join(articles, 'write-with-ai'), join(articles, 'release-test-article'), { recursive: true });
  writeFileSync(
    join(articles, 'release-test-article/article.ts'),
    `import type { ArticleEntry } from '../article-types';
import writeWithAi from '../write-with-ai/article';

const article: ArticleEntry = {
  ...writeWithAi,
  slug: 'release-test-article',
  title: 'A New Article for the Release Test',
  excerpt: 'Published by the blog team with a blog release and nothing else.',
  description: 'An article that exists only in a release of the blog built by the end-to-end tests.',
  datePublished: '2026-11-01',
  dateModified: '2026-11-01',
  hero: { ...writeWithAi.hero, url: new URL('./hero.svg?no-inline', import.meta.url).href },
  content: () => import('./content'),
};

export default article;
`,
  );
  const index = join(articles, 'article-index.ts');
  const text = readFileSync(index, 'utf8');
  if (!/\n\];\s*$/.test(text)) throw new Error('article-index.ts does not end with its list');
  writeFileSync(
    index,
    text
      .replace(
        /\nexport const ARTICLES/,
        "\nimport releaseTestArticle from './release-test-article/article';\n\nexport const ARTICLES",
      )
      .replace(/\n\];\s*$/, '\n  releaseTestArticle,\n];\n'),
  );
}

// The blog's page in preview (mfe-blog/src/pages/suggest-a-topic-preview-page.tsx), in its words.
const SUGGEST_TOPIC_INTENT = 'suggest-topic';
const SUGGEST_TOPIC_CONSENT = 'The agency may email me about my suggestion.';
const SUGGEST_TOPIC_SENT = 'Thank you! We will read your suggestion and email you if we write about it.';

/** The files of the site's own build of the blog that a browser loads (not its server entry) naming `text`. */
function browserFilesNaming(text: string): string[] {
  const dist = join(import.meta.dirname, '..', '..', 'mfe-blog', 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.(js|html|json)$/.test(file) &&
      !file.startsWith('server/') &&
      readFileSync(join(dist, file), 'utf8').includes(text),
  );
}

const NEW_ARTICLES_CONSENT = 'The agency may email me when a new article is published.';
const NEW_ARTICLES_SENT = 'Thank you! We will email you when a new article is published.';

/**
 * The edit a blog team makes to add a form that only sends something to the agency (ADR 031,
 * docs/agency-forms.md): the form's schema in its server entry's `agencyForms`, and a page with
 * its component. No shell, api or contracts change.
 */
function addNewArticlesForm(dir: string) {
  writeFileSync(
    join(dir, 'src/app/agency-forms.ts'),
    `import * as z from 'zod/mini';
import type { AgencyForms } from '@shared/platform/core';

export const NEW_ARTICLES_CONSENT = ${JSON.stringify(NEW_ARTICLES_CONSENT)};

/** The blog's forms that send something to the agency, checked on the server with these schemas. */
export const AGENCY_FORMS: AgencyForms = {
  'new-articles': {
    schema: z.object({
      email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address.')),
      consent: z.literal('on', 'Please tick the box so that we may email you.'),
    }),
    consent: NEW_ARTICLES_CONSENT,
    replyTo: 'email',
  },
};
`,
  );
  const entry = join(dir, 'src/app/remote-entry.ts');
  writeFileSync(entry, `${readFileSync(entry, 'utf8')}export { AGENCY_FORMS as agencyForms } from './agency-forms';\n`);
  writeFileSync(
    join(dir, 'src/pages/new-articles-page.tsx'),
    `import { Button, CheckboxField, FormMessage, TextField } from '@shared/ui';
import { useAgencyForm } from '@shared/ui/forms';
import { NEW_ARTICLES_CONSENT } from '../app/agency-forms';

export default function NewArticlesPage() {
  const { formRef, form, formProps, hiddenFields, outcome, sending } = useAgencyForm({
    section: 'blog',
    form: 'new-articles',
    initialValues: { email: '', consent: false },
    messages: { sent: ${JSON.stringify(NEW_ARTICLES_SENT)} },
  });
  return (
    <div>
      <h1>Tell me about new articles</h1>
      <form ref={formRef} {...formProps}>
        {hiddenFields}
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <CheckboxField label={NEW_ARTICLES_CONSENT} required {...form.checkbox('consent')} />
        <FormMessage message={outcome} />
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Tell me about new articles'}
        </Button>
      </form>
    </div>
  );
}
`,
  );
  const routes = join(dir, 'src/app/routes.ts');
  const text = readFileSync(routes, 'utf8');
  if (!text.includes('  ...ARTICLES.map(')) throw new Error('routes.ts has no ...ARTICLES.map(');
  writeFileSync(
    routes,
    text.replace(
      '  ...ARTICLES.map(',
      `  {
    path: '/blog/new-articles',
    page: 'new-articles',
    title: 'New Articles by Email',
    heading: 'Tell me about new articles',
    description: 'Ask the agency to email you when the blog publishes a new article.',
    indexable: false,
  },
  ...ARTICLES.map(`,
    ),
  );
}

/**
 * A digest of the shell's built code: the frame's browser build and the server builds that render
 * it (the composition server, the release tools). A section's release must not change it.
 */
function shellBuildDigest(): string {
  const hash = createHash('sha256');
  const root = join(import.meta.dirname, '..', '..');
  for (const folder of ['shell/dist', 'composition-server/dist', 'release-tools/dist']) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(js|html|css)$/.test(file)) continue;
      hash.update(file).update(readFileSync(join(root, folder, file)));
    }
  }
  return hash.digest('hex');
}

/** The edit a tools team makes to publish a new tool: a page module and its route. */
function addToolPage(dir: string) {
  writeFileSync(
    join(dir, 'src/pages/word-counter-page.tsx'),
    `import { useState } from 'react';

export default function WordCounterPage() {
  const [text, setText] = useState('');
  const words = text.split(/\\s+/).filter(Boolean).length;
  return (
    <div>
      <h1>Word Counter</h1>
      <label>
        Your text
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p role="status">{words} words</p>
    </div>
  );
}
`,
  );
  const routes = join(dir, 'src/app/routes.ts');
  writeFileSync(
    routes,
    readFileSync(routes, 'utf8').replace(
      /\];\s*$/,
      `  {
    path: '/word-counter',
    page: 'word-counter',
    title: 'Word Counter',
    heading: 'Word Counter',
    description: 'Count the words in a text.',
    indexable: true,
  },
];
`,
    ),
  );
}
