import { test as base, expect, type Page, type Request } from '@playwright/test';
import { holdRequests } from './hold';

export { expect };

interface Options {
  /** The CookieConsent cookie to start with; null (the default here) shows the banner. */
  cookieChoice: 'true' | 'false' | null;
}

/**
 * The hurried student: a phone with a slow CPU (the early project's browser gets a quarter of a
 * core: playwright.config.ts) and a slow-4G-like network, who acts the moment an element is
 * visible. Unlike `fixtures.ts`, nothing here waits for hydration: `page.goto` returns at the
 * first commit of the HTML, and a test that asks for a role gets it as soon as the server's markup
 * shows it.
 *
 * An uncaught exception or a console error (a hydration mismatch among them) fails the test, as
 * in the main fixture.
 */
export const test = base.extend<Options>({
  cookieChoice: [null, { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    if (cookieChoice !== null) {
      await context.addCookies([{ name: 'CookieConsent', value: cookieChoice, domain: 'localhost', path: '/' }]);
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // A hydration mismatch is logged as `[hydration] …`; like every console error, it fails the test.
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 500)}`);
    });
    const open = new Set<Request>();
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    openRequests.set(page, open);
    await throttleNetworkLikeAPhone(page);
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url, { waitUntil: 'commit', ...options });
    await use(page);
    expect(problems, problems.join('\n')).toEqual([]);
  },
});

/** The requests each page sent and has not seen answered: a page that never hydrates names them. */
const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Lighthouse's mobile network (slow 4G), applied through the DevTools protocol. Its CPU slowdown
 * is not used: the project's browser has a phone's share of the CPU instead (docs/decisions/040).
 */
export async function throttleNetworkLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds every script of the page until the returned function is called (call before
 * `page.goto`): the page shows as the server sent it and cannot hydrate before then. A test of
 * what the visitor does before hydration acts, then lets the scripts through; "before" is then
 * certain, whatever the speed of the machine, rather than a race the test usually wins.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname.endsWith('.js'));
}

/**
 * Waits until the page has hydrated: React's first commit, marked on `<html>` by the shell. If it
 * never does, the failure says what the page was still waiting for, or that it stopped answering.
 */
export async function untilHydrated(page: Page) {
  try {
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  } catch (error) {
    (error as Error).message += `\n${await whyNotHydrated(page)}`;
    throw error;
  }
}

async function whyNotHydrated(page: Page): Promise<string> {
  const open = [...(openRequests.get(page) ?? [])].map((request) => `${request.method()} ${request.url()}`);
  const requests = `Requests sent and not answered: ${open.length > 0 ? open.slice(0, 10).join(', ') : 'none'}.`;
  // A page that is gone (closed, crashed) cannot be asked: the message says so, and the failure
  // keeps its own error rather than this one's.
  const state = page
    .evaluate(() => ({
      readyState: document.readyState,
      scripts: performance.getEntriesByType('resource').filter(({ name }) => name.endsWith('.js')).length,
    }))
    .catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), 5000)));
  const answered = await Promise.race([state, late]).finally(() => clearTimeout(timer));
  if (answered === undefined) return `The page could not be asked (closed or crashed). ${requests}`;
  if (answered === null) return `The page did not answer within 5 s: its main thread was stuck. ${requests}`;
  return `The page answered: document ${answered.readyState}, ${answered.scripts} scripts loaded. ${requests}`;
}

/** True once React has hydrated the composed page (for assertions that it had not yet). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Records whether the page had hydrated when a click reached the button named `name` (kept in
 * sessionStorage, so it survives the navigation a native post makes). Playwright's checks before a
 * click take a moment, and hydration may land within it: a test then knows which way the click went.
 * Call before `page.goto`; the returned function reads what was recorded (null: no such click).
 */
export async function recordHydrationAtClick(page: Page, name: string): Promise<() => Promise<boolean | null>> {
  await page.addInitScript((buttonName) => {
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')?.textContent?.trim() === buttonName) {
          sessionStorage.setItem('hydrated-at-click', String(document.documentElement.hasAttribute('data-hydrated')));
        }
      },
      true,
    );
  }, name);
  return async () => {
    const recorded = await page.evaluate(() => sessionStorage.getItem('hydrated-at-click'));
    return recorded === null ? null : recorded === 'true';
  };
}
