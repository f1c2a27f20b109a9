import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { ORIGINS } from '../../support/servers';

/**
 * With JavaScript off (or a section's scripts failing to load), every control of the frame and
 * of the marketing pages still works: the cookie banner is a form the composition server answers,
 * menus and FAQs are native <details> and a popover, Read More and the showcase tabs are links to
 * what they show. And what crawlers read (schema.org JSON-LD) is all in the HTML.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A native disclosure's summary, by its exact text. */
const summary = (scope: ReturnType<Page['locator']>, text: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

test.describe('the cookie banner without JavaScript', () => {
  test('I understand keeps the choice for 365 days and returns to the same page', async ({ page, context }) => {
    await page.goto('/services?ref=no-js');
    await expect(banner(page)).toBeVisible();
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      banner(page).getByRole('button', { name: 'I understand' }).click(),
    ]);
    expect(post.status()).toBe(303);
    await expect(page).toHaveURL('/services?ref=no-js');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Writing & Design Services');
    await expect(banner(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsent');
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.goto('/aboutus');
    await expect(banner(page), 'the choice holds on the next page').toHaveCount(0);
  });

  test('Decline keeps "false" and returns to the article', async ({ page, context }) => {
    await page.goto('/blog/write-with-ai');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL('/blog/write-with-ai');
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('false');
  });

  test('a post from another site is refused and sets nothing', async ({ request }) => {
    const response = await request.post(`${ORIGINS.shell}/`, {
      form: { intent: 'cookie-consent', consent: 'true' },
      headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('the navbar without JavaScript', () => {
  test.use({ storageState: { cookies: [cookieChoice()], origins: [] } });

  test('Services and Academic Tools open, one at a time, down to a subject’s topics', async ({ page }) => {
    await page.goto('/aboutus');
    const main = nav(page);
    await summary(main, 'Services').click();
    await expect(main.getByRole('link', { name: 'All writing services' })).toBeVisible();
    await summary(main, 'Assignment Assistance').click();
    await summary(main, 'Law').click();
    const topic = main.getByRole('link', { name: /Contract Law/ });
    await expect(topic).toBeVisible();
    await summary(main, 'Finance').click();
    await expect(topic, 'one subject open at a time').toBeHidden();
    await expect(main.getByRole('link', { name: /Corporate Finance/ })).toBeVisible();

    await summary(main, 'Academic Tools').click();
    await expect(main.getByRole('link', { name: 'All writing services' }), 'one menu open at a time').toBeHidden();
    await main.getByRole('link', { name: 'Essay Checker' }).click();
    await expect(page).toHaveURL('/essay-checker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Essay Checker');
  });

  test('on a phone the menu button opens the panel, its menus open, and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/aboutus');
    const orderNow = page.getByRole('link', { name: 'Order Now' });
    await expect(orderNow).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(orderNow).toBeVisible();
    await summary(nav(page), 'Academic Tools').click();
    await expect(nav(page).getByRole('link', { name: 'Grammar Checker' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orderNow).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('marketing controls without JavaScript', () => {
  test.use({ storageState: { cookies: [cookieChoice()], origins: [] } });

  test('home FAQ answers open independently', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(6);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(faq.getByRole('region')).toHaveCount(2);
    await expect(faq.getByRole('region', { name: 'Is the work really written by a person?' })).toBeVisible();
    await questions.nth(0).click();
    await expect(faq.getByRole('region')).toHaveCount(1);
  });

  test('the services FAQ keeps one answer open, and Read More shows one card’s details', async ({ page }) => {
    await page.goto('/services');
    const faq = page.getByRole('region', { name: 'Services FAQ' });
    const questions = faq.locator('summary');
    await questions.nth(0).click();
    await questions.nth(4).click();
    await expect(faq.getByRole('region')).toHaveCount(1);

    const details = (title: string) => page.getByRole('article', { name: title }).getByRole('list');
    await expect(details('Dissertation Writing')).toBeHidden();
    await page.getByRole('button', { name: 'Read More about Dissertation Writing' }).click();
    await expect(details('Dissertation Writing')).toBeVisible();
    await page.getByRole('button', { name: 'Read More about Report Writing' }).click();
    await expect(details('Report Writing')).toBeVisible();
    await expect(details('Dissertation Writing')).toBeHidden();
  });

  test('the showcase tabs show their panels', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Types of work' });
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Essay Writing' })).toBeVisible();
    await tablist.getByRole('tab', { name: 'Thesis', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Thesis' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(tablist.getByRole('tab', { name: 'Thesis', exact: true })).toHaveCSS(
      'background-color',
      await tablist.getByRole('tab', { name: 'Thesis', exact: true }).evaluate(() => {
        const probe = document.createElement('div');
        probe.style.background = 'var(--color-primary)';
        document.body.append(probe);
        return getComputedStyle(probe).backgroundColor;
      }),
    );
    await tablist.getByRole('tab', { name: 'Dissertation', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Dissertation' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });
});

/** What search engines read, checked against what each schema.org type requires. */
const OrganizationLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Organization'),
  '@id': z.url(),
  name: z.string().min(1),
  url: z.url(),
  email: z.email(),
  telephone: z.string().min(7),
  address: z.object({ '@type': z.literal('PostalAddress'), streetAddress: z.string().min(1) }),
  contactPoint: z.array(
    z.object({ '@type': z.literal('ContactPoint'), telephone: z.string(), contactType: z.string() }),
  ),
  sameAs: z.array(z.url()),
});
const FaqPageLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(1),
});
const BreadcrumbLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().min(1),
        name: z.string().min(1),
        item: z.url(),
      }),
    )
    .min(2),
});

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { '@type'?: string });
  return (type: string) => data.filter((entry) => entry['@type'] === type);
}

test.describe('what crawlers read', () => {
  for (const path of [
    '/',
    '/services',
    '/aboutus',
    '/contactus',
    '/grammar-checker',
    '/order',
    '/blog/write-with-ai',
  ]) {
    test(`${path} names the business as a schema.org Organization`, async ({ page }) => {
      await page.goto(path);
      const ofType = await structuredData(page);
      const [organization, ...more] = ofType('Organization');
      expect(more).toEqual([]);
      const parsed = OrganizationLd.parse(organization);
      const site = await page.request
        .get('/config.json')
        .then((r) => r.json() as Promise<{ site: { businessName: string; siteUrl: string } }>);
      expect(parsed.name).toBe(site.site.businessName);
      expect(parsed.url).toBe(`${site.site.siteUrl}/`);
    });
  }

  for (const [path, region] of [
    ['/', 'Frequently Asked Questions'],
    ['/services', 'Services FAQ'],
  ] as const) {
    test(`${path} gives its FAQ list as FAQPage, question for question`, async ({ page }) => {
      await page.goto(path);
      const ofType = await structuredData(page);
      expect(ofType('FAQPage')).toHaveLength(1);
      const faq = FaqPageLd.parse(ofType('FAQPage')[0]);
      const shown = await page.getByRole('region', { name: region }).locator('summary').allTextContents();
      expect(faq.mainEntity.map((question) => question.name)).toEqual(shown.map((text) => text.trim()));
    });
  }

  test('an article carries Article, FAQPage and a BreadcrumbList from home to itself', async ({ page }) => {
    await page.goto('/blog/write-with-ai');
    const ofType = await structuredData(page);
    expect(ofType('Article')).toHaveLength(1);
    expect(ofType('FAQPage')).toHaveLength(1);
    FaqPageLd.parse(ofType('FAQPage')[0]);
    const trail = BreadcrumbLd.parse(ofType('BreadcrumbList')[0]).itemListElement;
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    expect(trail.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', title]);
    expect(new URL(trail[1]!.item).pathname).toBe('/blog');
    expect(trail[2]!.item).toBe(canonical);
  });
});

/** The banner answered, so it stays out of the way of the controls under test. */
function cookieChoice() {
  return {
    name: 'CookieConsent',
    value: 'false',
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}
