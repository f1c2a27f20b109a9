import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_TOKEN, ORIGINS } from '../support/servers';

/** The agency's admin view, served by the api under a strict CSP (script-src 'self'). */

const ADMIN = `${ORIGINS.api}/admin`;

// The wrong token is refused with a 401, which the browser reports.
test.use({ expectedConsoleErrors: /status of 401/ });

async function signIn(page: Page, token: string) {
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in with the admin token only, lists what came in, filters, exports and moves an order on', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const leadName = `Admin Lead ${stamp}`;
  const orderName = `Admin Order ${stamp}`;
  expect(
    (
      await request.post(`${ORIGINS.api}/f/lead`, {
        data: {
          name: leadName,
          email: 'admin-lead@example.com',
          phone: '+1 2025550123',
          assignmentType: 'report',
          message: `<img src=x onerror=alert(1)> ${stamp}`,
          acceptTerms: 'accepted',
        },
      })
    ).status(),
  ).toBe(201);
  // A section's form sent to the generic agency-form kind (`<section>/<form>`).
  const reader = `Admin Reader ${stamp}`;
  expect(
    (
      await request.post(`${ORIGINS.api}/v1/agency-forms`, {
        data: {
          section: 'blog',
          form: 'new-articles',
          fields: { name: reader, email: 'admin-reader@example.com', topic: 'Essays' },
          consent: { given: true, text: 'Email me when a new article is published.' },
          replyTo: 'admin-reader@example.com',
        },
      })
    ).status(),
  ).toBe(201);
  const order = await request.post(`${ORIGINS.api}/orders`, {
    data: {
      name: orderName,
      mobile: '+91 9876543210',
      assignmentType: 'Essay',
      subject: 'Law',
      deadline: '2099-01-31',
      firstDraft: false,
      wordCount: 1500,
      academicLevel: 'top-scholar',
      paymentMethod: 'Pay Later',
    },
  });
  expect(order.status()).toBe(201);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(ADMIN);
  await expect(page.getByRole('heading', { name: 'Submissions and orders', level: 1 })).toBeVisible();

  await signIn(page, 'not-the-token-at-all');
  await expect(page.getByRole('alert')).toHaveText('That admin token is not valid.');
  await expect(page.getByRole('table')).toBeHidden();

  await signIn(page, ADMIN_TOKEN);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(leadName) })).toBeVisible();
  // Signed in, the sign-in card is gone.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByLabel('Admin token')).toBeHidden();
  // Visitor text is shown as text, never run as markup.
  await expect(table.getByRole('row', { name: new RegExp(leadName) })).toContainText(
    `<img src=x onerror=alert(1)> ${stamp}`,
  );
  expect(await page.evaluate(() => document.querySelectorAll('tbody img').length)).toBe(0);
  const agencyForm = table.getByRole('row', { name: new RegExp(reader) });
  await expect(agencyForm).toContainText('blog/new-articles');
  await expect(agencyForm).toContainText('admin-reader@example.com');
  await expect(agencyForm).toContainText('topic: Essays');
  await expect(agencyForm).toContainText('Consent: given ("Email me when a new article is published.")');
  // The token is in no storage the browser keeps.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await page.evaluate(() => document.cookie)).not.toContain(ADMIN_TOKEN);

  await page.getByLabel('Form').selectOption('contact');
  await expect(table.getByRole('row', { name: new RegExp(leadName) })).toHaveCount(0);
  await page.getByLabel('Form').selectOption('lead');
  await expect(table.getByRole('row', { name: new RegExp(leadName) })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(
    `"${leadName}","admin-lead@example.com","'+12025550123","report"`,
  );

  await page.getByLabel('Show').selectOption('orders');
  const row = table.getByRole('row', { name: new RegExp(orderName) });
  await expect(row).toContainText('Received');
  await row.getByRole('combobox', { name: `New status for the order of ${orderName}` }).selectOption('in-progress');
  await row.getByRole('button', { name: `Move the order of ${orderName}` }).click();
  await expect(page.getByRole('status')).toHaveText(`The order of ${orderName} is now in progress.`);
  await expect(table.getByRole('row', { name: new RegExp(orderName) })).toContainText('In progress');
  await page.getByLabel('Status', { exact: true }).selectOption('in-progress');
  await expect(table.getByRole('row', { name: new RegExp(orderName) })).toBeVisible();

  // A reload forgets the token: the page asks for it again.
  await page.reload();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  expect(violations).toEqual([]);
});

test('a lead is marked handled, leads to the same person’s orders, and a card checkout never paid is not shown as paid', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Admin Person ${stamp}`;
  const email = `Person-${stamp}@Example.com`;
  expect(
    (
      await request.post(`${ORIGINS.api}/f/lead`, {
        data: {
          name,
          email,
          phone: '+1 2025550123',
          assignmentType: 'essay',
          message: 'Help?',
          acceptTerms: 'accepted',
        },
      })
    ).status(),
  ).toBe(201);
  // An order of theirs whose card checkout was opened, then closed without paying.
  const created = await request.post(`${ORIGINS.api}/orders`, {
    data: {
      name,
      mobile: '+91 9876543210',
      email: email.toLowerCase(),
      assignmentType: 'Essay',
      subject: 'Law',
      deadline: '2099-01-31',
      firstDraft: false,
      wordCount: 1500,
      academicLevel: 'top-scholar',
      paymentMethod: 'Paid via Razorpay',
    },
  });
  const { order } = (await created.json()) as { order: { id: string } };
  expect((await request.post(`${ORIGINS.api}/orders/${order.id}/payment`, { data: {} })).status()).toBe(200);

  await page.goto(ADMIN);
  await signIn(page, ADMIN_TOKEN);
  const table = page.getByRole('table');
  const lead = table.getByRole('row', { name: new RegExp(name) });
  await expect(lead).toContainText('Still to do');
  await lead.getByRole('button', { name: `Mark the lead of ${name} handled` }).click();
  await expect(page.getByRole('status')).toHaveText(`The lead of ${name} is marked handled.`);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Handled');
  await page.getByLabel('Handled', { exact: true }).selectOption('open');
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByLabel('Handled', { exact: true }).selectOption('handled');
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // From the lead to the same person's orders (by email, in any case), and back.
  await table
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Orders from ${email} (1)` })
    .click();
  await expect(page.getByText(`1 orders from ${email}, newest first`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Received');
  await expect(row).toContainText('Not paid');
  await expect(row).toContainText('card checkout opened, no payment verified');
  await expect(row).not.toContainText('Paid via Razorpay');
  await row.getByRole('button', { name: `Leads and messages from ${email.toLowerCase()}` }).click();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Help?');
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(page.getByText(/submissions, newest first$/)).toBeVisible();
});
