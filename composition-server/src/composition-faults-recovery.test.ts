/**
 * The composition core against faults in a page's render (a throw, a preload that never ends, an
 * entry that does not import), a build that crashes for a while (the breaker), all recovered with
 * no restart. The other faults are in composition-faults.test.ts; this file runs beside it.
 */
import { describe, expect, it } from 'vitest';
import { BLOG_ROUTES } from './test/section-fixtures';
import {
  everyPageAnswers,
  get,
  host,
  leftToBrowser,
  readyz,
  serverRendered,
  start,
  until,
  setUpCompositionHarness,
} from './test/composition-harness';

setUpCompositionHarness();

describe('a blog build that fails while rendering a page', () => {
  it('serves the page with the frame and the blog left to the browser; its runtime keeps serving', async () => {
    const faulty = host.add('b-render', {
      section: 'blog',
      buildId: 'blog-render',
      routes: BLOG_ROUTES,
      fault: 'throw-in-render',
    });
    await start(faulty);
    const blog = await everyPageAnswers(1000);
    expect(blog.every((answer) => answer.html.includes('"render":"client"'))).toBe(true);
    const { body } = await readyz();
    expect(body.builds.find((entry) => entry.build === 'blog-render')).toMatchObject({ state: 'ready', faults: {} });
  }, 30_000);

  it('and one whose page preload never ends: the page is the frame, within the budget', async () => {
    const faulty = host.add('b-preload', {
      section: 'blog',
      buildId: 'blog-preload',
      routes: BLOG_ROUTES,
      fault: 'hangs-in-preload',
    });
    await start(faulty);
    const blog = await everyPageAnswers(1500);
    expect(blog.every(leftToBrowser)).toBe(true);
  }, 30_000);

  it('and one whose server entry fails to import: the blog is left to the browser; /readyz says why', async () => {
    const faulty = host.add('b-import', {
      section: 'blog',
      buildId: 'blog-import',
      routes: BLOG_ROUTES,
      fault: 'fails-to-import',
    });
    await start(faulty);
    const blog = await everyPageAnswers(1000);
    expect(blog.every(leftToBrowser)).toBe(true);
    const { body } = await readyz();
    expect(body.degraded).toEqual([
      expect.objectContaining({ build: 'blog-import', reason: expect.stringContaining('the entry fails to import') }),
    ]);
  }, 30_000);
});

describe('a build that crashes for a while and then behaves', () => {
  it('goes behind the breaker, is tried again half-open, and renders on the server once it behaves', async () => {
    const flaky = host.add('b-flaky', {
      section: 'blog',
      buildId: 'blog-flaky',
      routes: BLOG_ROUTES,
      fault: 'throw-in-timer',
      delayMs: 100,
      faultyLoads: 2,
    });
    await start(flaky);
    await until(readyz, ({ body }) => body.builds.some((b) => b.build === 'blog-flaky' && b.state === 'breaker-open'));
    // After the cool-down one runtime is tried; its code now behaves, so the breaker closes.
    await until(
      () => get('/blog'),
      (answer) => serverRendered(answer, 'blog-flaky'),
    );
    // It closes once the runtime answers after living SECTION_STABLE_AFTER_MS.
    await until(
      async () => (await get('/blog'), readyz()),
      ({ body }) => body.builds.some((b) => b.build === 'blog-flaky' && b.state === 'ready'),
      30_000,
    );
    expect(host.entryLoads('b-flaky')).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
