/**
 * Releasing a section: one config per request, the release command (preflight, atomic write,
 * history, rollback, canary), several composition servers sharing one release, and a tab open
 * across a release.
 */
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectHeading, test } from '../support/fixtures';
import { REMOTE_CONTRACT_VERSION } from '@shared/platform/remote-contract';
import { ORIGINS } from '../support/servers';
import {
  buildSectionRelease,
  canaryVisitor,
  closeServer,
  copyBuild,
  releaseCommand,
  removeReleases,
  serveFolder,
  servedBuild,
  startCompositionServer,
  startConfigHost,
  type CompositionServer,
  type ConfigHost,
} from '../support/release';

/**
 * How long a released (or rolled-back) build may take to render on the server: its runtime, a
 * worker thread that loads the frame and the section, starts within its start timeout (30 s),
 * and on a busy machine that takes several seconds, longer than expect's default.
 */
const RUNTIME_START_MS = 30_000;

const BUILD_A = 'blog-aaaaaaaaaaaaaaaa';
const BUILD_B = 'blog-bbbbbbbbbbbbbbbb';

/** Every build id of the blog and every section host origin a page's HTML names. */
function buildsIn(html: string, hosts: Record<string, string>): Set<string> {
  const found = new Set(html.match(/blog-[ab]{16}/g) ?? []);
  for (const [build, origin] of Object.entries(hosts)) if (html.includes(origin)) found.add(build);
  return found;
}

/**
 * For the releases of tests about what a release does rather than its checks: the browser preflight
 * loads every route of the build in Chromium (about 15 s on two cores), and it has tests of its
 * own (release-preflight.spec.ts, and "releases a build after its preflight" below).
 */
const NO_BROWSER_PREFLIGHT = '--skip-browser-preflight';

test.describe('one config per request', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  test('while config.json flips between two builds under concurrent requests, every page is one build', async () => {
    test.setTimeout(90_000);
    composition = await startCompositionServer();
    const origins: Record<string, string> = {};
    for (const build of [BUILD_A, BUILD_B]) {
      const copy = copyBuild('blog', build);
      copies.push(copy);
      const host = await serveFolder(copy);
      hosts.push(host.server);
      origins[build] = host.origin;
    }
    const base = composition.readConfig();
    const pointAt = (build: string) =>
      composition!.writeConfig({ ...base, remotes: { ...base.remotes, blog: `${origins[build]}/mf-manifest.json` } });
    // Both builds' server entries and pages load before the race starts, so pages are rendered,
    // not left to the browser for being slow the first time.
    const paths = ['/blog', '/blog/write-with-ai', '/blog/time-management-assignment'];
    for (const build of [BUILD_A, BUILD_B]) {
      pointAt(build);
      for (const path of paths) {
        await expect
          .poll(async () => (await (await fetch(`${composition!.origin}${path}`)).text()).includes(build))
          .toBe(true);
      }
    }

    // The config flips as soon as a page of the build it points at has been served (a release
    // goes into service once its runtime has started: flipping on a clock would, on a busy
    // machine, flip back before the other build ever served), while eight clients keep asking.
    const seen = { [BUILD_A]: 0, [BUILD_B]: 0 };
    const mixed: string[] = [];
    let rendered = 0;
    let flips = 0;
    let racing = true;
    const flipper = (async () => {
      for (; flips < 8; flips += 1) {
        const to = flips % 2 ? BUILD_B : BUILD_A;
        const before = seen[to];
        pointAt(to);
        await expect.poll(() => seen[to] > before, { timeout: 20_000, intervals: [5] }).toBe(true);
      }
    })().finally(() => (racing = false));
    await Promise.all([
      flipper,
      ...Array.from({ length: 8 }, async (_, worker) => {
        for (let round = 0; racing; round += 1) {
          const path = paths[(worker + round) % paths.length]!;
          const html = await (await fetch(`${composition!.origin}${path}`)).text();
          // A page left to the browser (slow on a busy machine) must still name one build.
          if (html.includes('data-section="blog"')) rendered += 1;
          const builds = buildsIn(html, origins);
          if (builds.size !== 1) mixed.push(`${path}: ${[...builds].join(' + ')}`);
          for (const build of builds) seen[build as keyof typeof seen] += 1;
        }
      }),
    ]);
    expect(mixed, 'pages that mixed two builds').toEqual([]);
    expect(flips, 'config flips each served').toBe(8);
    expect(rendered, 'pages rendered on the server').toBeGreaterThan(20);
  });
});

/** The blog build a page of the composition server at `origin` is rendered with. */
async function blogBuildAt(origin: string, path = '/blog', cookie = ''): Promise<string | undefined> {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
  return /data-section="blog" data-build="([^"]+)"/.exec(html)?.[1];
}

test.describe('the release command', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  const builds: string[] = [];
  test.beforeAll(async () => {
    composition = await startCompositionServer();
  });
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
    removeReleases(builds);
  });

  /** Serves a section build on an origin of its own; answers its manifest URL. */
  async function serve(dist: string): Promise<string> {
    const host = await serveFolder(dist);
    hosts.push(host.server);
    return `${host.origin}/mf-manifest.json`;
  }
  const copy = (buildId: string, only?: 'server') => {
    const dist = copyBuild('blog', buildId, only);
    copies.push(dist);
    return dist;
  };

  test('releases a build after its preflight, lists it, and rolls it back', async () => {
    test.setTimeout(180_000);
    const { origin, dist } = composition!;
    const original = await blogBuildAt(origin);
    expect(original, 'the blog is rendered on the server').toMatch(/^blog-/);
    const url = await serve(copy('blog-cccccccccccccccc'));

    const released = await releaseCommand(['blog', url], dist);
    expect(released.code, released.stderr).toBe(0);
    expect(released.stdout).toContain('Released blog build blog-cccccccccccccccc');
    expect(released.stdout).toContain('/blog/write-with-ai: rendered in');
    expect(released.stdout).toMatch(/✓ \d+ routes loaded in Chromium: no console error, no error boundary, hydrated/);
    await expect.poll(() => blogBuildAt(origin), { timeout: RUNTIME_START_MS }).toBe('blog-cccccccccccccccc');

    const history = await releaseCommand(['history'], dist);
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(new RegExp(`release\\s+blog\\s+\\S+ → ${url.replaceAll('.', '\\.')}`));

    const rolledBack = await releaseCommand(['rollback', 'blog'], dist);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    await expect.poll(() => blogBuildAt(origin), { timeout: RUNTIME_START_MS }).toBe(original);
    expect((await releaseCommand(['history', '--section', 'blog'], dist)).stdout).toContain('rollback');
    const again = await releaseCommand(['rollback', 'blog'], dist);
    expect(again.code, 'nothing earlier to roll back to').toBe(4);
    expect(again.stderr).toContain('no earlier release');
  });

  test('renders a route with parameters through its samples: the order pages in their not-found state', async () => {
    test.setTimeout(120_000);
    const { dist, configPath } = composition!;
    const before = readFileSync(configPath, 'utf8');
    const checked = await releaseCommand(['checkout', `${ORIGINS.checkout}/mf-manifest.json`, '--dry-run'], dist);
    expect(checked.code, checked.stderr).toBe(0);
    const unknown = 'a'.repeat(32);
    expect(checked.stdout).toMatch(
      new RegExp(`/orders/:token → /orders/${unknown}: rendered in \\d+ ms of CPU \\(404, its not-found state\\)`),
    );
    expect(checked.stdout).toContain(`/orders/:token/receipt → /orders/${unknown}/receipt: rendered in`);
    expect(checked.stdout).not.toContain('not rendered');
    expect(readFileSync(configPath, 'utf8'), 'a dry run changes nothing').toBe(before);
  });

  test('refuses a build that is not fit, names every reason, and leaves config.json as it was', async () => {
    test.setTimeout(180_000);
    const { dist, configPath } = composition!;
    const before = readFileSync(configPath, 'utf8');
    const original = (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../mfe-blog/dist/ssr.json'), 'utf8')) as {
        buildId: string;
      }
    ).buildId;

    const mismatched = await serve(copy('blog-dddddddddddddddd', 'server'));
    const unreachable = copy('blog-eeeeeeeeeeeeeeee');
    rmSync(join(unreachable, 'server'), { recursive: true });
    const contract = buildSectionRelease('blog', {
      env: { BUILD_ID: 'blog-contract-3', CONTRACT_VERSION_OVERRIDE: '3.0.0' },
    });
    builds.push(contract);
    const cases = [
      {
        url: mismatched,
        reasons: [
          `build id: the server entry is build blog-dddddddddddddddd, the browser build (ssr.json) is ${original}`,
        ],
      },
      { url: await serve(unreachable), reasons: ['server entry:', 'could not be loaded', 'answered 404'] },
      {
        url: await serve(contract),
        reasons: [
          `contract: the section speaks contract 3.0.0, the shell ${REMOTE_CONTRACT_VERSION} (the major versions must match)`,
        ],
      },
      { url: 'http://localhost:9/mf-manifest.json', reasons: ['manifest:', 'ssr.json:'] },
    ];
    for (const { url, reasons } of cases) {
      const result = await releaseCommand(['blog', url], dist);
      expect(result.code, `${url} is refused`).toBe(1);
      expect(result.stderr).toContain(`Refused: blog at ${url} was not released (config.json is unchanged)`);
      for (const reason of reasons) expect(result.stderr).toContain(reason);
      expect(readFileSync(configPath, 'utf8'), 'config.json is untouched').toBe(before);
    }
    expect((await releaseCommand(['blog', 'not-a-url'], dist)).code, 'a usage error').toBe(2);
  });
});

const visitorId = (inCanary: boolean) => canaryVisitor('blog', inCanary);

async function visitor(browser: Browser, origin: string, id: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'release_visitor', value: id, url: origin },
    { name: 'CookieConsent', value: 'false', url: origin },
  ]);
  return context.newPage();
}

const shownBuild = (page: Page) => page.locator('[data-section="blog"]').getAttribute('data-build');

test.describe('a canary', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  test('at 50% two visitors see two builds, each always the same one, until it is promoted', async ({ browser }) => {
    test.setTimeout(240_000);
    composition = await startCompositionServer();
    const { origin, dist } = composition;
    const stable = await blogBuildAt(origin);
    const canaryCopy = copyBuild('blog', 'blog-ffffffffffffffff');
    copies.push(canaryCopy);
    const host = await serveFolder(canaryCopy);
    hosts.push(host.server);
    const started = await releaseCommand(
      ['blog', `${host.origin}/mf-manifest.json`, '--percent', '50', NO_BROWSER_PREFLIGHT],
      dist,
    );
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toContain('Canary: 50% of visitors get blog build blog-ffffffffffffffff');
    // The server serves the canary once its runtime has started (the config before serves until then).
    await expect
      .poll(() => servedBuild(origin, 'blog', `release_visitor=${visitorId(true)}`), { timeout: 30_000 })
      .toBe('blog-ffffffffffffffff');

    // A new visitor is given an id to keep.
    const first = await fetch(`${origin}/blog`);
    expect(first.headers.get('set-cookie')).toMatch(
      /^release_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/,
    );

    const inCanary = await visitor(browser, origin, visitorId(true));
    const outside = await visitor(browser, origin, visitorId(false));
    for (const [page, build] of [
      [inCanary, 'blog-ffffffffffffffff'],
      [outside, stable],
    ] as const) {
      for (let visit = 0; visit < 3; visit += 1) {
        await page.goto(`${origin}/blog`);
        await expectHeading(page, 'Academic Tips and Guides');
        expect(await shownBuild(page), 'the server rendered this build').toBe(build);
      }
      // In the browser too: a client-side navigation loads the same build's page.
      await page
        .getByRole('link', { name: /Writing with AI Responsibly/ })
        .first()
        .click();
      await expectHeading(page, 'Writing with AI Responsibly: A Workflow for Students');
      expect(await shownBuild(page), 'the browser loaded this build').toBe(build);
    }

    // No release health is set up here: promote refuses, a forced dry run changes nothing, and a
    // forced promote goes ahead with --force written in the history.
    const configBefore = readFileSync(composition.configPath, 'utf8');
    const refused = await releaseCommand(['promote', 'blog', NO_BROWSER_PREFLIGHT], dist);
    expect(refused.code, 'promote without evidence is refused').toBe(1);
    expect(refused.stderr).toContain('Not promoted: release health unknown: RELEASE_HEALTH_URL');
    const dryRun = await releaseCommand(['promote', 'blog', '--force', '--dry-run', NO_BROWSER_PREFLIGHT], dist);
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain('Dry run: nothing was changed');
    expect(readFileSync(composition.configPath, 'utf8'), 'promote --dry-run changes nothing').toBe(configBefore);
    expect(await blogBuildAt(origin, '/blog', `release_visitor=${visitorId(false)}`)).toBe(stable);

    const promoted = await releaseCommand(['promote', 'blog', '--force', NO_BROWSER_PREFLIGHT], dist);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('(--force: recorded in the history.)');
    expect((await releaseCommand(['history'], dist)).stdout).toMatch(
      /promote\s+blog\s+.*FORCED: release health unknown: RELEASE_HEALTH_URL/,
    );
    for (const page of [inCanary, outside]) {
      await expect
        .poll(async () => (await page.goto(`${origin}/blog`), shownBuild(page)))
        .toBe('blog-ffffffffffffffff');
    }
    expect((await releaseCommand(['abort', 'blog'], dist)).code, 'no canary left to abort').toBe(4);
    await inCanary.context().close();
    await outside.context().close();
  });
});

/** The build of `section` a page of the composition server at `origin` is rendered with. */
async function sectionBuildAt(origin: string, section: string, path: string): Promise<string | undefined> {
  const html = await (await fetch(`${origin}${path}`)).text();
  return new RegExp(`data-section="${section}" data-build="([^"]+)"`).exec(html)?.[1];
}

test.describe('several composition servers', () => {
  const servers: CompositionServer[] = [];
  const hosts: Server[] = [];
  const folders: string[] = [];
  let configHost: ConfigHost | undefined;
  test.afterAll(async () => {
    for (const server of servers) server.stop();
    configHost?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const token = 'e2e-release-token-0123456789abcdef';
  /** Serves a copy of a section's build as build `buildId`; answers its manifest URL. */
  async function serveCopy(section: 'blog' | 'tools', buildId: string): Promise<string> {
    const build = copyBuild(section, buildId);
    folders.push(build);
    const host = await serveFolder(build);
    hosts.push(host.server);
    return `${host.origin}/mf-manifest.json`;
  }

  test('read one config.json from a URL, which the release command writes, and serve one release', async () => {
    test.setTimeout(180_000);
    configHost = await startConfigHost(token);
    const { configUrl } = configHost;
    const etag = (await fetch(configUrl)).headers.get('etag');
    expect(etag, 'the host revalidates config.json by ETag').toBeTruthy();
    expect((await fetch(configUrl, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    for (let index = 0; index < 2; index += 1) servers.push(await startCompositionServer({ configUrl }));
    const original = await blogBuildAt(servers[0]!.origin);
    expect(original, 'the blog is rendered on the server').toMatch(/^blog-/);
    const local = readFileSync(servers[0]!.configPath, 'utf8');
    const throughUrl = (args: string[], withToken = true) =>
      releaseCommand(args, servers[0]!.dist, configUrl, withToken ? { RELEASE_TOKEN: token } : {});

    const manifest = await serveCopy('blog', 'blog-9999999999999999');
    const refused = await throughUrl(['blog', manifest, NO_BROWSER_PREFLIGHT], false);
    expect(refused.code, 'the config host refuses a release without the token').toBe(5);
    expect(refused.stderr).toContain('RELEASE_TOKEN');

    const released = await throughUrl(['blog', manifest, NO_BROWSER_PREFLIGHT]);
    expect(released.code, released.stderr).toBe(0);
    for (const server of servers)
      await expect.poll(() => blogBuildAt(server.origin), { timeout: RUNTIME_START_MS }).toBe('blog-9999999999999999');
    expect(readFileSync(servers[0]!.configPath, 'utf8'), 'no machine’s own file was written').toBe(local);
    const history = await fetch(new URL('releases.jsonl', configUrl));
    expect(history.status).toBe(200);
    expect(await history.text()).toContain(`"remote":"${manifest}"`);
    expect((await throughUrl(['history', '--section', 'blog'])).stdout).toContain(`→ ${manifest}`);

    const rolledBack = await throughUrl(['rollback', 'blog', NO_BROWSER_PREFLIGHT]);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    for (const server of servers)
      await expect.poll(() => blogBuildAt(server.origin), { timeout: RUNTIME_START_MS }).toBe(original);
  });

  test('two releases of two sections through the URL at once both land', async () => {
    test.setTimeout(180_000);
    expect(configHost, 'the config host of the test before').toBeDefined();
    const { configUrl } = configHost!;
    const [blog, tools] = await Promise.all([
      serveCopy('blog', 'blog-8888888888888888'),
      serveCopy('tools', 'tools-8888888888888888'),
    ]);
    const results = await Promise.all(
      [
        ['blog', blog],
        ['tools', tools],
      ].map((args) =>
        releaseCommand([...args, NO_BROWSER_PREFLIGHT], servers[0]!.dist, configUrl, { RELEASE_TOKEN: token }),
      ),
    );
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    // Each server starts a runtime for each new build; on a busy machine that takes a while.
    for (const server of servers) {
      await expect
        .poll(() => sectionBuildAt(server.origin, 'blog', '/blog'), {
          timeout: RUNTIME_START_MS,
        })
        .toBe('blog-8888888888888888');
      await expect
        .poll(() => sectionBuildAt(server.origin, 'tools', '/grammar-checker'), { timeout: RUNTIME_START_MS })
        .toBe('tools-8888888888888888');
    }
    const config = (await (await fetch(configUrl)).json()) as { remotes: Record<string, string> };
    expect(config.remotes).toMatchObject({ blog, tools });
  });
});

test.describe('a tab open across a release', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  test('keeps its builds, and navigating into the released section loads the new page as a document', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    composition = await startCompositionServer();
    const { origin, dist } = composition;
    const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.goto(`${origin}/aboutus`);
    await expectHeading(page, 'About Us');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const original = await blogBuildAt(origin);
    // Before any release: into the blog and back, in the same document.
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expectHeading(page, 'Academic Tips and Guides');
    expect(await shownBuild(page)).toBe(original);
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expectHeading(page, 'About Us');
    expect(await marked(), 'no document navigation without a release').toBe(true);

    const copy = copyBuild('blog', 'blog-7777777777777777');
    copies.push(copy);
    const host = await serveFolder(copy);
    hosts.push(host.server);
    const released = await releaseCommand(['blog', `${host.origin}/mf-manifest.json`, NO_BROWSER_PREFLIGHT], dist);
    expect(released.code, released.stderr).toBe(0);
    await expect.poll(() => blogBuildAt(origin), { timeout: RUNTIME_START_MS }).toBe('blog-7777777777777777');

    // The tab still shows its page; entering the released section reloads the document.
    await expectHeading(page, 'About Us');
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expectHeading(page, 'Academic Tips and Guides');
    await expect.poll(() => shownBuild(page)).toBe('blog-7777777777777777');
    expect(await marked(), 'a document navigation').toBe(false);
    expect(page.url()).toBe(`${origin}/blog`);
  });
});

test.describe('the page cache', () => {
  test('answers a page the browser has with 304, and renders a page with a query string for its request', async ({
    request,
  }) => {
    const first = await request.get('/blog');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers()['vary']).toContain('Cookie');
    const again = await request.get('/blog', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect(await again.text()).toBe('');
    // The same page with a query string is rendered for that request, and still revalidates.
    const withQuery = await request.get('/blog?utm_source=test');
    expect(withQuery.status()).toBe(200);
    expect(await withQuery.text()).toContain('Academic Tips and Guides');
  });
});
