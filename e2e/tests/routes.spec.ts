import { REDIRECTS, SITE_ROUTES } from '../support/site-routes';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Pages at a fixed address. A page behind a parameter (a student's order) has its own spec. */
const FIXED_ROUTES = SITE_ROUTES.filter((entry) => !entry.path.includes('/:'));

test.describe('every page arrives complete, as HTML a reader without JavaScript can use', () => {
  for (const entry of FIXED_ROUTES) {
    test(`${entry.path}: its h1, title, description and canonical URL are in the server's HTML`, async ({
      request,
    }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      if (entry.heading) expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(entry.heading))}</h1>`));
      expect(html).toContain(`<meta name="description" content="${escapeHtml(entry.description)}"/>`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:4173${entry.path}"/>`);
      expect(html.includes('<meta name="robots" content="noindex"/>'), 'noindex only off the sitemap').toBe(
        !entry.indexable,
      );
      expect(html, 'the page, not its loading state').not.toContain('>Loading…<');
    });
  }
});

test.describe("the browser hydrates the server's HTML instead of rendering the page again", () => {
  for (const entry of FIXED_ROUTES) {
    test(`${entry.path}`, async ({ page }) => {
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of document.querySelectorAll('body *')) {
            (element as Element & { fromServer?: boolean }).fromServer = true;
          }
        }),
      );
      await page.goto(entry.path);
      // A page without a fixed heading decides it from the browser's state (a payment's result in
      // the history), which the server cannot see: that part appears once hydrated.
      const selectors = entry.heading ? ['[data-section]', 'h1', 'footer'] : ['[data-section]', 'footer'];
      const kept = await page.evaluate(
        (list) =>
          list.map((selector) => {
            const element = document.querySelector(selector) as (Element & { fromServer?: boolean }) | null;
            return `${selector}: ${element?.fromServer === true ? 'kept' : 'replaced'}`;
          }),
        selectors,
      );
      expect(kept).toEqual(selectors.map((selector) => `${selector}: kept`));
    });
  }
});

test.describe('every route of the site map', () => {
  for (const entry of FIXED_ROUTES) {
    test(`${entry.path} renders its page inside the navbar and footer`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectHeading(page, entry.heading ?? 'No Payment Details Found');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
    });
  }
});

test.describe('redirects', () => {
  const legacy = {
    ...REDIRECTS,
    '/blog/AcademicAssignmentStructureGuide': '/blog/academic-assignment-structure',
    '/blog/Mentalhealthguide': '/blog/mental-health-guide',
    '/blog/MistakeAvoidAssignment': '/blog/mistake-avoid-assignment',
    '/blog/TimeManagementAssignment': '/blog/time-management-assignment',
    '/blog/WriteWithAI': '/blog/write-with-ai',
    '/blog/PlagiarismFree': '/blog/plagiarismfree',
    '/Contactus': '/contactus',
    '/SERVICES/': '/services',
  };
  for (const [from, to] of Object.entries(legacy)) {
    test(`${from} is answered with a permanent redirect to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://localhost:4173').pathname).toBe(to);
    });

    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      const entry = SITE_ROUTES.find((e) => e.path === to);
      await expectHeading(page, entry?.heading ?? '');
    });
  }

  test('a redirect replaces the history entry', async ({ page }) => {
    await page.goto('/tools');
    await page.goto('/whyus');
    await expect(page).toHaveURL('/blog');
    await page.goBack();
    await expect(page).toHaveURL('/tools');
  });
});

test.describe('unknown URLs', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('show the 404 page with links onward, inside the layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    await expect(page).toHaveTitle(/^Page not found \|/);
    const main = page.getByRole('main');
    for (const name of ['Home', 'Blog', 'Tools', 'Order']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Tools', exact: true }).click();
    await expectHeading(page, 'Free Academic Tools');
  });
});

test('sitemap.xml lists the indexable routes', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text();
  for (const entry of SITE_ROUTES.filter((e) => e.indexable))
    expect(body).toContain(`<loc>http://localhost:4173${entry.path}</loc>`);
  expect(body).not.toContain('/specialist');
});
