import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, isHydrated, recordHydrationAtClick, test, untilHydrated } from '../../support/early';
import { scrollSettled } from '../../support/scroll';

/**
 * The hurried student on a throttled phone, acting the moment a control shows, before the page has
 * hydrated: each tap takes effect exactly once, an early scroll is never undone, and the lead popup
 * never takes a tap meant for something else.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** Whether the element's centre and corners are its own: nothing covers it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 3, box.top + 3],
      [box.right - 3, box.bottom - 3],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

test('"I understand" tapped the moment it shows takes effect once, and stays so after hydration', async ({
  page,
  context,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith('http://localhost:4173')) posts.push(request.url());
  });
  const hydratedAtTap = await recordHydrationAtClick(page, 'I understand');
  const runScripts = await holdScripts(page);
  await page.goto('/services?ref=early');
  const accept = banner(page).getByRole('button', { name: 'I understand' });
  await accept.tap();
  await expect(banner(page)).toHaveCount(0);
  runScripts();
  await untilHydrated(page);
  await expect(page).toHaveURL('/services?ref=early');
  await expect(banner(page), 'the banner stays away once the page runs').toHaveCount(0);
  const hydratedWhenTapped = await hydratedAtTap();
  expect(hydratedWhenTapped, 'the tap reached the page').not.toBeNull();
  // Before hydration the form posts natively, once; after it, the script takes the tap and posts nothing.
  expect(posts, 'native posts').toEqual(hydratedWhenTapped ? [] : ['http://localhost:4173/services?ref=early']);
  const consent = (await context.cookies()).filter((cookie) => cookie.name === 'CookieConsent');
  expect(consent.map((cookie) => cookie.value)).toEqual(['true']);
});

test.describe('with the choice made', () => {
  test.use({ cookieChoice: 'false' });

  test('the menu button and a menu tapped before hydration open, and stay open once it runs', async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto('/aboutus');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const orderNow = page.getByRole('link', { name: 'Order Now' });
    await expect(orderNow).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav
      .locator('summary')
      .filter({ hasText: /^Academic Tools$/ })
      .tap();
    await expect(nav.getByRole('link', { name: 'Grammar Checker' })).toBeVisible();
    expect(await isHydrated(page), 'the taps came before hydration').toBe(false);
    runScripts();
    await untilHydrated(page);
    await expect(orderNow, 'hydration leaves the panel open').toBeVisible();
    await expect(nav.getByRole('link', { name: 'Grammar Checker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Once it runs, following a link closes the panel.
    await nav.getByRole('link', { name: 'Grammar Checker' }).tap();
    await expect(page).toHaveURL('/grammar-checker');
    await expect(orderNow).toBeHidden();
  });

  test('scrolling an article before hydration is never undone', async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto('/blog/write-with-ai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 1800, behavior: 'instant' }));
    expect(await isHydrated(page), 'the scroll came before hydration').toBe(false);
    runScripts();
    await untilHydrated(page);
    // Hydration is marked after the page's own effects ran; whatever they started (a smooth scroll
    // among them) has ended once the page has been still for a few frames.
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1800);
  });

  test('reading on from a deep link before hydration is never undone', async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto('/termsandconditions#cookies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser has put the page at its #anchor; the visitor reads on from there.
    await expect(page.locator('#cookies')).toBeInViewport();
    const readTo = await page.evaluate(() => {
      const top = window.scrollY + 600;
      window.scrollTo({ top, behavior: 'instant' });
      return window.scrollY;
    });
    expect(await isHydrated(page), 'the scroll came before hydration').toBe(false);
    runScripts();
    await untilHydrated(page);
    await scrollSettled(page);
    // Never taken back towards the anchor. (Scroll anchoring may move it on a little when the
    // content above settles, by up to about a line of the table of contents.)
    const after = await page.evaluate(() => window.scrollY);
    expect(after).toBeGreaterThanOrEqual(readTo);
    expect(after - readTo).toBeLessThan(200);
  });

  test('a showcase tab tapped before its code runs stays chosen once it does', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Types of work' });
    const thesis = tablist.getByRole('tab', { name: 'Thesis', exact: true });
    await thesis.scrollIntoViewIfNeeded();
    await thesis.tap();
    await expect(page.getByRole('tabpanel', { name: 'Thesis' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    // The section's code has run once the tab list answers the arrow keys.
    await untilHydrated(page);
    await expect(thesis).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await thesis.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Poster Design and other projects' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('a FAQ answer and a Read More tapped before hydration stay open', async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto('/services');
    const faq = page.getByRole('region', { name: 'Services FAQ' });
    await faq.locator('summary').first().tap();
    await page.getByRole('button', { name: 'Read More about Thesis Writing' }).tap();
    const details = page.getByRole('article', { name: 'Thesis Writing' }).getByRole('list');
    await expect(details).toBeVisible();
    await expect(faq.getByRole('region')).toHaveCount(1);
    expect(await isHydrated(page), 'the taps came before hydration').toBe(false);
    runScripts();
    await untilHydrated(page);
    await expect(details).toBeVisible();
    await expect(faq.getByRole('region')).toHaveCount(1);
    // The card opened early is now the code's: the same button closes it.
    const hide = page.getByRole('button', { name: 'Hide Details about Thesis Writing' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.tap();
    await expect(details).toBeHidden();
  });

  test('a keyboard user who tabs before hydration gets the home page’s lower sections loaded', async ({ page }) => {
    const belowFoldCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-below-fold-[^/]+\.js$/.test(request.url())) belowFoldCode.push(request.url());
    });
    const runScripts = await holdScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await isHydrated(page), 'the key came before hydration').toBe(false);
    runScripts();
    await untilHydrated(page);
    // Nothing else asks for it: the lower sections are more than a screen and a half below.
    await expect.poll(() => belowFoldCode.length, { message: 'the key pressed early counts' }).toBe(1);
  });
});

test('the lead popup waits for a still second, opens as a sheet above the banner, and never takes its tap', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await untilHydrated(page);
  const popup = page.getByRole('dialog', { name: 'Get a Free Quote' });
  // A reader scrolling a little every 400 ms for 4 s, well past the popup's 2 s; timed in the page.
  const timing = await page.evaluate(async () => {
    let appeared: number | null = null;
    const observer = new MutationObserver(() => {
      if (appeared === null && document.querySelector('[role="dialog"]')) appeared = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const start = performance.now();
    let lastScroll = start;
    await new Promise<void>((resolve) => {
      const interval = setInterval(() => {
        if (performance.now() - start > 4000) {
          clearInterval(interval);
          resolve();
          return;
        }
        window.scrollBy({ top: 40, behavior: 'instant' });
        lastScroll = performance.now();
      }, 400);
    });
    const scrollingEnded = performance.now();
    const openedWhileScrolling = appeared !== null;
    while (appeared === null && performance.now() - scrollingEnded < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    observer.disconnect();
    return { openedWhileScrolling, sinceLastScroll: appeared === null ? null : appeared - lastScroll };
  });
  expect(timing.openedWhileScrolling, 'never while the visitor is scrolling').toBe(false);
  expect(timing.sinceLastScroll, 'it opens once the visitor is still').not.toBeNull();
  expect(timing.sinceLastScroll!).toBeGreaterThanOrEqual(1000);
  await expect(popup).toBeVisible();

  // A compact sheet at the bottom, above the banner, which stays usable.
  await expect(popup).toHaveAttribute('aria-modal', 'false');
  // Measured where they come to rest: the sheet slides in (a sub-pixel short of its place while
  // it moves).
  for (const settling of [popup, banner(page)]) {
    await settling.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
  const sheet = (await popup.boundingBox())!;
  const band = (await banner(page).boundingBox())!;
  expect(sheet.y + sheet.height).toBeLessThanOrEqual(band.y + 1);
  // At most a third of the screen: the visitor came for the page.
  expect(sheet.height).toBeLessThanOrEqual(844 / 3);
  const accept = banner(page).getByRole('button', { name: 'I understand' });
  expect(await uncovered(accept)).toBe(true);
  await accept.tap();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'CookieConsent')?.value).toBe('true');
  // The tap went to the banner, not the form: nothing was sent and no error shows.
  await expect(popup.getByRole('alert')).toHaveCount(0);
  await expect(popup.locator('[aria-invalid="true"]')).toHaveCount(0);
});
