import type { Request } from '@playwright/test';
import { storedSubmissions } from '../../support/stored';
import { expect, holdScripts, isHydrated, recordHydrationAtClick, test, untilHydrated } from '../../support/early';

// A hurried student on a slow phone acts the moment the form shows, long before the page's
// scripts have run. Nothing typed may be lost, and a submit counts exactly once.

test.use({ cookieChoice: 'false' });

/** For what the page does once it has run: on a throttled phone, hydration takes a while. */
const afterHydration = { timeout: 30_000 };

test('text typed into the grammar checker before hydration is kept, then checked', async ({ page }) => {
  const runScripts = await holdScripts(page);
  await page.goto('/grammar-checker');
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.click();
  await box.pressSequentially('Their is ', { delay: 20 });
  expect(await isHydrated(page), 'typed before hydration').toBe(false);
  // Key by key, so the typing goes on while the page hydrates.
  runScripts();
  await box.pressSequentially('many reasons.', { delay: 20 });
  await untilHydrated(page);
  await expect(box).toHaveValue('Their is many reasons.');
  await page.getByRole('button', { name: 'Check grammar' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(afterHydration);
});

test('text pasted into the paraphraser before hydration is kept', async ({ page }) => {
  const runScripts = await holdScripts(page);
  await page.goto('/paraphrasing-tool');
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.fill('The students quickly finished their difficult homework.');
  expect(await isHydrated(page), 'pasted before hydration').toBe(false);
  runScripts();
  await untilHydrated(page);
  await expect(box).toHaveValue('The students quickly finished their difficult homework.');
});

test('the contact form sent the moment it shows is stored once and confirmed', async ({ page, request }) => {
  const email = `early-contact-${Date.now()}@example.com`;
  // Posts (the form's own, or the script's) from when they are sent until they are answered.
  const inFlight = new Set<Request>();
  page.on('request', (sent) => sent.method() === 'POST' && inFlight.add(sent));
  page.on('requestfinished', (done) => inFlight.delete(done));
  page.on('requestfailed', (done) => inFlight.delete(done));
  await page.goto('/contactus');
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // An Indian number from a browser in the United States (the field starts at +1, in the server's
  // HTML already): typed with its country code, it is read as Indian before and after hydration.
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: 'Message' }).fill('I need help with a lab report.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible(afterHydration);
  // Nothing arrives late either: once the page that confirms has run, and every post has been
  // answered, the message is stored once.
  await untilHydrated(page);
  await expect.poll(() => inFlight.size).toBe(0);
  expect((await storedSubmissions(request, 'contact')).filter((p) => p.email === email)).toHaveLength(1);
});

test('a check sent before hydration is answered by the server, and the answer page hydrates', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/grammar-checker')) posts.push(request.url());
  });
  const hydratedAtClick = await recordHydrationAtClick(page, 'Check grammar');
  const runScripts = await holdScripts(page);
  await page.goto('/grammar-checker');
  await page.getByRole('textbox', { name: 'Your text' }).fill('Their is many reasons for it.');
  expect(await isHydrated(page), 'sent before hydration').toBe(false);
  await page.getByRole('button', { name: 'Check grammar' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible(afterHydration);
  runScripts();
  await untilHydrated(page);
  const hydratedWhenSent = await hydratedAtClick();
  expect(hydratedWhenSent, 'the click reached the page').not.toBeNull();
  // Before hydration the page posts itself to the server, once; after it, the script asks the api.
  expect(posts, 'native posts').toHaveLength(hydratedWhenSent ? 0 : 1);
  // Hydrated, the answer is the page's own: Edit text goes back to the text as it was sent.
  await page.getByRole('button', { name: 'Edit text' }).click();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('Their is many reasons for it.');
});
