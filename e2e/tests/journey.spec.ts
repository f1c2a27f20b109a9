import type { Locator, Page } from '@playwright/test';
import { localIsoDate, ORDER_REFERENCE_PATTERN } from '@shared/contracts';
import { computePrice, formatInr } from '@shared/domain/pricing';
import { captchaAnswer } from '../support/captcha';
import { expect, expectHeading, test } from '../support/fixtures';
import { receivedMail } from '../support/mail';
import { ADMIN_TOKEN, ORIGINS } from '../support/servers';

/**
 * The student's journey from the home page's instant quote to an order they can come back to: the
 * quote carried into the wizard, prices in their currency, Pay Later, the email with their order
 * page, paying from that page, the agency moving the order on, and a wrong link. It counts every
 * field the student fills in on the way.
 */

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The student's inputs, step by step: each `fill` is one thing they type, pick or tick. */
class Inputs {
  readonly counts = new Map<string, { required: number; optional: number }>();
  constructor(private step = '') {}
  at(step: string) {
    this.step = step;
    this.counts.set(step, this.counts.get(step) ?? { required: 0, optional: 0 });
  }
  private count(kind: 'required' | 'optional') {
    const entry = this.counts.get(this.step)!;
    entry[kind] += 1;
  }
  async fill(field: Locator, value: string, kind: 'required' | 'optional' = 'required') {
    this.count(kind);
    await field.fill(value);
  }
  async select(field: Locator, value: string, kind: 'required' | 'optional' = 'required') {
    this.count(kind);
    await field.selectOption(value);
  }
  async check(field: Locator) {
    this.count('required');
    await field.check();
  }
  total(kind: 'required' | 'optional') {
    return [...this.counts.values()].reduce((sum, entry) => sum + entry[kind], 0);
  }
}

test.use({ locale: 'en-GB' });

async function closeLeadPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Get a Free Quote' });
  await expect(popup).toBeVisible({ timeout: 6_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
}

test('from the instant quote to a stored order, its email, its page, paying it and its progress', async ({ page }) => {
  test.slow();
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Journey Student ${stamp}`;
  const email = `journey-${stamp}@example.com`;
  const deadline = inDays(12);
  const price = computePrice({
    subject: 'Psychology',
    words: 1500,
    firstDraft: false,
    specialistLevel: 'proficient-researcher',
  });
  // A British browser sees pounds beside rupees (the default config's rate: ₹112.40 to £1).
  const pounds = `≈ £${Math.round(price.total / 112.4).toLocaleString('en-GB')}`;
  const inputs = new Inputs();

  // 1. The home page's instant quote, with the fee included from the first price on.
  inputs.at('instant quote');
  await page.goto('/');
  await closeLeadPopup(page);
  await page.getByRole('heading', { name: 'Instant Price Quote' }).scrollIntoViewIfNeeded();
  const quote = page.getByRole('form', { name: 'Price calculator' });
  await inputs.select(quote.getByRole('combobox', { name: 'Subject' }), 'Psychology');
  await inputs.select(quote.getByRole('combobox', { name: 'Assignment type' }), 'Research Paper');
  await inputs.fill(quote.getByRole('textbox', { name: 'Word count' }), '1500');
  await inputs.fill(quote.getByLabel('Due date'), deadline);
  await inputs.select(quote.getByRole('combobox', { name: 'Specialist level' }), 'proficient-researcher', 'optional');
  await expect(quote.getByText(formatInr(price.total))).toBeVisible();
  await expect(quote.getByText(/with the 18% fee/)).toBeVisible();
  await expect(quote.getByText(`${pounds}, rate of 1 Nov 2026`)).toBeVisible();
  await quote.getByRole('button', { name: 'Continue to order' }).click();

  // 2. Order start: the price so far is there from the first step.
  inputs.at('your details');
  await expectHeading(page, 'Start Your Order');
  // On a desktop the summary panel stands beside the form (a phone gets a compact bar above it).
  const soFar = page.getByRole('region', { name: 'Order summary' });
  await expect(soFar).toContainText(formatInr(price.total));
  await expect(soFar).toContainText('Research Paper');
  await expect(soFar).toContainText('Psychology');
  await expect(soFar).toContainText('Proficient Researcher');
  await expect(soFar).toContainText(pounds);
  await inputs.fill(page.getByRole('textbox', { name: 'Name' }), name);
  await inputs.fill(page.getByRole('textbox', { name: 'Email' }), email);
  await inputs.fill(page.getByRole('textbox', { name: 'Phone' }), '+91 98765 43210');
  await inputs.fill(page.getByRole('textbox', { name: /Captcha/ }), await captchaAnswer(page));
  await inputs.check(page.getByRole('checkbox', { name: /I accept the terms/ }));
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Order details: everything the quote chose is there, and can still be changed.
  inputs.at('order details');
  await expectHeading(page, 'Order Details');
  await expect(page.getByRole('combobox', { name: 'Assignment type' })).toHaveValue('Research Paper');
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Psychology');
  await expect(page.getByLabel('Due date')).toHaveValue(deadline);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // 4. Task details: the word count came with the quote; instructions and a link are optional.
  inputs.at('task details');
  await expectHeading(page, 'Task Details');
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('1500');
  await page.getByRole('button', { name: 'Next' }).click();

  // 5. Specialist: name and mobile from the first step, the level from the quote.
  inputs.at('specialist and payment');
  await expectHeading(page, 'Choose Your Specialist');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+919876543210');
  await expect(page.getByRole('radio', { name: /Proficient Researcher/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(formatInr(price.total));
  await page.getByRole('button', { name: 'Pay Later' }).click();

  // The confirmation: a reference to read out, what happens next and by when, the order page.
  await expectHeading(page, 'Thank you: your order is saved');
  await expect(page.getByRole('status').filter({ hasText: 'Your order is saved! You can pay later.' })).toBeVisible();
  const reference = (await page.getByText(/^SD-/).first().innerText()).trim();
  expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
  await expect(page.getByText(/We contact you within 24 hours, by /)).toBeVisible();
  await expect(page.getByText(`We have emailed the link to your order page to ${email}.`)).toBeVisible();
  const pageLink = page.getByRole('link', { name: 'Open your order page' });
  const orderPath = (await pageLink.getAttribute('href')) ?? '';
  expect(orderPath).toMatch(/^\/orders\/[a-z2-7]{32}$/);
  expect(await page.content()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

  // From the quote to the stored order: nine required inputs, none typed twice.
  expect(Object.fromEntries(inputs.counts)).toEqual({
    'instant quote': { required: 4, optional: 1 },
    'your details': { required: 5, optional: 0 },
    'order details': { required: 0, optional: 0 },
    'task details': { required: 0, optional: 0 },
    'specialist and payment': { required: 0, optional: 0 },
  });
  expect(inputs.total('required')).toBeLessThanOrEqual(9);

  // 6. The email with the order page arrives at the student's address.
  const mine = () => receivedMail().find((mail) => mail.to.text === email);
  await expect.poll(() => mine() !== undefined, { timeout: 10_000, message: 'the student’s email arrives' }).toBe(true);
  const mail = mine()!;
  expect(mail.subject).toBe(`Your order ${reference} is saved`);
  const link = /http:\/\/localhost:4173\/orders\/[a-z2-7]{32}/.exec(mail.text)?.[0];
  expect(link).toBe(`${ORIGINS.shell}${orderPath}`);

  // 7. The order page, rendered by the server and never indexed.
  const html = await (await page.request.get(link!)).text();
  // React marks the seam between the fixed text and the reference with an empty comment.
  expect(html).toMatch(new RegExp(`<h1[^>]*>Order (<!-- -->)?${reference}</h1>`));
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain(email);
  const response = await page.goto(link!);
  expect(response?.status()).toBe(200);
  await expectHeading(page, `Order ${reference}`);
  await expect(page.getByRole('heading', { name: /^Status: Received, waiting for payment$/ })).toBeVisible();
  await expect(page.getByText(pounds).first()).toBeVisible();
  await expect(page.getByText(formatInr(price.total))).toBeVisible();

  // 8. Pay now, through the same Razorpay flow (its test mode here).
  await page.getByRole('button', { name: 'Pay now' }).click();
  const popup = page.getByRole('dialog', { name: 'TEST MODE payment' });
  await expect(popup).toContainText(formatInr(price.total).replace(/\s/g, ''));
  await popup.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('heading', { name: /^Status: Paid$/ })).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // 9. The agency moves the order on in its admin view; the page shows it.
  await page.goto(`${ORIGINS.api}/admin`);
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Show').selectOption('orders');
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(reference);
  await row.getByRole('combobox', { name: `New status for the order of ${name}` }).selectOption('in-progress');
  await row.getByRole('button', { name: `Move the order of ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`The order of ${name} is now in progress.`);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: /^Status: In progress$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    'Received (done)',
    'Paid (done)',
    'In progress',
    'Delivered',
  ]);
  await expect(page.getByRole('listitem').filter({ hasText: 'In progress' })).toHaveAttribute('aria-current', 'step');
});

test.describe('an order page that does not exist', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  for (const [what, path] of [
    ['an unknown token', `/orders/${'a'.repeat(32)}`],
    ['a malformed token', '/orders/not-a-token'],
  ]) {
    test(`${what} gets "Order not found" with status 404`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expectHeading(page, 'Order not found');
      await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});

test('the grammar checker offers an editor below its results, and the offer opens the order with that kind of work', async ({
  page,
}) => {
  await page.goto('/grammar-checker');
  await page.getByLabel('Your text').fill('The colour of the organisation’s logo were analysed.');
  await page.getByRole('button', { name: 'Check grammar' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toBeVisible();
  const offer = page.getByRole('complementary', { name: 'Want an expert to edit this?' });
  await expect(offer).toBeVisible();
  // Below the tool and its results, never above.
  const resultsBox = (await results.boundingBox())!;
  const offerBox = (await offer.boundingBox())!;
  expect(offerBox.y).toBeGreaterThanOrEqual(resultsBox.y + resultsBox.height);

  await offer.getByRole('link', { name: 'Get it proofread' }).click();
  await expectHeading(page, 'Start Your Order');
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Proofreading and Editing');
});
