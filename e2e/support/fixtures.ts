import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Options {
  /** The CookieConsent cookie to start with; null shows the banner. Defaults to a stored "false". */
  cookieChoice: 'true' | 'false' | null;
}

/**
 * The project's test: starts with the cookie choice already made (so the banner does not cover
 * the page under test) unless a test asks for the banner with `test.use({ cookieChoice: null })`.
 */
export const test = base.extend<Options>({
  cookieChoice: ['false', { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    if (cookieChoice !== null) {
      await context.addCookies([{ name: 'CookieConsent', value: cookieChoice, domain: 'localhost', path: '/' }]);
    }
    await use(context);
  },
});

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Fade-in reveals would be measured mid-fade as low contrast: check the page at rest.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
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
