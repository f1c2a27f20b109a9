import { storedSubmissions } from '../../support/stored';
import { expect, isHydrated, recordHydrationAtClick, test } from '../../support/early';

// A hurried student on a slow phone acts the moment the form shows, long before the page's
// scripts have run. Nothing typed may be lost, and a submit counts exactly once.

test.use({ cookieChoice: 'false' });

const untilHydrated = { timeout: 30_000 };

test('text typed into the grammar checker before hydration is kept, then checked', async ({ page }) => {
  await page.goto('/grammar-checker');
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.waitFor();
  // Checked as the box shows: Playwright's checks before the click take a moment, and hydration may
  // land within it; the typing below goes on across hydration either way.
  expect(await isHydrated(page), 'the box shows before hydration').toBe(false);
  await box.click();
  // Key by key, so the typing goes on while the page hydrates.
  await box.pressSequentially('Their is many reasons.', { delay: 20 });
  await expect(page.locator('html[data-hydrated]')).toBeAttached(untilHydrated);
  await expect(box).toHaveValue('Their is many reasons.');
  await page.getByRole('button', { name: 'Check grammar' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(untilHydrated);
});

test('text pasted into the paraphraser before hydration is kept', async ({ page }) => {
  await page.goto('/paraphrasing-tool');
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.fill('The students quickly finished their difficult homework.');
  expect(await isHydrated(page), 'pasted before hydration').toBe(false);
  await expect(page.locator('html[data-hydrated]')).toBeAttached(untilHydrated);
  await expect(box).toHaveValue('The students quickly finished their difficult homework.');
});

test('the contact form sent the moment it shows is stored once and confirmed', async ({ page, request }) => {
  const email = `early-contact-${Date.now()}@example.com`;
  await page.goto('/contactus');
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // An Indian number from a browser in the United States (the field starts at +1, in the server's
  // HTML already): typed with its country code, it is read as Indian before and after hydration.
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: 'Message' }).fill('I need help with a lab report.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible(untilHydrated);
  await expect
    .poll(async () => (await storedSubmissions(request, 'contact')).filter((p) => p.email === email).length)
    .toBe(1);
  // Nothing arrives late either.
  await page.waitForTimeout(1000);
  expect((await storedSubmissions(request, 'contact')).filter((p) => p.email === email)).toHaveLength(1);
});

test('a check sent before hydration is answered by the server, and the answer page hydrates', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/grammar-checker')) posts.push(request.url());
  });
  const hydratedAtClick = await recordHydrationAtClick(page, 'Check grammar');
  await page.goto('/grammar-checker');
  await page.getByRole('textbox', { name: 'Your text' }).fill('Their is many reasons for it.');
  expect(await isHydrated(page), 'sent before hydration').toBe(false);
  await page.getByRole('button', { name: 'Check grammar' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(untilHydrated);
  await expect(page.locator('html[data-hydrated]')).toBeAttached(untilHydrated);
  const hydratedWhenSent = await hydratedAtClick();
  expect(hydratedWhenSent, 'the click reached the page').not.toBeNull();
  // Before hydration the page posts itself to the server, once; after it, the script asks the api.
  expect(posts, 'native posts').toHaveLength(hydratedWhenSent ? 0 : 1);
  // Hydrated, the answer is the page's own: Edit text goes back to the text as it was sent.
  await page.getByRole('button', { name: 'Edit text' }).click();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('Their is many reasons for it.');
});
