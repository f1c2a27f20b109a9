import type { Locator, Page } from '@playwright/test';
import { localIsoDate } from '@shared/contracts';
import { expect, test } from '../support/fixtures';
import { ORIGINS } from '../support/servers';
import { SITE_ROUTES } from '../support/site-routes';

/**
 * On a 390×844 phone, with the cookie banner still asking, nothing that floats (the banner, the
 * chat and back-to-top buttons) hides a page's main call to action or the page's last line. Each
 * is brought into view the way the browser does for a keyboard user (the nearest scroll that
 * shows it), then the element found at its centre and corners must be the element itself.
 */

test.use({ viewport: { width: 390, height: 844 }, cookieChoice: null });

type Target = (page: Page) => Locator;
const button =
  (name: string | RegExp): Target =>
  (page) =>
    page.getByRole('main').getByRole('button', { name });
const link =
  (name: string | RegExp): Target =>
  (page) =>
    page.getByRole('main').getByRole('link', { name }).first();
/** A page of text: its call to action is reading to the end, so its last paragraph. */
const lastParagraph: Target = (page) => page.getByRole('main').locator('p').last();

/** Each page's main call to action; a new page must name its own here. */
const CALLS_TO_ACTION: Record<string, Target> = {
  '/': link('Get Quote'),
  '/services': link(/^Get Quote for Dissertation Writing/),
  '/aboutus': link('Start your order'),
  '/contactus': button('Send Message'),
  '/samples': link(/^Request the full sample/),
  '/termsandconditions': lastParagraph,
  '/refund': lastParagraph,
  '/login': button('Log In'),
  '/register': button('Create Account'),
  '/blog': link(/^Read More: /),
  '/tools': link('Grammar Checker'),
  '/grammar-checker': button('Check grammar'),
  '/paraphrasing-tool': button('Paraphrase'),
  '/plagiarism-checker': button('Check similarity'),
  '/essay-checker': button('Check essay'),
  '/essay-typer': button('Build outline'),
  '/factoring-calculator': button('Find factors'),
  '/free-factoring-calculator': link('Get maths help'),
  '/equation-solver': button('Solve'),
  '/order': button('Continue'),
  '/checkout/order-details': button('Next'),
  '/checkout/task-details': link('Go back to order details'),
  '/specialist': link('Go back to task details'),
  '/payment-success': link('Start a New Order'),
  '/orders/:token': button('Pay now'),
  // An unpaid order's receipt address says there is none yet, and leads back to the order.
  '/orders/:token/receipt': link('Back to your order'),
};
const ARTICLE_CALL_TO_ACTION = link('Start your order');

/** Whether the element is what a tap at its centre and near each corner would reach. */
async function reachable(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const inset = Math.min(4, box.width / 4, box.height / 4);
    const points = {
      centre: [box.left + box.width / 2, box.top + box.height / 2],
      'top left': [box.left + inset, box.top + inset],
      'top right': [box.right - inset, box.top + inset],
      'bottom left': [box.left + inset, box.bottom - inset],
      'bottom right': [box.right - inset, box.bottom - inset],
    } as const;
    const hidden: string[] = [];
    for (const [where, [x, y]] of Object.entries(points)) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(element === hit || element.contains(hit))) {
        const what = hit ? `${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
        hidden.push(`${where} is under ${what}`);
      }
    }
    return hidden;
  });
}

async function orderPagePath(page: Page): Promise<string> {
  const response = await page.request.post(`${ORIGINS.api}/orders`, {
    data: {
      name: 'Phone Cover',
      mobile: '+919876543210',
      assignmentType: 'Essay',
      subject: 'Law',
      deadline: localIsoDate(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)),
      firstDraft: false,
      wordCount: 900,
      academicLevel: 'top-scholar',
      paymentMethod: 'Pay Later',
    },
  });
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as { order: { token: string } };
  return `/orders/${order.token}`;
}

for (const route of SITE_ROUTES) {
  test(`${route.path}: the main call to action and the last line are not covered`, async ({ page }) => {
    const target = CALLS_TO_ACTION[route.path] ?? (route.article ? ARTICLE_CALL_TO_ACTION : undefined);
    expect(target, `name the main call to action of ${route.path} in this test`).toBeDefined();
    const path = route.path.startsWith('/orders/:token')
      ? route.path.replace('/orders/:token', await orderPagePath(page))
      : route.path;
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();

    if (route.path === '/') {
      // The lead popup opens by itself as a sheet above the banner, which stays usable; the
      // floating buttons step aside while it is open.
      const popup = page.getByRole('dialog', { name: 'Get a Free Quote' });
      await expect(popup).toBeVisible({ timeout: 6_000 });
      expect(await reachable(banner.getByRole('button', { name: 'I understand' })), 'the banner').toEqual([]);
      await expect(page.getByRole('link', { name: /^Chat with us on WhatsApp/ })).toBeHidden();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(banner).toBeVisible();
    }

    const action = target!(page);
    await expect(action).toBeVisible();
    expect(await reachable(action), 'the main call to action').toEqual([]);

    // The page's last line, with the back-to-top button showing too.
    const lastLine = page.getByRole('contentinfo').locator('p').last();
    await lastLine.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    expect(await reachable(lastLine), 'the last line').toEqual([]);
  });
}
