import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { localIsoDate, type AdminOrder, type PriceInput } from '@shared/contracts';
import { computePrice, formatInr, pagesFor } from '@shared/domain/pricing';
import { captchaAnswer } from '../support/captcha';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { ORIGINS, WEBHOOK_SECRET } from '../support/servers';
import { storedOrders } from '../support/stored';

/**
 * The order wizard on the composed site: every step, Pay Later and the test-mode payment, the
 * spec's messages, persistence, tampering with the api, faults, the home page's quote and axe.
 * The api is shared with other suites: each test finds its own order by a unique name.
 */

// Its tests share nothing but the site: they spread over the workers one by one, so a long file
// does not keep one worker busy at the end of the run while the others idle.
test.describe.configure({ mode: 'parallel' });

const MESSAGES = {
  captcha: 'Incorrect captcha. Please try again.',
  required: 'Please fill all required fields.',
  words: 'Please enter a valid word count.',
  name: 'Please enter your name.',
  mobile: 'Please enter your mobile number.',
  coupon: 'This coupon code is not valid.',
  payLaterSaved: 'Your order is saved! You can pay later.',
  payLaterFailed: 'Failed to save your order. Please try again.',
  payLaterError: 'An error occurred while saving your order.',
  panelSaved: 'Order saved successfully. You can pay later.',
  panelFailed: 'Failed to save order. Please try again.',
  paidSaved: 'Payment succeeded and order saved!',
  paidSaveFailed: 'Payment succeeded but failed to save order. Please contact support.',
  paidSaveError: 'Payment succeeded but an error occurred saving your order.',
  popupClosed: 'Payment popup closed.',
  sdkFailed: 'Failed to load Razorpay SDK. Check your internet connection.',
} as const;

interface OrderChoices {
  name: string;
  mobile: string;
  subject: PriceInput['subject'];
  assignmentType: string;
  deadline: string;
  firstDraft: boolean;
  instructions: string;
  link: string;
  words: number;
  level: 'Top Scholar' | 'Proficient Researcher' | 'Skilled Academic Writer';
  coupon: string | null;
}

const LEVEL_IDS = {
  'Top Scholar': 'top-scholar',
  'Proficient Researcher': 'proficient-researcher',
  'Skilled Academic Writer': 'skilled-academic-writer',
} as const;

/** A date `days` from today on the browser's (and this machine's) calendar. */
const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

function choices(overrides: Partial<OrderChoices> = {}): OrderChoices {
  return {
    name: `E2E Checkout ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`,
    mobile: '+91 98765 43210',
    subject: 'Computer Science',
    assignmentType: 'Report',
    deadline: inDays(14),
    firstDraft: true,
    instructions: 'Compare two sorting algorithms; Harvard referencing.',
    link: 'https://drive.example.com/file/brief.pdf',
    words: 1234,
    level: 'Proficient Researcher',
    coupon: 'SAVE10',
    ...overrides,
  };
}

const priceOf = (c: OrderChoices) =>
  computePrice({
    subject: c.subject,
    words: c.words,
    firstDraft: c.firstDraft,
    specialistLevel: LEVEL_IDS[c.level],
    couponCode: c.coupon,
  });

async function completeStart(page: Page, c: OrderChoices) {
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await page.getByRole('textbox', { name: 'Name' }).fill(c.name);
  await page.getByRole('textbox', { name: 'Email' }).fill('student@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Order Details');
}

async function completeDetails(page: Page, c: OrderChoices) {
  await page.getByRole('combobox', { name: 'Assignment type' }).selectOption(c.assignmentType);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption(c.subject);
  await page.getByLabel('Due date').fill(c.deadline);
  await page.getByRole('checkbox', { name: /First draft/ }).setChecked(c.firstDraft);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Task Details');
}

async function completeTask(page: Page, c: OrderChoices) {
  await page.getByRole('textbox', { name: 'Instructions' }).fill(c.instructions);
  await page.getByRole('textbox', { name: /Drive link/ }).fill(c.link);
  await page.getByRole('textbox', { name: 'Word count' }).fill(String(c.words));
  await expect(page.getByText(`Pages: ${pagesFor(c.words)}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Choose Your Specialist');
}

async function completeSpecialist(page: Page, c: OrderChoices) {
  await page.getByRole('textbox', { name: 'Name' }).fill(c.name);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(c.mobile);
  await page.getByRole('radio', { name: new RegExp(c.level) }).check();
  if (c.coupon) {
    const coupon = page.getByRole('textbox', { name: /Coupon code/ });
    await coupon.fill(c.coupon.slice(0, 3));
    await page.getByRole('button', { name: new RegExp(`^${c.coupon}`) }).click();
    await expect(coupon).toHaveValue(c.coupon);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Coupon ${c.coupon} applied.` })).toBeVisible();
  }
}

/** Start to the specialist step, filled in. */
async function reachSpecialist(page: Page, c: OrderChoices) {
  await completeStart(page, c);
  await completeDetails(page, c);
  await completeTask(page, c);
  await completeSpecialist(page, c);
}

/** The order stored under this unique name (the api is shared: never "the newest order"). */
async function storedOrder(request: APIRequestContext, name: string): Promise<AdminOrder> {
  const mine = (await storedOrders(request)).filter((order) => order.payload.name === name);
  expect(mine, `orders stored for ${name}`).toHaveLength(1);
  return mine[0]!;
}

function summary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

async function expectSummaryCharges(page: Page, c: OrderChoices) {
  const price = priceOf(c);
  const panel = summary(page);
  const row = (term: string | RegExp) =>
    panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(row(/^Subtotal$/)).toHaveText(formatInr(price.subtotal));
  await expect(row(/^Discount/)).toHaveText(price.discount > 0 ? `−${formatInr(price.discount)}` : formatInr(0));
  await expect(row(/^Processing fee/)).toHaveText(formatInr(price.processingFee));
  await expect(row(/^Total$/)).toHaveText(formatInr(price.total));
}

test.describe('order wizard, end to end', () => {
  test('Pay Later stores an unpaid order priced exactly like the shared price function', async ({ page, request }) => {
    const c = choices();
    await reachSpecialist(page, c);
    await expectSummaryCharges(page, c);

    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.payLaterSaved })).toBeVisible();
    await expect(page.getByText(MESSAGES.panelSaved)).toBeVisible();
    // The saved view shows the figures the server stored.
    await expectSummaryCharges(page, c);

    const order = await storedOrder(request, c.name);
    // The address is now the order's own page: a reload shows the order, never an emptied step.
    await expect(page).toHaveURL(new RegExp(`/orders/${order.token}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
    await expect(page.getByText('No previous data found')).toHaveCount(0);
    const price = priceOf(c);
    expect(order.status).toBe('received');
    expect(order.paymentId).toBeNull();
    expect(order.payload).toMatchObject({
      paymentMethod: 'Pay Later',
      subject: c.subject,
      assignmentType: c.assignmentType,
      deadline: c.deadline,
      firstDraft: true,
      instructions: c.instructions,
      fileName: c.link,
      wordCount: c.words,
      pages: pagesFor(c.words),
      academicLevel: c.level,
      pricePerWord: price.pricePerWord,
      totalPrice: price.base,
      specialistMultiplier: price.specialistMultiplier,
      subtotal: price.subtotal,
      discount: price.discount,
      processingFee: price.processingFee,
      total: price.total,
      amountPaise: price.amountPaise,
      coupon: { code: 'SAVE10', type: 'percent', amount: 10 },
    });
    expect(price.discount).toBeGreaterThan(0);
    expect(order.payload.amountPaise).toBe(Math.round(order.payload.total * 100));
  });

  test('Proceed Payment in test mode pays, verifies and lands on payment success', async ({ page, request }) => {
    const c = choices({ coupon: null, level: 'Top Scholar', firstDraft: false, subject: 'Law', words: 650 });
    await reachSpecialist(page, c);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();

    const popup = page.getByRole('dialog', { name: 'TEST MODE payment' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(formatInr(priceOf(c).total).replace(/\s/g, ''));
    await expect(popup).toContainText('Assignment Payment');
    await popup.getByRole('button', { name: 'Pay (test)' }).click();

    await expect(page).toHaveURL(/\/payment-success$/);
    await expectHeading(page, 'Payment Successful!');
    await expect(page.getByText('Thank you for your payment. Your order has been received.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.paidSaved })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    const order = await storedOrder(request, c.name);
    expect(order.status).toBe('paid');
    expect(order.paymentId).toMatch(/^pay_TEST/);
    expect(order.payload.paymentId).toBe(order.paymentId);
    expect(order.payload.paymentMethod).toBe('Paid via Razorpay');
    expect(order.payload.amountPaise).toBe(priceOf(c).amountPaise);
    await expect(page.getByText(order.paymentId!)).toBeVisible();

    // The wizard is emptied once the order is paid.
    await page.goto('/checkout/order-details');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  });

  test('payment success opened directly explains itself and links to a new order', async ({ page }) => {
    await page.goto('/payment-success');
    await expectHeading(page, 'No Payment Details Found');
    await expect(page.getByText('It looks like this page was accessed incorrectly.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a New Order' })).toHaveAttribute(
      'href',
      '/checkout/order-details',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('validation messages', () => {
  test('order start: a wrong captcha is refused with the spec message and a new question', async ({ page }) => {
    const c = choices();
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    await page.getByRole('textbox', { name: 'Name' }).fill(c.name);
    await page.getByRole('textbox', { name: 'Email' }).fill('student@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    const before = await page.getByText(/what is \d \+ \d\?/).innerText();
    const wrong = String(Number(await captchaAnswer(page)) + 1);
    const answer = page.getByRole('textbox', { name: /Captcha/ });
    await answer.fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();

    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.captcha });
    await expect(alert).toBeVisible();
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveAccessibleDescription(MESSAGES.captcha);
    await expect(page.getByText(/what is \d \+ \d\?/)).not.toHaveText(before);
    await expect(answer).toHaveValue('');
    await expect(page).toHaveURL(/\/order$/);

    // Refresh also asks a new question; the right answer to the shown one goes through.
    const shown = await page.getByText(/what is \d \+ \d\?/).innerText();
    await page.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect(page.getByText(/what is \d \+ \d\?/)).not.toHaveText(shown);
    await answer.fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Order Details');
  });

  test('order details, task details and specialist steps show the spec messages by their fields', async ({ page }) => {
    const c = choices();
    await completeStart(page, c);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.required })).toBeVisible();
    for (const name of ['Assignment type', 'Subject']) {
      await expect(page.getByRole('combobox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Due date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout\/order-details$/);
    await completeDetails(page, c);

    const words = page.getByRole('textbox', { name: 'Word count' });
    for (const typed of ['', 'abc', '0', '-5', '12.5']) {
      await words.fill(typed);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.words })).toBeVisible();
      await expect(words).toHaveAttribute('aria-invalid', 'true');
      await expect(words).toHaveAccessibleDescription(new RegExp(MESSAGES.words.replace('.', '\\.')));
    }
    await expect(page).toHaveURL(/\/checkout\/task-details$/);
    await completeTask(page, c);

    const name = page.getByRole('textbox', { name: 'Name' });
    const mobile = page.getByRole('textbox', { name: 'Mobile' });
    await name.fill('   ');
    await mobile.fill('   ');
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.name })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.mobile })).toBeVisible();
    await expect(name).toHaveAccessibleDescription(MESSAGES.name);
    await expect(mobile).toHaveAccessibleDescription(MESSAGES.mobile);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await expect(page.getByRole('dialog', { name: 'TEST MODE payment' })).toHaveCount(0);

    const coupon = page.getByRole('textbox', { name: /Coupon code/ });
    await coupon.fill('NOTACODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.coupon })).toBeVisible();
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await expect(coupon).toHaveAccessibleDescription(MESSAGES.coupon);
    await expect(summary(page).getByText(/^Discount$/)).toBeVisible();
    // Codes are case-insensitive.
    await coupon.fill('special250');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon SPECIAL250 applied.' })).toBeVisible();
    await expect(summary(page).getByText('Discount (SPECIAL250)')).toBeVisible();
  });
});

test.describe('persistence', () => {
  test('a reload keeps each step, Back returns one step with the data kept', async ({ page }) => {
    const c = choices();
    await completeStart(page, c);
    await page.goto('/order');
    await page.reload();
    await expectHeading(page, 'Start Your Order');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(c.name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('student@example.com');
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();

    await page.goto('/checkout/order-details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption(c.assignmentType);
    await page.getByRole('combobox', { name: 'Subject' }).selectOption(c.subject);
    await page.getByLabel('Due date').fill(c.deadline);
    await page.reload();
    await expectHeading(page, 'Order Details');
    await expect(page.getByRole('combobox', { name: 'Assignment type' })).toHaveValue(c.assignmentType);
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue(c.subject);
    await expect(page.getByLabel('Due date')).toHaveValue(c.deadline);
    await completeDetails(page, c);

    await page.getByRole('textbox', { name: 'Instructions' }).fill(c.instructions);
    await page.getByRole('textbox', { name: /Drive link/ }).fill(c.link);
    await page.getByRole('textbox', { name: 'Word count' }).fill(String(c.words));
    await page.reload();
    await expectHeading(page, 'Task Details');
    await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveValue(c.instructions);
    await expect(page.getByRole('textbox', { name: /Drive link/ })).toHaveValue(c.link);
    await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue(String(c.words));
    await expect(page.getByText(`Pages: ${pagesFor(c.words)}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Specialist');

    await completeSpecialist(page, c);
    await page.reload();
    await expectHeading(page, 'Choose Your Specialist');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(c.name);
    await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue(c.mobile);
    await expect(page.getByRole('radio', { name: new RegExp(c.level) })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: `Coupon ${c.coupon} applied.` })).toBeVisible();
    await expectSummaryCharges(page, c);

    await page.getByRole('link', { name: 'Back' }).click();
    await expectHeading(page, 'Task Details');
    await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue(String(c.words));
    await page.getByRole('link', { name: 'Back' }).click();
    await expectHeading(page, 'Order Details');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue(c.subject);
    await expect(page.getByRole('checkbox', { name: /First draft/ })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await expectHeading(page, 'Start Your Order');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(c.name);
  });

  const corrupt: [string, (deadline: string) => string][] = [
    ['not JSON', () => '{"state": {"start": '],
    ['the wrong shape', () => JSON.stringify({ state: ['Mallory', 42], version: 1 })],
    ['wrong field types', () => JSON.stringify({ state: { start: { name: 7, email: null } }, version: 1 })],
    [
      'a past deadline',
      (deadline) =>
        JSON.stringify({
          state: {
            details: {
              assignmentType: 'Essay',
              subject: 'Law',
              deadline,
              firstDraft: false,
              done: true,
            },
          },
          version: 1,
        }),
    ],
  ];
  for (const [what, value] of corrupt) {
    test(`stored orderInfo with ${what} is discarded cleanly`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(
        ([raw]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('orderInfo', raw!);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [value(inDays(-3))],
      );
      await page.goto('/order');
      await expectHeading(page, 'Start Your Order');
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await page.goto('/checkout/order-details');
      await expectHeading(page, 'Order Details');
      await expect(page.getByLabel('Due date')).toHaveValue('');
      await page.goto('/checkout/task-details');
      await expect(page.getByText('No task information found')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('later steps opened cold show the fallbacks, each linking back one step', async ({ page }) => {
    await page.goto('/checkout/task-details');
    await expectHeading(page, 'Task Details');
    await expect(page.getByRole('status').filter({ hasText: 'No task information found' })).toBeVisible();
    await page.getByRole('link', { name: /back to order details/i }).click();
    await expectHeading(page, 'Order Details');

    await page.goto('/specialist');
    await expectHeading(page, 'Choose Your Specialist');
    await expect(page.getByRole('status').filter({ hasText: 'No previous data found' })).toBeVisible();
    await page.getByRole('link', { name: /back to task details/i }).click();
    await expectHeading(page, 'Task Details');
  });
});

test.describe('the api cannot be tricked', () => {
  const body = (c: OrderChoices, extra: Record<string, unknown> = {}) => ({
    name: c.name,
    mobile: c.mobile,
    assignmentType: c.assignmentType,
    subject: c.subject,
    deadline: c.deadline,
    firstDraft: c.firstDraft,
    instructions: c.instructions,
    wordCount: c.words,
    fileName: c.link,
    academicLevel: LEVEL_IDS[c.level],
    couponCode: c.coupon,
    paymentMethod: 'Pay Later',
    ...extra,
  });

  async function createOrder(request: APIRequestContext, c: OrderChoices) {
    const response = await request.post(`${ORIGINS.api}/orders`, { data: body(c) });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { order: { id: string } }).order.id;
  }
  async function openPayment(request: APIRequestContext, orderId: string) {
    const response = await request.post(`${ORIGINS.api}/orders/${orderId}/payment`, { data: {} });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { razorpayOrderId: string }).razorpayOrderId;
  }

  test('a price or total sent by the browser is ignored', async ({ request }) => {
    const c = choices();
    const response = await request.post(`${ORIGINS.api}/orders`, {
      data: body(c, {
        total: 1,
        totalPrice: 1,
        subtotal: 1,
        pricePerWord: 0.01,
        processingFee: 0,
        amountPaise: 100,
        discount: 999_999,
        coupon: { code: 'FREE', type: 'flat', amount: 999_999, description: 'free' },
      }),
    });
    expect(response.status()).toBe(201);
    const order = await storedOrder(request, c.name);
    const price = priceOf(c);
    expect(order.payload).toMatchObject({
      pricePerWord: price.pricePerWord,
      totalPrice: price.base,
      subtotal: price.subtotal,
      discount: price.discount,
      processingFee: price.processingFee,
      total: price.total,
      amountPaise: price.amountPaise,
    });
    expect(order.payload.total).toBeGreaterThan(1);
  });

  test('a forged signature and a swapped order id are refused; the orders stay unpaid', async ({ request }) => {
    const mine = choices();
    const other = choices();
    const mineId = await createOrder(request, mine);
    const otherId = await createOrder(request, other);
    const mineRzp = await openPayment(request, mineId);
    const otherRzp = await openPayment(request, otherId);

    const forged = await request.post(`${ORIGINS.api}/orders/${mineId}/payment/verify`, {
      data: { razorpay_order_id: mineRzp, razorpay_payment_id: 'pay_FORGED123', razorpay_signature: 'ab'.repeat(32) },
    });
    expect(forged.status()).toBe(400);

    // A correctly signed payment for the other order.
    const signed = await request.post(`${ORIGINS.api}/test-checkout/pay`, { data: { razorpay_order_id: otherRzp } });
    expect(signed.ok()).toBe(true);
    const otherPayment = (await signed.json()) as Record<string, string>;
    const swapped = await request.post(`${ORIGINS.api}/orders/${mineId}/payment/verify`, { data: otherPayment });
    expect(swapped.status()).toBe(400);
    const relabelled = await request.post(`${ORIGINS.api}/orders/${mineId}/payment/verify`, {
      data: { ...otherPayment, razorpay_order_id: mineRzp },
    });
    expect(relabelled.status()).toBe(400);

    expect((await storedOrder(request, mine.name)).status).toBe('received');
    expect((await storedOrder(request, other.name)).status).toBe('received');
  });

  test('a webhook with a bad signature is refused', async ({ request }) => {
    const c = choices();
    const orderId = await createOrder(request, c);
    const rzp = await openPayment(request, orderId);
    const order = await storedOrder(request, c.name);
    const response = await request.post(`${ORIGINS.api}/payments/razorpay/webhook`, {
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'cd'.repeat(32) },
      data: JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_WEBHOOKFAKE', order_id: rzp, amount: order.payload.amountPaise } } },
      }),
    });
    expect(response.status()).toBe(400);
    expect((await storedOrder(request, c.name)).status).toBe('received');
  });

  test('a signed webhook marks the order paid once; a replay changes nothing', async ({ request }) => {
    const c = choices();
    const orderId = await createOrder(request, c);
    const rzp = await openPayment(request, orderId);
    const { amountPaise } = (await storedOrder(request, c.name)).payload;
    const paymentId = `pay_E2EHOOK${Date.now()}`;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: rzp, amount: amountPaise, currency: 'INR' } } },
    });
    const deliver = () =>
      request.post(`${ORIGINS.api}/payments/razorpay/webhook`, {
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
          'X-Razorpay-Event-Id': `evt_${orderId}`,
        },
        data: body,
      });

    const first = await deliver();
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'paid', duplicate: false });
    const paid = await storedOrder(request, c.name);
    expect(paid).toMatchObject({ status: 'paid', paymentId, paidVia: 'webhook' });

    const replay = await deliver();
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'already-paid', duplicate: true });
    expect(await storedOrder(request, c.name)).toEqual(paid);
  });
});

test.describe('faults', () => {
  test('a failed save after payment shows the payment id and the outbox saves it', async ({ page, request }) => {
    const c = choices({ coupon: null });
    await reachSpecialist(page, c);
    let failed = 0;
    await page.route('**/payment/verify', async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.fulfill({ status: 500, json: { error: 'Down for a moment.', errors: [] } });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();

    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.paidSaveFailed })).toBeVisible();
    const paymentId = (
      await page
        .getByText(/^pay_TEST\w+$/)
        .first()
        .innerText()
    ).trim();
    await expect(page.getByText(`Your payment ID is ${paymentId}`)).toBeVisible();
    // The order cannot be paid twice while its payment is being saved.
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Proceed Payment' })).toHaveCount(0);
    await expectSummaryCharges(page, c);

    // The outbox sends it again by itself and the visitor lands on payment success.
    await expect(page).toHaveURL(/\/payment-success$/, { timeout: 15_000 });
    await expectHeading(page, 'Payment Successful!');
    const order = await storedOrder(request, c.name);
    expect(order.status).toBe('paid');
    expect(order.paymentId).toBe(paymentId);
  });

  test('a payment whose save keeps failing is saved by the outbox on the next visit', async ({
    context,
    page,
    request,
  }) => {
    const c = choices({ coupon: null, subject: 'Nursing' });
    await reachSpecialist(page, c);
    await context.route('**/payment/verify', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.paidSaveError })).toBeVisible();
    const paymentId = (
      await page
        .getByText(/^pay_TEST\w+$/)
        .first()
        .innerText()
    ).trim();

    // A reload while the api is still unreachable: the payment id stays on screen.
    await page.reload();
    await expectHeading(page, 'Choose Your Specialist');
    await expect(page.getByRole('region', { name: 'Payments being saved' })).toContainText(paymentId);
    expect((await storedOrder(request, c.name)).status).toBe('received');

    // The tab is closed; the api comes back; the next visit sends the payment.
    await page.close();
    await context.unroute('**/payment/verify');
    const next = await context.newPage();
    const verified = next.waitForResponse((r) => r.url().endsWith('/payment/verify') && r.status() === 200);
    await next.goto('/order');
    await verified;
    await expect(next.getByRole('region', { name: 'Payments being saved' })).toHaveCount(0);
    const order = await storedOrder(request, c.name);
    expect(order.status).toBe('paid');
    expect(order.paymentId).toBe(paymentId);
  });

  test('a blocked checkout script gives the SDK message', async ({ page }) => {
    const c = choices();
    await reachSpecialist(page, c);
    await page.route('**/test-checkout.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.sdkFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed Payment' })).toBeEnabled();
  });

  test('dismissing the popup says so and keeps the order to pay again', async ({ page, request }) => {
    const c = choices();
    await reachSpecialist(page, c);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.popupClosed })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(c.name);
    expect((await storedOrder(request, c.name)).status).toBe('received');
    // Paying again uses the same order.
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();
    await expectHeading(page, 'Payment Successful!');
    expect((await storedOrder(request, c.name)).status).toBe('paid');
  });

  test('Pay Later after closing the popup keeps one order, now marked Pay Later', async ({ page, request }) => {
    const c = choices();
    await reachSpecialist(page, c);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.popupClosed })).toBeVisible();
    expect((await storedOrder(request, c.name)).payload.paymentMethod).toBe('Paid via Razorpay');

    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.payLaterSaved })).toBeVisible();
    const order = await storedOrder(request, c.name); // still exactly one
    expect(order.status).toBe('received');
    expect(order.payload.paymentMethod).toBe('Pay Later');
    expect(order.payload.total).toBe(priceOf(c).total);
  });

  test('Pay Later with the api failing shows the failure messages and keeps the data', async ({ page, request }) => {
    const c = choices();
    await reachSpecialist(page, c);
    await page.route('**/orders', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.payLaterFailed })).toBeVisible();
    await expect(summary(page).getByText(MESSAGES.panelFailed)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(c.name);
    await expect(page.getByRole('button', { name: 'Pay Later' })).toBeEnabled();

    await page.unroute('**/orders');
    await page.route('**/orders', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.payLaterError })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue(c.mobile);
    await expectSummaryCharges(page, c);
    expect((await storedOrders(request)).filter((o) => o.payload.name === c.name)).toHaveLength(0);

    // Sending again works once the api is back, and a double click saves once.
    await page.unroute('**/orders');
    await page.getByRole('button', { name: 'Pay Later' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.payLaterSaved })).toBeVisible();
    expect((await storedOrder(request, c.name)).status).toBe('received');
  });
});

test('the instant quote on the home page prices the order and carries it into the wizard', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 6_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  const quote = page.getByRole('form', { name: 'Price calculator' });
  await expect(quote).toHaveCount(0);
  await page.getByRole('heading', { name: 'Instant Price Quote' }).scrollIntoViewIfNeeded();
  await expect(quote).toBeVisible();

  const deadline = inDays(10);
  await quote.getByRole('combobox', { name: 'Subject' }).selectOption('Engineering');
  await quote.getByRole('combobox', { name: 'Assignment type' }).selectOption('Case Study');
  await quote.getByRole('textbox', { name: 'Word count' }).fill('900');
  await quote.getByLabel('Due date').fill(deadline);
  const expected = computePrice({
    subject: 'Engineering',
    words: 900,
    firstDraft: false,
    specialistLevel: 'top-scholar',
  });
  await expect(quote.getByText(formatInr(expected.total))).toBeVisible();

  await quote.getByRole('button', { name: 'Continue to order' }).click();
  await expectHeading(page, 'Start Your Order');
  await page.goto('/checkout/order-details');
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Engineering');
  await expect(page.getByRole('combobox', { name: 'Assignment type' })).toHaveValue('Case Study');
  await expect(page.getByLabel('Due date')).toHaveValue(deadline);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Task Details');
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('900');
  await expect(page.getByText('Pages: 3', { exact: true })).toBeVisible();
});

test('numbers are read as people write them: "2,000" prices in the quote, "1,500" and "2,00,000" pass the task step, and an unreadable count blocks', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 6_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('heading', { name: 'Instant Price Quote' }).scrollIntoViewIfNeeded();
  const quote = page.getByRole('form', { name: 'Price calculator' });
  await quote.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
  const words = quote.getByRole('textbox', { name: 'Word count' });
  await words.fill('2,000');
  const price = computePrice({ subject: 'Law', words: 2000, firstDraft: false, specialistLevel: 'top-scholar' });
  await expect(quote.getByText(formatInr(price.total))).toBeVisible();
  await expect(quote.getByText(/× 2,000 words \(7 pages\)/)).toBeVisible();
  await expect(words).not.toHaveAttribute('aria-invalid', 'true');

  // A count that cannot be read for sure is never guessed nor dropped: the quote stays, and says why.
  await words.fill('20,00');
  await quote.getByRole('button', { name: 'Continue to order' }).click();
  await expect(quote.getByText('Please enter a valid word count.')).toBeVisible();
  await expect(words).toHaveAttribute('aria-invalid', 'true');
  await expect(words).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  await words.fill('2,00,000');
  await expect(quote.getByText(/× 2,00,000 words/)).toBeVisible();
  await words.fill('2,000');
  await quote.getByRole('button', { name: 'Continue to order' }).click();
  await expectHeading(page, 'Start Your Order');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(formatInr(price.total));

  // The task step takes "1,500" as 1,500 words.
  await page.goto('/checkout/order-details');
  await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
  await page.getByLabel('Due date').fill(inDays(10));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Task Details');
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('2,000');
  await page.getByRole('textbox', { name: 'Word count' }).fill('1,500');
  await expect(page.getByText('Pages: 5', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Choose Your Specialist');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('1,500 (5 pages)');
});

test('axe finds nothing serious on any wizard step, with and without errors', async ({ page }) => {
  test.slow();
  const c = choices();
  await page.goto('/order');
  await expectHeading(page, 'Start Your Order');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await completeStart(page, c);
  await expectNoSeriousA11yViolations(page);
  await completeDetails(page, c);
  await expectNoSeriousA11yViolations(page);
  await completeTask(page, c);
  await expectNoSeriousA11yViolations(page);
  await completeSpecialist(page, c);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.payLaterSaved })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/specialist');
  await expect(page.getByText('No previous data found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
