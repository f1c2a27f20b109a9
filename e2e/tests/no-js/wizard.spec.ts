import { expect, test, type Page } from '@playwright/test';
import { localIsoDate } from '@shared/contracts';
import { computePrice, formatInr } from '@shared/domain/pricing';
import { formatLongDate } from '@shared/domain/format';
import { captchaAnswer } from '../../support/captcha';
import { storedOrders } from '../../support/stored';

/**
 * The order wizard with JavaScript off: every step posts to its own page, the composition server
 * keeps the draft in a signed cookie and answers each step, and Pay Later stores the order through
 * the api and lands on the student's own order page.
 */

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const uniqueName = () => `E2E NoJS ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function start(page: Page, name: string) {
  await page.goto('/order');
  await heading(page, 'Start Your Order');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('student@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Order Details');
}

async function details(page: Page, dueTime?: string) {
  await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Report');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Computer Science');
  await page.getByLabel('Due date').fill(inDays(14));
  // The end of the day unless the student says otherwise, in their time (India's: they are there).
  await expect(page.getByLabel('Due time')).toHaveValue('23:59');
  await expect(page.getByText('Your time (IST, GMT+5:30). 11:59 pm is the end of the day.')).toBeVisible();
  if (dueTime) await page.getByLabel('Due time').fill(dueTime);
  await page.getByRole('checkbox', { name: /First draft/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Task Details');
}

async function task(page: Page, words = '1234') {
  await page
    .getByRole('textbox', { name: 'Instructions' })
    .fill('Compare two sorting algorithms; Harvard referencing.');
  await page.getByRole('textbox', { name: /Drive link/ }).fill('https://drive.example.com/file/brief.pdf');
  await page.getByRole('textbox', { name: 'Word count' }).fill(words);
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Choose Your Specialist');
}

test('the whole wizard works without JavaScript: Pay Later stores one order and opens its page', async ({
  page,
  request,
}) => {
  const name = uniqueName();
  await start(page, name);
  // A step holding the visitor's draft is theirs alone: kept by no cache, not even the browser's.
  expect((await page.request.get('/checkout/task-details')).headers()['cache-control']).toBe('private, no-store');
  expect((await request.get('/checkout/task-details')).headers()['cache-control']).toBe('no-cache');
  await details(page, '18:00');
  // Written as people write it: the count is read, not refused.
  await task(page, '1,234');

  // The specialist step starts with the name and phone given first, priced by the shared function.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('+91 98765 43210');
  await page.getByRole('radio', { name: /Proficient Researcher/ }).check();
  await page.getByRole('textbox', { name: /Coupon code/ }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon SAVE10 applied.' })).toBeVisible();
  const price = computePrice({
    subject: 'Computer Science',
    words: 1234,
    firstDraft: true,
    specialistLevel: 'proficient-researcher',
    couponCode: 'SAVE10',
  });
  const total = page
    .getByRole('region', { name: 'Order summary' })
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(formatInr(price.total));
  // Card payment needs Razorpay's script, and the page says so.
  await expect(page.getByText(/Card payment needs JavaScript/).first()).toBeVisible();

  // A double submit: the same page's form sent twice stores one order.
  const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: 'Pay Later' }) });
  const body = new URLSearchParams();
  for (const input of await form.locator('input[name]:not([type=radio]), input[type=radio][name]:checked').all()) {
    body.append((await input.getAttribute('name'))!, await input.inputValue());
  }
  body.set('action', 'pay-later');
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: new URL(page.url()).origin,
    Cookie: cookies,
  };
  const [first, second] = await Promise.all(
    [0, 1].map(() => request.post('/specialist', { headers, data: body.toString(), maxRedirects: 0 })),
  );
  expect(first!.status()).toBe(303);
  expect(second!.status()).toBe(303);
  expect(second!.headers().location).toBe(first!.headers().location);
  expect(first!.headers().location).toMatch(/^\/orders\/[\w-]+$/);

  const mine = (await storedOrders(request)).filter((order) => order.payload.name === name);
  expect(mine).toHaveLength(1);
  const order = mine[0]!;
  expect(order.payload).toMatchObject({
    paymentMethod: 'Pay Later',
    email: 'student@example.com',
    subject: 'Computer Science',
    wordCount: 1234,
    total: price.total,
    deadline: inDays(14),
    deadlineTime: '18:00',
    timeZone: 'Asia/Kolkata',
  });

  // The visitor's own Pay Later press lands on the same order's page, with its reference.
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await expect(page).toHaveURL(new RegExp(`${first!.headers().location}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  expect((await storedOrders(request)).filter((o) => o.payload.name === name)).toHaveLength(1);
  // Its times are India's, labelled: the due time as given, when it was placed, when we call.
  await expect(page.getByText(`Due by ${formatLongDate(inDays(14))}, 6:00 pm IST`)).toBeVisible();
  await expect(
    page.getByText(/^We contact you by \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST to confirm the details\.$/),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('UTC');

  // A reload shows the order again; Back to the last step goes to the order, never "No previous data found".
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await page.goto('/specialist');
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByText('No previous data found')).toHaveCount(0);
});

test('a step with an error shows it with everything typed kept', async ({ page }) => {
  const name = uniqueName();
  await page.goto('/order');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await page.getByRole('textbox', { name: /Captcha/ }).fill('99');
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Start Your Order');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not an email');
  await expect(page.getByText('Incorrect captcha. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: /Captcha/ })).toHaveValue('');

  // Corrected, the start step goes on; the task step keeps a bad word count and says why.
  await page.getByRole('textbox', { name: 'Email' }).fill('student@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
  await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Order Details');
  await details(page);
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Keep this text.');
  await page.getByRole('textbox', { name: 'Word count' }).fill('lots');
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Task Details');
  await expect(page.getByText('Please enter a valid word count.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveValue('Keep this text.');
  await expect(page.getByRole('textbox', { name: 'Word count' })).toHaveValue('lots');

  // Back and forth keeps the draft: the details step shows what was chosen.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Computer Science');
});
