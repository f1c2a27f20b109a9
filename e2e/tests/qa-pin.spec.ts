/**
 * QA pins (decision 39): with the admin token, a QA engineer pins the blog to a chosen build in
 * their own browser; every other visitor keeps the live build, pinned pages never touch the page
 * cache, a marker says so and clears the pin in one click. And the composed suite itself runs
 * against the pinned build, from environment variables alone. A build works from a folder of one
 * origin, as `pnpm serve-builds` serves it, both pinned and as its standalone page (ADR 030).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading, test } from '../support/fixtures';
import { ADMIN_TOKEN } from '../support/servers';
import {
  closeServer,
  copyBuild,
  serveFolder,
  serveInFolder,
  startCompositionServer,
  type CompositionServer,
} from '../support/release';

const PINNED = 'blog-9a9a9a9a9a9a9a9a';
const IN_FOLDER = 'blog-f0f0f0f0f0f0f0f0';
const shownBuild = (page: Page) => page.locator('[data-section="blog"]').getAttribute('data-build');

/** Whether the image has loaded and has pixels: not a broken or pending one. */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

/**
 * The page's requests to `origins` that failed or answered an error, as they happen (the api's,
 * such as release-health beacons, are other tests' business). A request the page's next
 * navigation cut short (`net::ERR_ABORTED`) has not failed.
 */
function failedRequests(page: Page, origins: string[]): string[] {
  const failed: string[] = [];
  const watched = (url: string) => origins.some((origin) => url.startsWith(`${origin}/`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (watched(request.url()) && error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (watched(response.url()) && response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
  return failed;
}

test.describe('a QA pin', () => {
  let composition: CompositionServer | undefined;
  let host: { server: Server; origin: string } | undefined;
  let copy: string | undefined;
  let folders: { server: Server; dir: string } | undefined;
  test.beforeAll(async () => {
    composition = await startCompositionServer({ env: { ADMIN_TOKEN } });
    copy = copyBuild('blog', PINNED);
    host = await serveFolder(copy);
  });
  test.afterAll(async () => {
    composition?.stop();
    await closeServer(host?.server);
    if (copy) rmSync(copy, { recursive: true, force: true });
    await closeServer(folders?.server);
    if (folders) rmSync(folders.dir, { recursive: true, force: true });
  });
  const manifest = () => `${host!.origin}/mf-manifest.json`;
  const pinUrl = (params: Record<string, string>) =>
    `${composition!.origin}/__qa/pin?${new URLSearchParams({ section: 'blog', manifest: manifest(), ...params })}`;

  test('pins the blog for one browser only, shows it, keeps it out of the page cache, and clears in one click', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { origin } = composition!;
    // Another visitor, before and after: the live build, from the page cache as usual.
    const other = await browser.newPage();
    await other.goto(`${origin}/blog`);
    const live = await shownBuild(other);
    expect(live).toMatch(/^blog-/);
    expect(live).not.toBe(PINNED);

    await page.goto(pinUrl({ token: ADMIN_TOKEN, to: '/blog' }));
    await expect(page).toHaveURL(`${origin}/blog`);
    await expectHeading(page, 'Academic Tips and Guides');
    expect(await shownBuild(page), 'the server rendered the pinned build').toBe(PINNED);
    const marker = page.getByRole('status').filter({ hasText: `pinned: blog@${PINNED}` });
    await expect(marker).toBeVisible();
    // In the browser too: a client-side navigation loads the pinned build's page, marker kept.
    await page
      .getByRole('link', { name: /Writing with AI Responsibly/ })
      .first()
      .click();
    await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
    expect(await shownBuild(page)).toBe(PINNED);
    await expect(marker).toBeVisible();

    // A pinned page is private and never stored in the shared page cache.
    const cookie = (await page.context().cookies(origin)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const pinnedAnswer = await fetch(`${origin}/blog`, { headers: { cookie } });
    expect(pinnedAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(await pinnedAnswer.text()).toContain(`data-build="${PINNED}"`);
    await other.reload();
    expect(await shownBuild(other), 'everyone else keeps the live build').toBe(live);
    await expect(other.getByText(/^pinned:/)).toHaveCount(0);

    await marker.getByRole('link', { name: 'Clear the pin' }).click();
    await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
    await expect(page.getByText(/^pinned:/)).toHaveCount(0);
    expect(await shownBuild(page), 'back on the live build').toBe(live);
    await other.close();
  });

  test('a build served from a folder under one origin works composed and standalone (ADR 030)', async ({ page }) => {
    test.setTimeout(90_000);
    // As `pnpm serve-builds` serves kept builds: http://localhost:<port>/blog/<build id>/.
    const served = await serveInFolder('blog', copyBuild('blog', IN_FOLDER));
    folders = served;
    const { folder } = served;
    // The build's host (its files, wherever they are asked for) and the site's.
    const failed = failedRequests(page, [new URL(folder).origin, composition!.origin]);
    const images = page.locator(`img[src^="${folder}assets/"]`);

    // Composed: the server renders the folder's build, whose script, style and image URLs are the
    // folder's; the page hydrates (an image URL that differed from the browser's would not).
    await page.goto(pinUrl({ token: ADMIN_TOKEN, manifest: `${folder}mf-manifest.json`, to: '/blog' }));
    await expectHeading(page, 'Academic Tips and Guides');
    expect(await shownBuild(page)).toBe(IN_FOLDER);
    await images.first().scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(images.first())).toBe(true);
    // In the browser: the federation runtime loads the article page's chunks and styles from the folder.
    await page
      .getByRole('link', { name: /Writing with AI Responsibly/ })
      .first()
      .click();
    await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
    // Each article's hero is its folder's hero image (hero-<hash>.svg).
    const hero = page.locator(`img[src^="${folder}assets/hero-"]`).first();
    await expect.poll(() => loaded(hero)).toBe(true);

    // Standalone: the build's own index.html at its folder, its pages under it, a deep link too.
    await page.goto(folder);
    const pages = page.getByRole('navigation', { name: 'Section pages' });
    await pages.getByRole('link', { name: '/blog/write-with-ai' }).click();
    await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
    await expect(page).toHaveURL(`${folder}blog/write-with-ai`);
    await expect.poll(() => loaded(hero)).toBe(true);
    await page.reload();
    await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
    await expect(pages).toBeVisible();
    expect(failed, 'requests that failed').toEqual([]);
  });

  test('is refused without the admin token, for a host not allowed, or a build that does not load', async ({
    request,
  }) => {
    const refused = async (url: string, status: number, text: string) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(status);
      expect(await response.text()).toContain(text);
      expect(response.headers()['set-cookie']).toBeUndefined();
    };
    await refused(pinUrl({}), 403, 'Not pinned: A pin needs the admin token');
    await refused(pinUrl({ token: 'wrong' }), 403, 'the admin token');
    await refused(
      pinUrl({ token: ADMIN_TOKEN, manifest: 'https://builds.example.net/blog/mf-manifest.json' }),
      400,
      'builds.example.net is not an allowed build host',
    );
    await refused(
      pinUrl({ token: ADMIN_TOKEN, manifest: `${host!.origin}/nothing/mf-manifest.json` }),
      422,
      'could not be loaded as a build of blog',
    );
  });

  test('the composed suite runs against the pinned build, set by environment variables alone', async () => {
    test.setTimeout(240_000);
    const output = mkdtempSync(join(tmpdir(), 'e2e-pinned-run-'));
    // The blog's index tests of the composed suite, against this site with the blog pinned; its
    // images come from the pinned build's host, which E2E_ORIGIN_BLOG names.
    const run = await new Promise<{ code: number | null; out: string }>((resolve) =>
      execFile(
        'pnpm',
        [
          'exec',
          'playwright',
          'test',
          '--project=composed',
          'tests/blog.spec.ts',
          '-g',
          'the blog index|deep links',
          '--output',
          output,
        ],
        {
          cwd: join(import.meta.dirname, '..'),
          env: {
            ...process.env,
            E2E_BASE_URL: composition!.origin,
            E2E_ORIGIN_BLOG: host!.origin,
            E2E_QA_PIN: `blog=${manifest()}`,
            E2E_ADMIN_TOKEN: ADMIN_TOKEN,
          },
          timeout: 200_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, out: stdout + stderr }),
      ),
    );
    rmSync(output, { recursive: true, force: true });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toMatch(/\d+ passed/);
    // The suite's pages were the pinned build's: its runtime served them.
    const readyz = (await (await fetch(`${composition!.origin}/readyz`)).json()) as { builds: { build: string }[] };
    expect(readyz.builds.map((build) => build.build)).toContain(PINNED);
  });
});
