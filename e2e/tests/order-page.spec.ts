import type { APIRequestContext, Page } from '@playwright/test';
import { FILE_MESSAGES, localIsoDate, TEST_PAYMENT_NOTICE } from '@shared/contracts';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { computePrice, formatInr } from '@shared/domain/pricing';
import { captchaAnswer } from '../support/captcha';
import { sampleExecutable, samplePdf } from '../support/files';
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
    test.slow();
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

test.describe('a file the order does not take', () => {
  // The upload refused by the server (injected below) is answered 415, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 415/ });

  test('is named at once in the wizard, again on the confirmation, and on the order page', async ({ page }) => {
    test.slow();
    const name = uniqueName('Refused');
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('refused@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Order Details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
    await page.getByLabel('Due date').fill(inDays(3));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Task Details');

    // A program renamed notes.pdf is refused as it is chosen, by its content, and named.
    await page.getByLabel('Task files (optional)').setInputFiles([
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: samplePdf(`Brief ${name}`) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: sampleExecutable() },
      { name: 'reading.pdf', mimeType: 'application/pdf', buffer: samplePdf(`Reading ${name}`) },
    ]);
    await expect(page.getByRole('alert')).toHaveText(
      `notes.pdf: ${FILE_MESSAGES.wrongType} Added: brief.pdf, reading.pdf.`,
    );
    const toSend = page.getByRole('list', { name: 'Files to send with the order' });
    await expect(toSend.getByRole('listitem')).toHaveCount(2);
    await expect(toSend).not.toContainText('notes.pdf');
    await page.getByRole('textbox', { name: 'Word count' }).fill('2,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Specialist');

    // The server refuses one of the two once the order exists (a fault injected here).
    await page.route('**/orders/by-token/*/files', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (!body.includes('filename="reading.pdf"')) return route.continue();
      await route.fulfill({ status: 415, json: { error: FILE_MESSAGES.wrongType, errors: [] } });
    });
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expectHeading(page, 'Thank you: your order is saved');
    // Both are named: the one the browser refused, and the one the server did.
    const refused = [`notes.pdf: ${FILE_MESSAGES.wrongType}`, `reading.pdf: ${FILE_MESSAGES.wrongType}`];
    const note = page.getByRole('alert').filter({ hasText: 'These files were not added to your order:' });
    await expect(note.getByRole('listitem')).toHaveText(refused);

    // "Open your order page" opens it; the brief has the file that went, and names those that did not.
    await page.getByRole('link', { name: 'Open your order page' }).click();
    await expectHeading(page, /^Order SD-/);
    const brief = page.getByRole('region', { name: 'Your brief' });
    await expect(brief.getByRole('link', { name: 'brief.pdf' })).toBeVisible();
    const onPage = brief.getByRole('alert').filter({ hasText: 'These files were not added to your order:' });
    await expect(onPage.getByRole('listitem')).toHaveText(refused);
    await expectNoSeriousA11yViolations(page);

    // Again after a reload, until the student dismisses it.
    await page.reload();
    await expect(onPage).toBeVisible();
    await onPage.getByRole('button', { name: 'Dismiss' }).click();
    await expect(onPage).toHaveCount(0);
    await page.reload();
    await expect(brief.getByRole('link', { name: 'brief.pdf' })).toBeVisible();
    await expect(brief.getByText('These files were not added to your order:')).toHaveCount(0);
  });

  test('is named on the confirmation and the order page when the student moved on before its check ended', async ({
    page,
  }) => {
    test.slow();
    const name = uniqueName('Unchecked');
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('unchecked@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await page.getByRole('textbox', { name: /Captcha/ }).fill(await captchaAnswer(page));
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Order Details');
    await page.getByRole('combobox', { name: 'Assignment type' }).selectOption('Essay');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Law');
    await page.getByLabel('Due date').fill(inDays(3));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Task Details');

    // A slow connection: the reader the check loads when a file is chosen has not arrived yet.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let asked = false;
    await page.route('**/read-file-type-*.js', async (route) => {
      asked = true;
      await arrived;
      await route.continue();
    });
    await page.getByLabel('Task files (optional)').setInputFiles([
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: samplePdf(`Brief ${name}`) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: sampleExecutable() },
    ]);
    await expect(page.getByText('Checking brief.pdf…')).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    // The student moves on while the files are still being checked.
    await page.getByRole('textbox', { name: 'Word count' }).fill('1,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Specialist');
    // Placing the order waits for the checks; the reader arrives meanwhile.
    await page.getByRole('button', { name: 'Pay Later' }).click();
    arrive();
    await expectHeading(page, 'Thank you: your order is saved');
    const note = page.getByRole('alert').filter({ hasText: 'This file was not added to your order:' });
    await expect(note.getByRole('listitem')).toHaveText([`notes.pdf: ${FILE_MESSAGES.wrongType}`]);
    await page.getByRole('link', { name: 'Open your order page' }).click();
    const brief = page.getByRole('region', { name: 'Your brief' });
    await expect(brief.getByRole('link', { name: 'brief.pdf' })).toBeVisible();
    await expect(
      brief.getByRole('alert').filter({ hasText: 'This file was not added to your order:' }).getByRole('listitem'),
    ).toHaveText([`notes.pdf: ${FILE_MESSAGES.wrongType}`]);
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

test('a student cancels an order before work starts, is told what follows, and the agency sees who did', async ({
  page,
  request,
}) => {
  const name = uniqueName('Cancel');
  const { token, reference } = await placeOrder(request, name);
  await openOrderPage(page, token, reference);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('heading', { name: /^Status: Cancelled$/ })).toBeVisible();
  // Where the student was looking, the card says what happens next, and takes the focus.
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `You cancelled order ${reference}.` })).toHaveText(
    `You cancelled order ${reference}. Nothing was paid, so nothing is owed.`,
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  // Nothing is asked for any more.
  await expect(page.getByText('Total to pay')).toHaveCount(0);
  await expect(page.getByText('Total (cancelled: nothing to pay)')).toBeVisible();
  const stored = (await storedOrders(request)).find((order) => order.payload.name === name)!;
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'student', refundDue: false });
});

test('cancelling a paid order keeps the refund promise in sight, on the page and after a reload', async ({
  page,
  request,
}) => {
  const name = uniqueName('Refund');
  const { token, reference } = await placeOrder(request, name);
  await openOrderPage(page, token, reference);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog', { name: 'TEST MODE payment' }).getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('heading', { name: /^Status: Paid$/ })).toBeVisible();
  const promise = 'We refund the payment in full to the way you paid, usually within 5 to 7 working days.';
  await expect(page.getByText(`You can cancel until work starts. ${promise}`)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeFocused();
  const card = page.getByRole('region', { name: 'Order cancelled' });
  await expect(card).toContainText(promise);
  await expect(page.getByText(`You cancelled this order. ${promise}`)).toBeVisible();
  await expect(page.getByText('Total paid, to be refunded')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Order cancelled' })).toContainText(promise);
  const stored = (await storedOrders(request)).find((order) => order.payload.name === name)!;
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'student', refundDue: true });
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
  // Issued by the business of the site's configuration, to the student, and plainly a test.
  const { site } = defaultRuntimeConfig();
  const issuer = page.getByRole('main').locator('address');
  await expect(issuer).toContainText(site.legalName!);
  await expect(issuer).toContainText(site.postalAddress);
  await expect(issuer).toContainText(site.taxDetails!);
  await expect(page.locator('dt', { hasText: 'Billed to' }).locator('xpath=following-sibling::dd[1]')).toHaveText(name);
  await expect(page.getByRole('note')).toHaveText(TEST_PAYMENT_NOTICE);
  await expect(page.getByText('Razorpay (test mode)')).toBeVisible();
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
  // The PDF names the business, not the site's host, and the student, and says it was a test.
  expect(text).not.toMatch(/^localhost/);
  for (const detail of [site.businessName, site.legalName!, site.postalAddress, site.taxDetails!, name]) {
    expect(text).toContain(detail);
  }
  expect(text).toContain(TEST_PAYMENT_NOTICE);
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

  test('an en-GB browser hints that "91234 56789" looks Indian, though it fits a UK plan', async ({ page }) => {
    await page.goto('/order');
    await expectHeading(page, 'Start Your Order');
    const code = page.getByRole('button', { name: /Phone country code/ });
    const phone = page.getByRole('textbox', { name: 'Phone' });
    // A UK number written the British way, with its 0, gets no hint.
    await phone.fill('09123 456789');
    await expect(page.getByText(/This looks like a number from/)).toHaveCount(0);
    await phone.fill('91234 56789');
    await expect(page.getByText('This looks like a number from India.')).toBeVisible();
    await expect(code).toHaveAccessibleName(/^GB \+44/);
    await page.getByRole('button', { name: 'Use +91 (India)' }).click();
    await expect(code).toHaveAccessibleName(/^IN \+91 ?, Phone country code: India$/);
    await expect(phone).toHaveValue('9123456789');
  });
});
