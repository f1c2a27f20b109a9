import type { Server } from 'node:http';
import { expect, expectHeading, test } from '../support/fixtures';
import { ORIGINS, SECTION_NAMES } from '../support/servers';
import { buildRemoteVariant, closeServer, serveFolder, shellWithRemote } from '../support/release';

const UNAVAILABLE = 'This section is temporarily unavailable';

test('a section whose server is down shows the fallback quickly, the rest works, and Retry recovers', async ({
  page,
}) => {
  await page.route(`${ORIGINS.tools}/**`, (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByRole('alert')).toContainText('Everything else still works');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blogs' }).click();
  await expectHeading(page, 'Academic Tips and Guides');
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expectHeading(page, 'About Us');

  await nav.getByRole('button', { name: 'Academic Tools' }).click();
  await nav.getByRole('link', { name: 'Grammar Checker' }).click();
  await expectHeading(page, UNAVAILABLE);

  await page.unroute(`${ORIGINS.tools}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, 'Grammar Checker');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no full reload').toBe(42);
});

test('a page chunk that vanished after a redeploy offers Reload, not Retry', async ({ page }) => {
  await page.route(`${ORIGINS.blog}/assets/article-page-*.js`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/blog/write-with-ai');
  await expectHeading(page, 'The site was updated');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.unroute(`${ORIGINS.blog}/assets/article-page-*.js`);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expectHeading(page, /Writing with AI/);
});

test('a page that crashes while rendering shows the friendly error with Reload and Home', async ({ page }) => {
  await page.route(`${ORIGINS.marketing}/assets/about-page-*.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { throw new Error("boom"); }',
    }),
  );
  await page.goto('/aboutus');
  await expectHeading(page, 'Something went wrong');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
  await nav.getByRole('button', { name: 'Academic Tools' }).click();
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
      router: providersOf('shared/router'),
      shared: providersOf('shared/core'),
    };
  });
  expect(providers.instances).toEqual(['shell', ...SECTION_NAMES].sort());
  for (const pkg of [providers.react, providers.reactDom, providers.router, providers.shared]) {
    expect(pkg).toHaveLength(1);
    expect(pkg[0]).toMatch(/ from shell$/);
  }
});

test.describe('independent release', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const servers: Server[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });

  test('a rebuilt remote shows its new version in the already-built shell after a reload', async ({ page }) => {
    await page.goto('/blog');
    await expectHeading(page, 'Academic Tips and Guides');
    const before = await page.locator('[data-section="blog"]').getAttribute('data-build');

    const release = `blog-release-${Date.now()}`;
    const remote = await serveFolder(buildRemoteVariant('mfe-blog', { BUILD_ID: release }));
    const shell = await serveFolder(shellWithRemote('blog', `${remote.origin}/mf-manifest.json`));
    servers.push(remote.server, shell.server);

    await page.goto(`${shell.origin}/blog`);
    await expectHeading(page, 'Academic Tips and Guides');
    await expect(page.locator('[data-section="blog"]')).toHaveAttribute('data-build', release);
    expect(before).not.toBe(release);
  });

  test('a remote built against another major contract version gets the fallback, not a crash', async ({ page }) => {
    const remote = await serveFolder(buildRemoteVariant('mfe-blog', { CONTRACT_VERSION_OVERRIDE: '2.0.0' }));
    const shell = await serveFolder(shellWithRemote('blog', `${remote.origin}/mf-manifest.json`));
    servers.push(remote.server, shell.server);
    await page.goto(`${shell.origin}/blog`);
    await expectHeading(page, 'The site was updated');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expectHeading(page, 'About Us');
  });
});
