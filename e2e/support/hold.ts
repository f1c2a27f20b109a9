import type { Page } from '@playwright/test';

/**
 * Fault injection: holds every request matching `url` (a section's code on a slow network) until
 * the returned function is called; from then on they go through at once. Tests use it to act while
 * a page is still loading, at a moment they choose rather than one a timer guesses.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
