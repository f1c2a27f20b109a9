import type { Page } from '@playwright/test';
import { localIsoDate } from '@shared/contracts';
import { computePrice, formatInr, pagesFor } from '@shared/domain/pricing';
import { captchaAnswer } from '../../support/captcha';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { storedOrders } from '../../support/stored';

/**
 * The checkout remote served alone (its own index.html, no shell), as its team and QA run it:
 * the wizard through Pay Later with the stored order read back, the messages, persistence and axe.
 */

const deadline = localIsoDate(new Date(Date.now() + 21 * 24 * 60 * 60 * 1000));

async function toSpecialist(page: Page, name: string) {
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('alone@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 91234 56789');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectHeading(page, 'Order Details');
  await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Accounts');
  await page.getByLabel('Due date').fill(deadline);
  await page.getByRole('button', { name: 'Next' }).click();

  await expectHeading(page, 'Task Details');
  await page.getByRole('textbox', { name: 'Word count' }).fill('301');
  await expect(page.getByText('Pages: 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Choose Your Specialist');
}

test('Pay Later alone stores an unpaid order with the shared price', async ({ page, request }) => {
  const name = `E2E Checkout Alone ${Date.now()}`;
  await toSpecialist(page, name);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('radio', { name: /Skilled Academic Writer/ }).check();
  await page.getByRole('textbox', { name: /Coupon code/ }).fill('special50');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();

  const price = computePrice({
    subject: 'Accounts',
    words: 301,
    firstDraft: false,
    specialistLevel: 'skilled-academic-writer',
    couponCode: 'SPECIAL50',
  });
  const panel = page.getByRole('region', { name: 'Order summary' });
  await expect(panel).toContainText(formatInr(price.total));
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order is saved! You can pay later.' })).toBeVisible();
  await expect(page.getByText('Order saved successfully. You can pay later.')).toBeVisible();

  const mine = (await storedOrders(request)).filter((order) => order.payload.name === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.status).toBe('received');
  expect(mine[0]!.payload).toMatchObject({
    paymentMethod: 'Pay Later',
    pages: pagesFor(301),
    subtotal: price.subtotal,
    discount: 50,
    processingFee: price.processingFee,
    total: price.total,
    amountPaise: price.amountPaise,
  });
});

test('the messages appear by their fields, alone too', async ({ page }) => {
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await page.getByRole('textbox', { name: /Captcha/ }).fill('99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect captcha. Please try again.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Captcha/ })).toHaveAccessibleDescription(
    'Incorrect captcha. Please try again.',
  );

  await page.goto('/checkout/order-details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required fields.' })).toBeVisible();

  await toSpecialist(page, `E2E Checkout Alone ${Date.now()}`);
  await page.getByRole('link', { name: 'Back' }).click();
  await expectHeading(page, 'Task Details');
  await page.getByRole('textbox', { name: 'Word count' }).fill('0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid word count.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Word count' }).fill('301');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill('');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('');
  await page.getByRole('button', { name: 'Proceed Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your name.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your mobile number.' })).toBeVisible();
  await page.getByRole('textbox', { name: /Coupon code/ }).fill('GIMME');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon code is not valid.' })).toBeVisible();
});

test('the wizard keeps its data across reloads and discards what it cannot read', async ({ page }) => {
  const name = `E2E Checkout Alone ${Date.now()}`;
  await toSpecialist(page, name);
  await page.getByRole('radio', { name: /Proficient Researcher/ }).check();
  await page.reload();
  await expectHeading(page, 'Choose Your Specialist');
  await expect(page.getByRole('radio', { name: /Proficient Researcher/ })).toBeChecked();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('301');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('301');

  await page.evaluate(() => localStorage.setItem('orderInfo', '{"state":'));
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await page.goto('/specialist');
  await expect(page.getByRole('status').filter({ hasText: 'No previous data found' })).toBeVisible();
  await page.getByRole('link', { name: /back to task details/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No task information found' })).toBeVisible();
});

test('axe finds nothing serious on the standalone wizard', async ({ page }) => {
  test.slow();
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await expectNoSeriousA11yViolations(page);
  await toSpecialist(page, `E2E Checkout Alone ${Date.now()}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expectHeading(page, 'Task Details');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/payment-success');
  await expectHeading(page, 'No Payment Details Found');
  await expectNoSeriousA11yViolations(page);
});
