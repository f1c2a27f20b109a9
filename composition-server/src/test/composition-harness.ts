/**
 * The composition core's fault tests' harness: a section host serving fixture builds (good and
 * faulty), a composition server over the fixture shell with quick settings, and the checks the
 * tests share. Split over several test files so that their waits (deadlines, backoffs, a breaker's
 * cool-down) run side by side. Call `setUpCompositionHarness()` at the top of a test file.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { RuntimeConfig } from '@shared/contracts';
import { createCompositionServer } from '../composition-server';
import {
  BLOG_ROUTES,
  configWith,
  HOME_ROUTES,
  shellDist,
  startSectionHost,
  TEST_ENTRY_URL,
  type SectionHost,
} from './section-fixtures';

/** The production default (SECTION_BUDGET_MS). */
export const BUDGET_MS = 800;
/**
 * What a page may take beyond the budget: the frame's render on the main thread and the answer's
 * grace. Generous, because the machine running the tests may be busy; a hung page takes forever.
 */
export const MARGIN_MS = 1200;
/** A blog page with a query: never served from the page cache, so every request reaches its runtime. */
export const BLOG_PAGE = '/blog?fresh';

export let host: SectionHost;
export let marketing: string;
export let goodBlog: string;
export const dist = shellDist();
export let server: ReturnType<typeof createCompositionServer> | undefined;

/** Registers the hooks: the section host with a good marketing and blog build, a server per test. */
export function setUpCompositionHarness() {
  beforeAll(async () => {
    host = await startSectionHost();
    marketing = host.add('m1', { section: 'marketing', buildId: 'marketing-good', routes: HOME_ROUTES, fault: 'none' });
    goodBlog = host.add('b-good', { section: 'blog', buildId: 'blog-good', routes: BLOG_ROUTES, fault: 'none' });
  });
  afterAll(() => host.close());
  afterEach(() => {
    server?.close();
    server = undefined;
  });
}

/** A composition server over the fixture shell, with quick settings, serving `blog` from `blogUrl`. */
export async function start(
  blogUrl: string,
  options: {
    breakerFailures?: number;
    memoryMb?: number;
    config?: Partial<RuntimeConfig>;
    actionDeadlineMs?: number;
  } = {},
) {
  dist.writeConfig(configWith({ marketing, blog: blogUrl }, options.config));
  server = createCompositionServer({
    distDir: dist.dir,
    sectionBudgetMs: BUDGET_MS,
    entryUrl: TEST_ENTRY_URL,
    reconcileEveryMs: 100,
    ...(options.actionDeadlineMs ? { actionDeadlineMs: options.actionDeadlineMs } : {}),
    runtimes: {
      memoryMb: options.memoryMb ?? 96,
      restartMs: 50,
      restartMaxMs: 200,
      breakerFailures: options.breakerFailures ?? 2,
      breakerCooldownMs: 4000,
      // Longer than a fault takes to strike on a busy machine: a runtime that renders a page
      // before its fault must not prove its build stable.
      stableAfterMs: 5000,
      pingTimeoutMs: 2000,
      retireIdleMs: 200,
    },
  });
  await server.warm(Date.now() + 20_000);
  // As main.ts does before it says it listens: a runtime's first page pays for its code's warm-up.
  for (const path of ['/', '/blog']) await get(path);
  return server;
}

export interface Answer {
  status: number;
  ms: number;
  html: string;
}

export async function get(path: string): Promise<Answer> {
  const started = Date.now();
  const response = await server!.app.request(path, { headers: { cookie: 'CookieConsent=false' } });
  return { status: response.status, ms: Date.now() - started, html: await response.text() };
}

export const serverRendered = (answer: Answer, build: string) =>
  answer.html.includes(`Rendered by ${build}`) && answer.html.includes('"render":"server"');
/** The frame, with the section left to the browser (its loading state; the browser renders it). */
export const leftToBrowser = (answer: Answer) =>
  answer.status === 200 &&
  answer.html.includes('"render":"client"') &&
  !answer.html.includes('data-section="blog"') &&
  answer.html.includes('<footer');

export async function readyz() {
  const response = await server!.app.request('/readyz');
  return {
    status: response.status,
    body: (await response.json()) as {
      status: string;
      degraded: { section: string; build?: string; reason: string }[];
      builds: { section: string; build: string; state: string; faults: Record<string, number> }[];
    },
  };
}

/** Asks until `check` holds, or fails after `ms`. */
export async function until<T>(what: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let last: T;
  do {
    last = await what();
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < end);
  throw new Error(`Not reached in ${ms} ms; last: ${JSON.stringify(last).slice(0, 400)}`);
}

/**
 * Asks for the home page (marketing) and a blog page in turn, for `ms`:
 * each must answer 200 within the budget and margin, and the home page must stay rendered on the
 * server. Not every time: the runtimes share the machine's cores, and a fault that burns CPU (a
 * heap filling up) may make another section miss a deadline on a busy machine; a shared thread
 * would miss them all.
 */
export async function everyPageAnswers(ms: number) {
  const answers: { path: string; answer: Answer }[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const path of ['/', BLOG_PAGE]) answers.push({ path, answer: await get(path) });
  }
  const slow = answers.filter(({ answer }) => answer.status !== 200 || answer.ms > BUDGET_MS + MARGIN_MS);
  expect(slow.map(({ path, answer }) => `${path}: ${answer.status} in ${answer.ms} ms`)).toEqual([]);
  const home = answers.filter(({ path }) => path === '/').map(({ answer }) => answer);
  const rendered = home.filter((answer) => serverRendered(answer, 'marketing-good'));
  expect(rendered.length, 'home pages rendered on the server').toBeGreaterThanOrEqual(home.length / 2);
  return answers.filter(({ path }) => path === BLOG_PAGE).map(({ answer }) => answer);
}
