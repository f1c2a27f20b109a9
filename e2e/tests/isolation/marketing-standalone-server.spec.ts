/**
 * The standalone page as QA uses it (ADR 027). A section alone, composed on the server: the
 * composition server with STANDALONE_SECTION (what `pnpm qa-site --standalone marketing` runs)
 * renders the section's pages with the real frame, its forms post natively and are stored by the
 * api, and nothing asks for another section. And the section's own index.html, when the other
 * sections are not served: one warning names them, one request each.
 */
import { expect, test, type Page } from '@playwright/test';
import { SECTIONS } from '@shared/build/apps';
import { startCompositionServer, type CompositionServer } from '../../support/release';
import { ORIGINS } from '../../support/servers';
import { storedSubmissions } from '../../support/stored';

const OTHER_MANIFESTS = SECTIONS.filter(({ name }) => name !== 'marketing').map(
  ({ name }) => `${ORIGINS[name]}/mf-manifest.json`,
);

/** Every manifest URL the page asks for, and the console's warnings. */
function watch(page: Page) {
  const manifests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { manifests, warnings };
}

test.describe('mfe-marketing composed alone', () => {
  let composition: CompositionServer | undefined;
  test.beforeAll(async () => {
    composition = await startCompositionServer({ env: { STANDALONE_SECTION: 'marketing' } });
  });
  test.afterAll(() => composition?.stop());

  test.describe('without JavaScript', () => {
    // A student in India, as in the no-js project: the phone field starts at +91.
    test.use({ javaScriptEnabled: false, locale: 'en-IN', storageState: { cookies: [], origins: [] } });

    test('renders with the real frame on the server, and its contact form is stored by the api', async ({
      page,
      request,
    }) => {
      const { origin } = composition!;
      await page.goto(`${origin}/contactus`);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const email = `standalone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
      await page.getByRole('textbox', { name: 'Message' }).fill('Testing the marketing section alone.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
      await expect(page).toHaveURL(`${origin}/contactus?sent=contact`);
      const stored = (await storedSubmissions(request, 'contact')).filter((payload) => payload.email === email);
      expect(stored).toEqual([
        { name: 'Asha Rao', email, phone: '+919876543210', message: 'Testing the marketing section alone.' },
      ]);

      // Another section's page is not composed here: the site's 404, with the frame.
      const blog = await request.get(`${origin}/blog`);
      expect(blog.status()).toBe(404);
      const config = (await (await request.get(`${origin}/config.json`)).json()) as { remotes: object };
      expect(Object.keys(config.remotes)).toEqual(['marketing']);
    });
  });

  test('hydrates in the browser and asks for no other section', async ({ page }) => {
    const seen = watch(page);
    await page.goto(`${composition!.origin}/contactus`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(seen.manifests.filter((url) => OTHER_MANIFESTS.includes(url))).toEqual([]);
  });
});

test("the section's own page warns once about the sections that are not served", async ({ page }) => {
  // The other sections' hosts refuse, as when only this section is served (its dev server, say).
  await page.route(
    (url) => OTHER_MANIFESTS.includes(url.href),
    (route) => route.abort('connectionrefused'),
  );
  const seen = watch(page);
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => seen.warnings.filter((text) => text.includes('did not answer'))).toHaveLength(1);
  const [warning] = seen.warnings.filter((text) => text.includes('did not answer'));
  for (const url of OTHER_MANIFESTS) expect(warning).toContain(url);
  // One request each (federation's retries would make three), and no other warning about them.
  expect(seen.manifests.filter((url) => OTHER_MANIFESTS.includes(url)).sort()).toEqual([...OTHER_MANIFESTS].sort());
  expect(seen.warnings.filter((text) => /manifest|Federation Runtime/i.test(text))).toHaveLength(1);
});
