/**
 * The composition core against real faults in a section's server code (throws in render or in a
 * timer, a busy loop, a heap blow-up, an entry that does not import, a preload that never ends)
 * and in its host (down, slow): every page answers 200 with the frame within the section budget
 * plus a margin, the failing section is left to the browser, the other sections keep rendering on
 * the server, and the site recovers (runtime replaced, breaker half-open, rollback) with no restart.
 * Faults in a page's render and the breaker are in composition-faults-recovery.test.ts, which runs
 * beside this file (the waits of both are most of the time they take).
 */
import { describe, expect, it } from 'vitest';
import { BLOG_ROUTES, configWith, type Fault } from './test/section-fixtures';
import {
  BLOG_PAGE,
  BUDGET_MS,
  dist,
  everyPageAnswers,
  get,
  goodBlog,
  host,
  leftToBrowser,
  MARGIN_MS,
  marketing,
  readyz,
  server,
  serverRendered,
  start,
  until,
  setUpCompositionHarness,
  type Answer,
} from './test/composition-harness';

setUpCompositionHarness();

describe('a composition server whose sections behave', () => {
  it('renders each section in its runtime, and the 404, redirects and sitemap from the manifests', async () => {
    await start(goodBlog);
    expect(serverRendered(await get('/'), 'marketing-good')).toBe(true);
    const blog = await get('/blog/first-post');
    expect(serverRendered(blog, 'blog-good')).toBe(true);
    expect(blog.html).toContain('"builds":{"marketing":"marketing-good","blog":"blog-good"}');
    const missing = await get('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect((await server!.app.request('/Blog/')).headers.get('location')).toBe('/blog');
    const sitemap = await (await server!.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/blog/first-post</loc>');
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ok', degraded: [] } });
  }, 30_000);
});

describe('a release', () => {
  it('is served once its runtime has started: until then the build before renders every page', async () => {
    await start(goodBlog);
    // Its entry takes longer to load than a page's budget: served at once, its first pages would be the frame.
    const next = host.add('b-next', {
      section: 'blog',
      buildId: 'blog-next',
      routes: BLOG_ROUTES,
      fault: 'none',
      loadMs: 2000,
    });
    dist.writeConfig(configWith({ marketing, blog: next }));
    const answers: Answer[] = [];
    const end = Date.now() + 20_000;
    do answers.push(await get(BLOG_PAGE));
    while (!serverRendered(answers.at(-1)!, 'blog-next') && Date.now() < end);
    const builds = answers.map((answer) =>
      serverRendered(answer, 'blog-good') ? 'good' : serverRendered(answer, 'blog-next') ? 'next' : 'neither',
    );
    expect(builds.at(-1), 'the release is served').toBe('next');
    expect(builds[0], 'the build before serves while the release starts').toBe('good');
    expect(
      builds.filter((build) => build === 'neither'),
      'pages left to the browser',
    ).toEqual([]);
  }, 40_000);
});

describe.each<{ fault: Fault; name: string; detected?: string }>([
  { fault: 'throw-in-timer', name: 'throws in a timer after loading', detected: 'crashed' },
  { fault: 'spin-in-timer', name: 'spins the CPU after loading', detected: 'unresponsive' },
  { fault: 'out-of-memory', name: 'blows its heap limit', detected: 'out-of-memory' },
])('a blog build whose server code $name', ({ fault, detected }) => {
  it('never stops the other sections, leaves the blog to the browser, and is rolled back without restart', async () => {
    const faulty = host.add(`b-${fault}`, {
      section: 'blog',
      buildId: `blog-${fault}`,
      routes: BLOG_ROUTES,
      fault,
      delayMs: 200,
    });
    await start(faulty, { memoryMb: fault === 'out-of-memory' ? 48 : 96 });
    const blog = await everyPageAnswers(4000);
    // The runtime is replaced, again and again, until the breaker opens; /readyz names the build.
    const status = await until(
      readyz,
      ({ body }) => body.builds.some((build) => build.build === `blog-${fault}` && build.state === 'breaker-open'),
      40_000,
    );
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('degraded');
    // (On a busy machine another section may have missed a deadline too: it is listed then.)
    expect(status.body.degraded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          section: 'blog',
          build: `blog-${fault}`,
          reason: expect.stringContaining('breaker open'),
        }),
      ]),
    );
    const build = status.body.builds.find((entry) => entry.build === `blog-${fault}`)!;
    expect(build.state).toBe('breaker-open');
    expect(build.faults, `faults: ${JSON.stringify(build.faults)}`).toHaveProperty(detected!);
    // Behind the breaker (open, or half-open with one runtime on trial), pages answer at once.
    const open = await get(BLOG_PAGE);
    expect(open.status).toBe(200);
    expect(open.ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    expect([...blog, open].some(leftToBrowser), 'the blog was left to the browser').toBe(true);

    // Rolled back: the good build's runtime renders the blog again, with no restart.
    dist.writeConfig(configWith({ marketing, blog: goodBlog }));
    await until(
      () => get('/blog'),
      (answer) => serverRendered(answer, 'blog-good'),
    );
    // The faulty build's runtime is gone, and nothing is degraded any more.
    await until(
      readyz,
      ({ body }) => body.status === 'ok' && body.builds.every((entry) => entry.build !== `blog-${fault}`),
    );
  }, 90_000);
});

describe("a section's host", () => {
  it('down: its pages are the frame, at once; other sections render; /readyz names it', async () => {
    await start('http://localhost:9/mf-manifest.json');
    const blog = await everyPageAnswers(1000);
    // The blog's routes are unknown: the page holds its place while the browser learns them.
    expect(blog.every((answer) => answer.status === 200 && !answer.html.includes('data-section="blog"'))).toBe(true);
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.degraded).toEqual([{ section: 'blog', reason: 'its ssr.json cannot be read' }]);
  }, 30_000);

  it('slow: pages answer within the budget, with the manifest last read from it', async () => {
    const slow = host.add('b-slow', { section: 'blog', buildId: 'blog-slow', routes: BLOG_ROUTES, fault: 'none' });
    await start(slow);
    expect(serverRendered(await get('/blog'), 'blog-slow')).toBe(true);
    host.setDelay(5000);
    try {
      // Past the manifests' trust (2 s), every read of ssr.json is late: the last one read is used.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const blog = await everyPageAnswers(1500);
      expect(blog.every((answer) => serverRendered(answer, 'blog-slow'))).toBe(true);
    } finally {
      host.setDelay(0);
    }
  }, 30_000);
});
