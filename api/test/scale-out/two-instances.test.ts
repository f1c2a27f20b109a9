import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/db/migrations';
import { hmacHex, paymentSignature } from '../../src/orders/razorpay';
import { startApi, type ApiProcess } from '../api-process';
import { standInRazorpay } from '../razorpay-stand-in';
import { startSmtp, type TestSmtpServer } from '../smtp-server';
import { lead, order, postJson } from '../fixtures';
import { createPostgresDatabase, postgresUrl } from '../test-database';

/**
 * Two api processes on one PostgreSQL database, as behind a load balancer: everything that must
 * happen once happens once, whichever instance a request reaches.
 */

const KEY_SECRET = 'live-key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const LIMIT = 10;

let instances: ApiProcess[] = [];
let databaseUrl: string;
const razorpay = standInRazorpay();
let smtp: TestSmtpServer;

beforeAll(async () => {
  databaseUrl = await createPostgresDatabase(postgresUrl()!);
  smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'agency@example.com',
    NOTIFY_POLL_MS: '200',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: '1',
    RAZORPAY_KEY_ID: 'rzp_live_standin',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: await razorpay.listen(),
  };
  // Started at the same moment on an empty database: both migrate, one waits for the other's lock.
  instances = await Promise.all([startApi(env), startApi(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  razorpay.server.close();
  await smtp.close();
});

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The i-th request goes to instance i mod 2, as a round-robin load balancer would send it. */
const on = (i: number) => instances[i % 2]!.url;
/** Each test calls from its own address (the right-most X-Forwarded-For hop, which our proxy writes). */
const from = (ip: string) => ({ 'X-Forwarded-For': `198.51.100.200, ${ip}` });

describe('two api instances on one PostgreSQL', () => {
  it('both started together on an empty database, and the migrations ran once', async () => {
    const rows = await sql<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(new Set(instances.map((instance) => instance.child.pid)).size).toBe(2);
  });

  it('stores one row for concurrent duplicates spread over both instances', async () => {
    const headers = { ...from('203.0.113.1'), 'Idempotency-Key': 'scale-out-duplicate-1' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postJson(`${on(i)}/f/lead`, lead, headers)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => (r.body as { id: string }).id));
    expect(ids.size).toBe(1);
    const rows = await sql('SELECT id FROM submissions WHERE idempotency_key = $1', ['lead:scale-out-duplicate-1']);
    expect(rows).toHaveLength(1);
  });

  it('counts the rate limit across both instances', async () => {
    const headers = from('203.0.113.2');
    const statuses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        postJson(`${on(i)}/f/lead`, { ...lead, name: `Caller ${i}` }, headers),
      ),
    ).then((responses) => responses.map((r) => r.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
  });

  it('opens one Razorpay order when payment requests for one order reach both instances at once', async () => {
    const created = await postJson(`${on(0)}/orders`, order, from('203.0.113.3'));
    expect(created.status).toBe(201);
    const orderId = (created.body as { order: { id: string } }).order.id;
    const before = razorpay.created();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postJson(`${on(i)}/orders/${orderId}/payment`, {}, from('203.0.113.3'))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(razorpay.created() - before).toBe(1);
    const named = new Set(responses.map((r) => (r.body as { razorpayOrderId: string }).razorpayOrderId));
    expect(named.size).toBe(1);
  });

  it('marks an order paid once when the webhook and the browser reach both instances', async () => {
    const created = await postJson(`${on(1)}/orders`, order, from('203.0.113.4'));
    const orderId = (created.body as { order: { id: string } }).order.id;
    const payment = await postJson(`${on(1)}/orders/${orderId}/payment`, {}, from('203.0.113.4'));
    const razorpayOrderId = (payment.body as { razorpayOrderId: string }).razorpayOrderId;
    const amount = (payment.body as { amountPaise: number }).amountPaise;
    const paymentId = 'pay_SCALEOUT1';
    const webhook = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId, amount, currency: 'INR' } } },
    });
    const signed = { ...from('203.0.113.5'), 'X-Razorpay-Signature': hmacHex(WEBHOOK_SECRET, webhook) };
    const verify = {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, razorpayOrderId, paymentId),
    };
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => postJson(`${on(i)}/payments/razorpay/webhook`, webhook, signed)),
      ...Array.from({ length: 2 }, (_, i) =>
        postJson(`${on(i)}/orders/${orderId}/payment/verify`, verify, from('203.0.113.4')),
      ),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = responses.slice(0, 4).map((r) => (r.body as { outcome: string }).outcome);
    expect(outcomes.every((outcome) => outcome === 'paid' || outcome === 'already-paid')).toBe(true);
    const rows = await sql<{ status: string; payment_id: string; paid_via: string }>(
      'SELECT status, payment_id, paid_via FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows).toEqual([
      { status: 'paid', payment_id: paymentId, paid_via: expect.stringMatching(/^(webhook|verify)$/) as unknown },
    ]);
    // Exactly one request changed the order; every other one found it paid.
    const changed = instances
      .flatMap((instance) => instance.logs)
      .filter((entry) => entry.msg === 'Order marked paid' && entry.orderId === orderId);
    expect(changed).toHaveLength(1);
    // And the agency hears of it once, though both instances run a notification worker.
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.subject?.startsWith('Order paid')).length, { timeout: 5000 })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith('Order paid'))).toHaveLength(1);
  });

  it('sends every notification once, whichever instance queued it', async () => {
    const headers = from('203.0.113.6');
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postJson(`${on(i)}/f/lead`, { ...lead, name: `Once ${i}` }, headers)),
    );
    expect(sent.every((response) => response.status === 201)).toBe(true);
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.subject?.startsWith('New lead: Once')).length, { timeout: 5000 })
      .toBe(8);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const subjects = smtp.messages
      .map((mail) => mail.subject ?? '')
      .filter((subject) => subject.startsWith('New lead: Once'));
    expect(subjects).toHaveLength(8);
    expect(new Set(subjects).size).toBe(8);
  });
});
