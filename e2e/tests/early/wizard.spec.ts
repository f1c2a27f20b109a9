import { captchaAnswer } from '../../support/captcha';
import { expect, test } from '../../support/early';

/**
 * The order start sent the moment it shows, on a throttled phone, before the page's scripts have
 * run: the form posts natively, the server keeps the draft, and the details step opens with the
 * student's name already in the order (nothing typed before hydration is lost).
 */
test('the order start submitted before hydration goes on to the details step', async ({ page }) => {
  const name = `E2E Early ${Date.now()}`;
  // The details step is rendered by the server from the draft: the browser's first render matches it.
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) mismatches.push(message.text());
  });
  await page.goto('/order');
  const nameBox = page.getByRole('textbox', { name: 'Name' });
  await nameBox.fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('student@example.com');
  // With its country code (the field starts at the browser's, +1 here, in the server's HTML
  // already), which holds whether the page has hydrated by now or not.
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Assignment type' })).toBeVisible();
  // Hydrated, the page took the draft over: the later step has the name given at the start.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
  expect(mismatches).toEqual([]);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
});
