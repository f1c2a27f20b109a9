import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtpServer } from '../../test/smtp-server';
import { testDatabase } from '../../test/test-database';
import { lead, order } from '../../test/fixtures';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { smtpTransport, startNotifier, type Notifier } from './worker';

const TOKEN = 'notifications-admin-token-0123456';
const quiet = pino({ level: 'silent' });
let db: Database;
let smtp: TestSmtpServer | null = null;
let notifiers: Notifier[] = [];

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.query('TRUNCATE submissions, orders, notifications, payment_events, rate_limit_hits'));
afterEach(async () => {
  await Promise.all(notifiers.map((notifier) => notifier.stop()));
  notifiers = [];
  await smtp?.close();
  smtp = null;
});

function notifier(url: string, database = db) {
  const started = startNotifier({
    db: database,
    logger: quiet,
    send: smtpTransport(url),
    from: 'Website <website@example.com>',
    agency: ['agency@example.com', 'owner@example.com'],
    siteUrl: 'https://site.example.com/',
    pollMs: 100,
    retryBaseMs: 150,
    maxAttempts: 10,
  });
  notifiers.push(started);
  return started;
}

function app(worker?: Notifier) {
  return createApp(db, readEnv({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true' }), {
    logger: quiet,
    onNotificationQueued: () => worker?.nudge(),
  });
}

const post = (target: ReturnType<typeof app>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  target.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('notifications', () => {
  it('emails the agency a new lead: who, how to reach them, what they asked, visitor text kept inert', async () => {
    smtp = await startSmtp();
    const target = app(notifier(smtp.url));
    const sent = {
      ...lead,
      name: 'Asha <b>Rao</b>',
      message: 'Line one\nPhone: +1 999 fake line\n\u202Egnp.exe <script>alert(1)</script>',
    };
    expect((await post(target, '/f/lead', sent)).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'agency@example.com, owner@example.com' });
    expect(mail!.replyTo?.text).toBe('asha@example.com');
    expect(mail!.subject).toBe('New lead: Asha <b>Rao</b> (Report)');
    expect(mail!.html).toBe(false);
    const text = mail!.text ?? '';
    expect(text).toMatch(/^Name: +Asha <b>Rao<\/b>$/m);
    expect(text).toMatch(/^Email: +asha@example\.com$/m);
    expect(text).toMatch(/^Phone: +\+12025550123$/m);
    expect(text).toMatch(/^Assignment type: +Report$/m);
    // The visitor's lines are quoted, so a line of theirs cannot pass for one of ours.
    expect(text).toContain('  > Line one\n  > Phone: +1 999 fake line\n');
    expect(text).toContain('\\u{202e}gnp.exe <script>alert(1)</script>');
    expect(text).not.toContain('\u202E');
  });

  it("emails a section's form with one template: its fields, its consent, the visitor's text kept inert", async () => {
    smtp = await startSmtp();
    const target = app(notifier(smtp.url));
    const form = {
      section: 'blog',
      form: 'new-articles',
      fields: { email: 'reader@example.com', note: 'Line one\nTopic: fake line' },
      consent: { given: true, text: 'Email me when a new article is published.' },
      replyTo: 'reader@example.com',
    };
    expect((await post(target, '/v1/agency-forms', form)).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('New form: blog/new-articles');
    expect(mail!.replyTo?.text).toBe('reader@example.com');
    const text = mail!.text ?? '';
    expect(text).toMatch(/^email: +reader@example\.com$/m);
    expect(text).toContain('note:\n  > Line one\n  > Topic: fake line');
    expect(text).toContain('Consent: given, to: "Email me when a new article is published."');
  });

  it('emails an order with its price breakdown, then its payment once, though the webhook and the browser both report it', async () => {
    smtp = await startSmtp();
    const target = app(notifier(smtp.url));
    // Paid online: the student hears once it is paid, not when it is stored.
    const created = await post(target, '/orders', { ...order, paymentMethod: 'Paid via Razorpay' });
    const { order: stored } = (await created.json()) as {
      order: { id: string; reference: string; token: string; payload: { total: number } };
    };
    const [first] = await smtp.waitFor(1);
    expect(first!.subject).toBe('New order: Report, Engineering, 1234 words, ₹6,054.58');
    const text = first!.text ?? '';
    expect(text).toMatch(/^Mobile: +\+91 9876543210$/m);
    // Due at the end of the day in India (no zone was given: the site's), in the agency's zone too.
    expect(text).toMatch(/^Due: +20 March 2099, 11:59 pm IST$/m);
    expect(text).toMatch(/^ {2}Price per word: +₹4\.00$/m);
    expect(text).toMatch(/^ {2}Subtotal: +₹5,701\.00 \(specialist ×1\.1\)$/m);
    expect(text).toMatch(/^ {2}Coupon: +SAVE10 \(10% off your order\): −₹570\.00$/m);
    expect(text).toMatch(/^ {2}Processing fee: +₹923\.58 \(18%\)$/m);
    expect(text).toMatch(/^ {2}Total: +₹6,054\.58$/m);
    expect(text).toContain(`Order ${stored.reference} (${stored.id}), placed `);
    expect(text).toContain(`The student's order page: https://site.example.com/orders/${stored.token}`);
    expect(stored.payload.total).toBe(6054.58);

    const payment = await post(target, `/orders/${stored.id}/payment`, {});
    const { razorpayOrderId } = (await payment.json()) as { razorpayOrderId: string };
    const signed = await post(target, '/test-checkout/pay', { razorpay_order_id: razorpayOrderId });
    const verify = await signed.json();
    await Promise.all([
      post(target, `/orders/${stored.id}/payment/verify`, verify),
      post(target, `/orders/${stored.id}/payment/verify`, verify),
    ]);
    await smtp.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      'New order: Report, Engineering, 1234 words, ₹6,054.58',
      'Order paid: ₹6,054.58 from Asha Rao',
      `Payment received for your order ${stored.reference}`,
    ]);
    const paid = smtp.messages.find((mail) => mail.subject?.startsWith('Order paid'))!;
    expect(paid.text).toContain('Payment: Paid via Razorpay (payment pay_TEST');
    expect(paid.to).toMatchObject({ text: 'agency@example.com, owner@example.com' });
    const student = smtp.messages.find((mail) => mail.subject?.startsWith('Payment received'))!;
    expect(student.to).toMatchObject({ text: 'asha@example.com' });
    expect(student.text).toContain(`https://site.example.com/orders/${stored.token}`);
    expect(student.text).toMatch(/^Due: +20 March 2099, 11:59 pm IST$/m);
    expect(student.text).toMatch(/we will contact you by \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST to confirm/);
    expect(student.text).not.toContain('UTC');
  });

  it('emails the student their order page when they choose Pay Later, and only then', async () => {
    smtp = await startSmtp();
    const target = app(notifier(smtp.url));
    const created = await post(target, '/orders', {
      ...order,
      name: 'Asha <b>Rao</b>',
      subject: 'Other',
      subjectOther: 'Marine Biology',
      assignmentType: 'Proofreading and Editing',
    });
    expect(created.status).toBe(201);
    const { order: stored } = (await created.json()) as { order: { reference: string; token: string } };
    await smtp.waitFor(2);
    const student = smtp.messages.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'asha@example.com');
    expect(student?.subject).toBe(`Your order ${stored.reference} is saved`);
    const text = student!.text ?? '';
    expect(text).toMatch(/^Hello,$/m);
    expect(text).toContain(`https://site.example.com/orders/${stored.token}\n`);
    expect(text).toMatch(new RegExp(`^Reference: +${stored.reference}$`, 'm'));
    expect(text).toMatch(/^Order: +Proofreading and Editing, Other, 1234 words \(5 pages\)$/m);
    // "Other" is priced at ₹3 a word: 1234 words, first draft, ×1.1, SAVE10.
    expect(text).toMatch(/^Total: +₹4,541\.82 \(with the 18% processing fee\)$/m);
    // Nobody confirmed the address: nothing the visitor typed reaches it, not even a name.
    for (const typed of ['Asha', 'Rao', 'Marine Biology', 'APA 7', '9876543210']) expect(text).not.toContain(typed);

    // Without an email address (an order begun at a later step) the student gets nothing.
    const { email: _email, phone: _phone, ...anonymous } = order;
    await post(target, '/orders', { ...anonymous, name: 'No Mail' });
    await smtp.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.messages).toHaveLength(3);
  });

  it('queues nothing for a duplicate, and tells the agency once when an order turns to Pay Later', async () => {
    const target = app();
    const headers = { 'Idempotency-Key': 'notify-duplicate-1' };
    await post(
      target,
      '/f/contact',
      { name: 'Ben', email: 'ben@example.com', phone: '+91 9876543210', message: 'Hi' },
      headers,
    );
    await post(
      target,
      '/f/contact',
      { name: 'Ben', email: 'ben@example.com', phone: '+91 9876543210', message: 'Hi' },
      headers,
    );
    const created = await post(target, '/orders', { ...order, paymentMethod: 'Paid via Razorpay' });
    const { order: stored } = (await created.json()) as { order: { id: string } };
    await post(target, `/orders/${stored.id}/pay-later`, {});
    await post(target, `/orders/${stored.id}/pay-later`, {});
    const { rows } = await db.query<{ kind: string; status: string }>(
      'SELECT kind, status FROM notifications ORDER BY created_at, kind',
    );
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'contact',
      'order-created',
      'order-pay-later',
      'student-order-saved',
    ]);
    // No SMTP_URL: kept, waiting to be sent.
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
  });

  it('retries while the SMTP server is down and delivers exactly once when it is back', async () => {
    // Find a free port, then leave it closed: the server is "down".
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const target = app(notifier(`smtp://127.0.0.1:${port}`));
    expect((await post(target, '/f/lead', lead)).status).toBe(201);

    await expect
      .poll(
        async () => (await db.query<{ attempts: number }>('SELECT attempts FROM notifications')).rows[0]?.attempts,
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(2);
    const { rows: failing } = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM notifications',
    );
    expect(failing[0]).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i) as unknown,
    });

    smtp = await startSmtp(port);
    await smtp.waitFor(1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe('New lead: Asha Rao (Report)');
    const { rows } = await db.query<{ status: string; last_error: string | null }>(
      'SELECT status, last_error FROM notifications',
    );
    expect(rows).toEqual([{ status: 'sent', last_error: null }]);
  });

  it('sends each notification once with several workers polling the same outbox', async () => {
    const target = app();
    for (let i = 0; i < 12; i += 1) await post(target, '/f/lead', { ...lead, name: `Student ${i}` });
    smtp = await startSmtp();
    for (let i = 0; i < 3; i += 1) notifier(smtp.url);
    await smtp.waitFor(12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const names = smtp.messages.map((mail) => mail.subject).sort();
    expect(names).toHaveLength(12);
    expect(new Set(names).size).toBe(12);
  });
});
