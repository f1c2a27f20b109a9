import { expect, type Page } from '@playwright/test';

/** Resolves once the page has stopped scrolling for a few frames (smooth scrolls take a moment). */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * The home page below the tips loads as the visitor heads for it: scroll to the foot of the page, as
 * a reader would, and wait for the first of those sections.
 */
export async function showHomeBelowFold(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
}
