import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_TOKEN, ORIGINS, QA_PIN } from './servers';

export { expect };

interface Options {
  /** The CookieConsent cookie to start with; null shows the banner. Defaults to a stored "false". */
  cookieChoice: 'true' | 'false' | null;
  /**
   * Console errors a test provokes on purpose (a section taken down, a 500 injected), by pattern.
   * Every other console error fails the test, and so does an uncaught exception: a hydration
   * mismatch (logged as `[hydration] …`) and a CSP violation (`[csp] …`) among them.
   */
  expectedConsoleErrors: RegExp | null;
}

/**
 * The project's test: starts with the cookie choice already made (so the banner does not cover
 * the page under test) unless a test asks for the banner with `test.use({ cookieChoice: null })`,
 * and fails on a hydration mismatch, an uncaught exception or an unexpected console error on any
 * page the test opened.
 */
export const test = base.extend<Options>({
  cookieChoice: ['false', { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    if (cookieChoice !== null) {
      // On every host the suite visits (localhost, unless the environment names others).
      const hosts = new Set(Object.values(ORIGINS).map((origin) => new URL(origin).hostname));
      await context.addCookies(
        [...hosts].map((domain) => ({ name: 'CookieConsent', value: cookieChoice, domain, path: '/' })),
      );
    }
    if (QA_PIN) {
      // The context's requests share its cookies: the pin the site sets applies to every page.
      const query = new URLSearchParams({ section: QA_PIN.section, manifest: QA_PIN.manifest, token: ADMIN_TOKEN });
      const pinned = await context.request.get(`${ORIGINS.shell}/__qa/pin?${query}`, { maxRedirects: 0 });
      if (pinned.status() !== 303) throw new Error(`E2E_QA_PIN was not set: ${await pinned.text()}`);
    }
    await use(context);
  },
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    // Every page runs under the site's Content-Security-Policy; anything it blocks is a failure.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`[csp] ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
      ),
    );
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // A test that injects faults (a route answered with a 500, a request aborted, the browser
    // offline) expects the browser to report the failed loads it provokes.
    let faultsInjected = false;
    const route = page.route.bind(page);
    page.route = async (...args) => {
      faultsInjected = true;
      return route(...args);
    };
    const contextRoute = page.context().route.bind(page.context());
    page.context().route = async (...args) => {
      faultsInjected = true;
      return contextRoute(...args);
    };
    const setOffline = page.context().setOffline.bind(page.context());
    page.context().setOffline = async (offline) => {
      faultsInjected ||= offline;
      return setOffline(offline);
    };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (faultsInjected && text.startsWith('Failed to load resource')) return;
      if (!expectedConsoleErrors?.test(text)) {
        problems.push(`console: ${text.slice(0, 500)}`);
      }
    });
    // A server-rendered page shows its buttons before React makes them work: like a visitor who
    // waits for the page to settle, tests act once the document is hydrated.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => untilHydrated(page, await goto(...args));
    page.reload = async (...args) => untilHydrated(page, await reload(...args));
    await use(page);
    expect(problems, problems.join('\n')).toEqual([]);
  },
});

/** Waits until a composed (server-rendered) page is hydrated; other pages are left as they are. */
export async function untilHydrated<T>(page: Page, value: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById('site-data') || document.documentElement.hasAttribute('data-hydrated'),
  );
  return value;
}

/**
 * Runs axe on the page (or only on the parts `include` selects) and fails on any serious or
 * critical violation, listing them.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
) {
  // Fade-in reveals would be measured mid-fade as low contrast: check the page at rest, as a
  // visitor who asked for reduced motion sees it. Waiting for the fades to end is not enough: one
  // in a section scrolled out of view (content-visibility) stops where it was.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Waits until the page's section has rendered its main heading (remotes load asynchronously). */
export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
