import type { APIRequestContext } from '@playwright/test';
import { localIsoDate } from '@shared/contracts';
import { formatLongDate } from '@shared/domain/format';
import { contactBy, formatDateTimeIn } from '@shared/domain/time';
import { captchaAnswer } from '../support/captcha';
import { expect, expectHeading, test } from '../support/fixtures';
// The api's own tests read the receipt the same way.
import { pdfText } from '../../api/test/pdf-text';
import { ORIGINS } from '../support/servers';

/**
 * Times where the student is: stored in UTC, shown in their zone with its label, on the server's
 * page and once the browser has taken over. The order takes a due date and time.
 */

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const uniqueName = (what: string) => `E2E ${what} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

/** An order placed through the api as the wizard sends it, due at 6 pm in India. */
async function placeOrder(request: APIRequestContext, name: string) {
  const response = await request.post(`${ORIGINS.api}/orders`, {
    data: {
      name,
      mobile: '+91 98765 43210',
      email: 'times@example.com',
      assignmentType: 'Essay',
      subject: 'Law',
      deadline: inDays(2),
      deadlineTime: '18:00',
      timeZone: 'Asia/Kolkata',
      firstDraft: false,
      wordCount: 2000,
      academicLevel: 'top-scholar',
      couponCode: null,
      paymentMethod: 'Pay Later',
    },
  });
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as {
    order: { token: string; reference: string; payload: { submittedAt: string; dueAt: string } };
  };
  return order;
}

test.describe('a student in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

  test('sees local dates and times throughout: the order page, its messages, the receipt and its PDF', async ({
    page,
    request,
  }) => {
    test.slow();
    const name = uniqueName('India');
    const order = await placeOrder(request, name);
    const placed = formatDateTimeIn(order.payload.submittedAt, 'Asia/Kolkata');
    const due = `${formatLongDate(inDays(2))}, 6:00 pm IST`;
    expect(formatDateTimeIn(order.payload.dueAt, 'Asia/Kolkata')).toBe(due);

    // The server's own HTML, before any script: India's time, labelled, for an Indian browser.
    const html = await (
      await request.get(`/orders/${order.token}`, { headers: { 'Accept-Language': 'en-IN,en;q=0.9' } })
    ).text();
    expect(html).toContain(placed);
    expect(html).toContain(due);
    expect(html).not.toMatch(/\d UTC/);

    await page.goto(`/orders/${order.token}`);
    await expectHeading(page, `Order ${order.reference}`);
    const details = page.getByRole('region', { name: 'What you ordered' });
    await expect(details.locator('dt', { hasText: 'Placed on' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      placed,
    );
    await expect(page.getByText(`Due by ${due}`)).toBeVisible();
    // "We contact you by" is never later than the due time: here, halfway to it at the latest.
    const by = contactBy(order.payload.submittedAt, order.payload.dueAt);
    expect(by < order.payload.dueAt).toBe(true);
    await expect(
      page.getByText(`We contact you by ${formatDateTimeIn(by, 'Asia/Kolkata')} to confirm the details.`),
    ).toBeVisible();

    const thread = page.getByRole('region', { name: 'Messages' });
    await thread.getByRole('textbox', { name: 'Your message' }).fill('Is 6 pm my time fine?');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('listitem').locator('time')).toHaveText(
      /^\d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST$/,
    );

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('heading', { name: /^Status: Paid$/ })).toBeVisible();
    await page.getByRole('link', { name: 'View receipt' }).click();
    await expectHeading(page, `Receipt for order ${order.reference}`);
    await expect(page.locator('dt', { hasText: /^Paid$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /^\d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST$/,
    );
    await expect(page.locator('dt', { hasText: /^Due$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(due);
    await expect(page.getByRole('main')).not.toContainText('UTC');

    const pdfUrl = (await page.getByRole('link', { name: 'Download receipt (PDF)' }).getAttribute('href'))!;
    const text = pdfText(await (await request.get(pdfUrl)).body());
    expect(text).toContain(due);
    expect(text).toMatch(/\d{1,2}:\d{2} [ap]m IST/);
    expect(text).not.toContain('UTC');
  });

  test('gives the order a due time, the end of the day unless they say otherwise, and is told when we call', async ({
    page,
  }) => {
    test.slow();
    const name = uniqueName('Due time');
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('due@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
    await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Order Details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
    await page.getByLabel('Due date').fill(inDays(1));
    const dueTime = page.getByLabel('Due time');
    await expect(dueTime).toHaveValue('23:59');
    await expect(page.getByText('Your time (IST, GMT+5:30). 11:59 pm is the end of the day.')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(`${formatLongDate(inDays(1))}, 11:59 pm IST`);
    await dueTime.fill('14:30');
    await expect(summary).toContainText(`${formatLongDate(inDays(1))}, 2:30 pm IST`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Task Details');
    await page.getByRole('textbox', { name: 'Word count' }).fill('2,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Specialist');
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expectHeading(page, 'Thank you: your order is saved');
    await expect(page.getByText(`Your work is due by ${formatLongDate(inDays(1))}, 2:30 pm IST.`)).toBeVisible();
    await expect(
      page.getByText(/^We contact you within 24 hours, by \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST,/),
    ).toBeVisible();
  });

  test('is refused a due time today that has passed, with the spec’s message', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${localIsoDate()}T12:00:00+05:30`));
    await page.goto('/checkout/order-details');
    await expectHeading(page, 'Order Details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
    await page.getByLabel('Due date').fill(localIsoDate(new Date(`${localIsoDate()}T12:00:00+05:30`)));
    await page.getByLabel('Due time').fill('09:00');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Due time')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The due date cannot be in the past.')).toBeVisible();
    await expectHeading(page, 'Order Details');
  });
});

test.describe('a student elsewhere', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('gets the site’s zone from the server at first, their own once the page runs, and from then on from the server', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, uniqueName('New York'));
    const theirs = formatDateTimeIn(order.payload.submittedAt, 'America/New_York');
    const first = await (
      await request.get(`/orders/${order.token}`, { headers: { 'Accept-Language': 'en-US' } })
    ).text();
    // The US has several zones: the server cannot guess one, so it says which it used.
    expect(first).toContain(formatDateTimeIn(order.payload.submittedAt, 'Asia/Kolkata'));

    await page.goto(`/orders/${order.token}`);
    await expect(page.getByText(theirs)).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'TimeZone')?.value)
      .toBe('America%2FNew_York');
    const again = await (await page.request.get(`/orders/${order.token}`)).text();
    expect(again).toContain(theirs);
  });
});
