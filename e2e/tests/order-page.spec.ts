import type { APIRequestContext, Page } from '@playwright/test';
import { FILE_MESSAGES, localIsoDate } from '@shared/contracts';
import { computePrice, formatInr } from '@shared/domain/pricing';
import { captchaAnswer } from '../support/captcha';
import { samplePdf } from '../support/files';
import { expect, expectHeading, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { receivedMail } from '../support/mail';
// The api's own tests read the receipt the same way.
import { pdfText } from '../../api/test/pdf-text';
import { ADMIN_TOKEN, NOTIFY_TO, ORIGINS } from '../support/servers';
import { storedOrders } from '../support/stored';

/**
 * After the order: the order page shows the brief and takes files and additions, holds a thread
 * with the agency, cancels, and gives a paid order its receipt. The api is shared with other
 * suites: each test makes its own order under a unique name.
 */

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const uniqueName = (what: string) => `E2E ${what} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

/** An order stored through the api as the wizard would send it: its page token and reference. */
async function placeOrder(request: APIRequestContext, name: string, email = 'student@example.com') {
  const response = await request.post(`${ORIGINS.api}/orders`, {
    data: {
      name,
      mobile: '+91 98765 43210',
      email,
      phone: '+91 98765 43210',
      assignmentType: 'Essay',
      subject: 'Management',
      deadline: inDays(10),
      firstDraft: false,
      instructions: 'Discuss two theories of motivation.\nUse Harvard referencing.',
      wordCount: 900,
      fileName: '',
      academicLevel: 'skilled-academic-writer',
      couponCode: null,
      paymentMethod: 'Pay Later',
    },
  });
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as { order: { token: string; reference: string } };
  return order;
}

async function openOrderPage(page: Page, token: string, reference: string) {
  await page.goto(`/orders/${token}`);
  await expectHeading(page, `Order ${reference}`);
}

const bytesOf = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.body();
};

test.describe('files', () => {
  // The refused program is answered 415, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 415/ });

  test('a Pay Later order takes a PDF in the wizard and another on its page; both download unchanged, for the token only', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Files');
    const first = samplePdf(`Wizard brief ${name}`);
    const second = samplePdf(`Page brief ${name}`);

    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('files@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Order Details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Report');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Management');
    await page.getByLabel('Due date').fill(inDays(12));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Task Details');
    await page.getByRole('textbox', { name: 'Instructions' }).fill('Analyse the case.\nAPA 7, please.');
    await page.getByLabel('Task files (optional)').setInputFiles({
      name: 'wizard-brief.pdf',
      mimeType: 'application/pdf',
      buffer: first,
    });
    await expect(page.getByRole('list', { name: 'Files to send with the order' })).toContainText('wizard-brief.pdf');
    await page.getByRole('textbox', { name: 'Word count' }).fill('600');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Specialist');
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expectHeading(page, 'Thank you: your order is saved');
    const orderPath = (await page.getByRole('link', { name: 'Open your order page' }).getAttribute('href')) ?? '';
    const token = orderPath.split('/').pop()!;

    // The order's page is the student's alone: kept by no cache, not even the browser's.
    expect((await page.goto(orderPath))?.headers()['cache-control']).toBe('private, no-store');
    const brief = page.getByRole('region', { name: 'Your brief' });
    // The instructions as entered, line break kept, shown as text.
    await expect(brief.getByText('Analyse the case.\nAPA 7, please.')).toBeVisible();
    await expect(brief.getByRole('link', { name: 'wizard-brief.pdf' })).toBeVisible();
    // An unpaid order says until when it keeps its files.
    await expect(brief.getByText(/^Files of an unpaid order are kept until \d{1,2} \w+ \d{4}\./)).toBeVisible();

    await brief
      .getByLabel('Add files')
      .setInputFiles({ name: 'page-brief.pdf', mimeType: 'application/pdf', buffer: second });
    await expect(brief.getByRole('status').filter({ hasText: 'Added:' })).toHaveText('Added: page-brief.pdf.');
    await expect(brief.getByRole('link', { name: 'page-brief.pdf' })).toBeVisible();

    // A program renamed to .docx is refused by its content, with the reason.
    await brief.getByLabel('Add files').setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('MZ this is not a document'),
    });
    await expect(brief.getByRole('alert')).toHaveText(`notes.docx: ${FILE_MESSAGES.wrongType}`);

    const wizardUrl = (await brief.getByRole('link', { name: 'wizard-brief.pdf' }).getAttribute('href'))!;
    const pageUrl = (await brief.getByRole('link', { name: 'page-brief.pdf' }).getAttribute('href'))!;
    expect((await bytesOf(request, wizardUrl)).equals(first)).toBe(true);
    expect((await bytesOf(request, pageUrl)).equals(second)).toBe(true);

    // Another token, well-formed or another order's, gets nothing.
    const other = await placeOrder(request, uniqueName('Other'));
    for (const wrong of ['a'.repeat(32), other.token]) {
      const response = await request.get(wizardUrl.replace(token, wrong));
      expect(response.status()).toBe(404);
    }

    // More instructions, added on the page.
    await brief.getByRole('textbox', { name: 'Add to the instructions' }).fill('Also compare with 2024 data.');
    await brief.getByRole('button', { name: 'Add to the brief' }).click();
    await expect(brief.getByRole('list', { name: 'Added to the instructions' })).toContainText(
      'Also compare with 2024 data.',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test('the student writes, the agency answers in the admin view, and each gets an email', async ({ page, request }) => {
  const name = uniqueName('Thread');
  const email = `thread-${Date.now()}@example.com`;
  const { token, reference } = await placeOrder(request, name, email);
  await openOrderPage(page, token, reference);
  const thread = page.getByRole('region', { name: 'Messages' });
  await thread.getByRole('textbox', { name: 'Your message' }).fill('Could the essay use UK spelling?');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByRole('status')).toHaveText('Message sent. We will answer here and by email.');
  await expect(thread.getByRole('list', { name: 'Messages about this order' })).toContainText(
    'Could the essay use UK spelling?',
  );

  await page.goto(`${ORIGINS.api}/admin`);
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Show').selectOption('orders');
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await row.getByText(/1 message\(s\) \(awaiting answer\)/).click();
  await expect(row).toContainText('Could the essay use UK spelling?');
  await row.getByRole('textbox', { name: `Answer ${name}` }).fill('Yes: British spelling throughout.');
  await row.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your answer to ${name} was sent.`);

  await expect
    .poll(() => receivedMail().some((mail) => mail.subject === `Message on order ${reference} from ${name}`), {
      timeout: 10_000,
      message: 'the agency’s email arrives',
    })
    .toBe(true);
  const toAgency = receivedMail().find((mail) => mail.subject === `Message on order ${reference} from ${name}`)!;
  expect(toAgency.to.text).toBe(NOTIFY_TO);
  expect(toAgency.text).toContain('> Could the essay use UK spelling?');
  await expect
    .poll(() => receivedMail().some((mail) => mail.to.text === email && mail.subject.startsWith('New message')), {
      timeout: 10_000,
      message: 'the student’s email arrives',
    })
    .toBe(true);
  const toStudent = receivedMail().find((mail) => mail.to.text === email && mail.subject.startsWith('New message'))!;
  expect(toStudent.subject).toBe(`New message about your order ${reference}`);
  expect(toStudent.text).toContain('Yes: British spelling throughout.');
  expect(toStudent.text).toContain(`${ORIGINS.shell}/orders/${token}`);
  // The address was never confirmed: nothing the visitor typed goes to it, not even the name.
  expect(toStudent.text).not.toContain(name);

  await openOrderPage(page, token, reference);
  await expect(page.getByRole('list', { name: 'Messages about this order' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Messages about this order' })).toContainText(
    'Yes: British spelling throughout.',
  );
});

test('a student cancels an order before work starts, and the agency sees who did', async ({ page, request }) => {
  const name = uniqueName('Cancel');
  const { token, reference } = await placeOrder(request, name);
  await openOrderPage(page, token, reference);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('heading', { name: /^Status: Cancelled$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  const stored = (await storedOrders(request)).find((order) => order.payload.name === name)!;
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'student', refundDue: false });
});

test('a test-mode payment gets a receipt page and a PDF for the amount charged', async ({ page, request }) => {
  const name = uniqueName('Receipt');
  const { token, reference } = await placeOrder(request, name);
  const price = computePrice({
    subject: 'Management',
    words: 900,
    firstDraft: false,
    specialistLevel: 'skilled-academic-writer',
    couponCode: null,
  });
  await openOrderPage(page, token, reference);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('heading', { name: /^Status: Paid$/ })).toBeVisible();

  await page.getByRole('link', { name: 'View receipt' }).click();
  await expectHeading(page, `Receipt for order ${reference}`);
  await expect(page.getByText(`Amount charged: ${formatInr(price.amountPaise / 100)}`)).toBeVisible();
  const stored = (await storedOrders(request)).find((order) => order.payload.name === name)!;
  await expect(page.getByText(stored.paymentId!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pdfUrl = (await page.getByRole('link', { name: 'Download receipt (PDF)' }).getAttribute('href'))!;
  const response = await request.get(pdfUrl);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await response.body());
  expect(text).toContain(`Amount charged: ${formatInr(price.amountPaise / 100).replace('₹', 'INR ')}`);
  expect(text).toContain(reference);
  expect(text).toContain(stored.paymentId!);
  expect(text).toContain('Scholars Desk');
});

test.describe('phone numbers where the student is', () => {
  test.use({ locale: 'en-GB' });

  test('an en-GB browser starts the order form’s phone at +44, and asks before moving a number', async ({ page }) => {
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    const code = page.getByRole('button', { name: /Phone country code/ });
    await expect(code).toHaveAccessibleName(/^GB \+44 ?, Phone country code: United Kingdom$/);
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('07911 123456');
    await expect(page.getByText(/This looks like a number from/)).toHaveCount(0);
    // An Indian mobile typed nationally: offered, not converted.
    await phone.fill('98765 43210');
    await expect(code).toHaveAccessibleName(/^GB \+44/);
    await page.getByRole('button', { name: 'Use +91 (India)' }).click();
    await expect(code).toHaveAccessibleName(/^IN \+91 ?, Phone country code: India$/);
    await expect(phone).toHaveValue('9876543210');
  });
});
