import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AdminOrdersResponseSchema,
  ORDER_REFERENCE_PATTERN,
  ORDER_TOKEN_PATTERN,
  OrderCreatedResponseSchema,
  OrderViewSchema,
  PayLaterResponseSchema,
  PaymentCreatedResponseSchema,
  PaymentVerifiedResponseSchema,
  type OrderRequest,
} from '@shared/contracts';
import { computePrice } from '@shared/domain/pricing';
import { createApp } from '../app';
import { testDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { ordersRoutes } from './orders-routes';
import { PAYMENTS_OFF_MESSAGE, paymentConfigOf } from './payment-config';
import { hmacHex, paymentSignature } from './razorpay';

const TOKEN = 'test-admin-token-0123456789abcdef';
const NOW = new Date('2030-03-10T12:00:00Z');

const order: OrderRequest = {
  name: '  Asha Rao ',
  mobile: ' +91 9876543210 ',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  assignmentType: 'Report',
  subject: 'Engineering',
  deadline: '2030-03-20',
  firstDraft: true,
  instructions: 'Use APA 7.',
  wordCount: 1234,
  fileName: 'https://drive.example.com/file/d/abc',
  academicLevel: 'proficient-researcher',
  couponCode: 'save10',
  paymentMethod: 'Pay Later',
};

let db: Database;
let app: Hono;

// PGlite takes seconds to start, more on a busy machine.
beforeAll(async () => {
  db = await testDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('TRUNCATE orders, payment_events, rate_limit_hits, notifications');
  app = testModeApp();
});

/** The order routes in test mode (no Razorpay keys), with a fixed clock for the deadline rule. */
function testModeApp(extra: Record<string, string> = {}) {
  const env = readEnv({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true', ...extra });
  return new Hono().route('/', ordersRoutes(db, env, { now: () => NOW }));
}

const postJson = (target: Hono, path: string, body: unknown, headers: Record<string, string> = {}) =>
  target.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function createOrder(body: unknown = order, headers: Record<string, string> = {}, target = app) {
  const response = await postJson(target, '/orders', body, headers);
  expect(response.status).toBe(201);
  return OrderCreatedResponseSchema.parse(await response.json()).order;
}

/** Opens the order's payment as the browser does, by its page token. */
async function openPayment(created: { token: string | null }, target = app) {
  const response = await postJson(target, `/orders/by-token/${created.token!}/payment`, {});
  expect(response.status).toBe(200);
  return PaymentCreatedResponseSchema.parse(await response.json());
}

async function testPay(razorpayOrderId: string) {
  const response = await postJson(app, '/test-checkout/pay', { razorpay_order_id: razorpayOrderId });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

const statusOf = async (id: string) =>
  (
    await db.query<{ status: string; payment_id: string | null }>(
      'SELECT status, payment_id FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('POST /orders', () => {
  it('stores an unpaid order with every field the wizard sends and the server’s own price', async () => {
    const created = await createOrder();
    const expected = computePrice({
      subject: 'Engineering',
      words: 1234,
      firstDraft: true,
      specialistLevel: 'proficient-researcher',
      couponCode: 'SAVE10',
    });
    expect(created.status).toBe('received');
    expect(created.paymentId).toBeNull();
    expect(created.payload).toEqual({
      name: 'Asha Rao',
      mobile: '+91 9876543210',
      email: 'asha@example.com',
      // The phone is stored in E.164; the mobile, a field of its own, as typed (trimmed).
      phone: '+919876543210',
      assignmentType: 'Report',
      subject: 'Engineering',
      deadline: '2030-03-20',
      deadlineTime: '23:59',
      timeZone: 'Asia/Kolkata',
      dueAt: '2030-03-20T18:29:00.000Z',
      firstDraft: true,
      instructions: 'Use APA 7.',
      wordCount: 1234,
      pages: 5,
      fileName: 'https://drive.example.com/file/d/abc',
      pricePerWord: 4,
      totalPrice: expected.base,
      academicLevel: 'Proficient Researcher',
      specialistLevel: 'proficient-researcher',
      specialistMultiplier: 1.1,
      subtotal: expected.subtotal,
      coupon: { code: 'SAVE10', type: 'percent', amount: 10, description: '10% off your order' },
      discount: expected.discount,
      processingFee: expected.processingFee,
      total: expected.total,
      amountPaise: expected.amountPaise,
      paymentMethod: 'Pay Later',
      submittedAt: NOW.toISOString(),
    });
    // 1234 × 4 × 1.05 = 5182.8 → 5183; × 1.1 = 5701.3 → 5701; − 570 = 5131; fee 923.58
    expect(expected.amountPaise).toBe(605_458);
    const { rows } = await db.query<{ amount_paise: number; status: string }>(
      'SELECT amount_paise, status FROM orders',
    );
    expect(rows).toEqual([{ amount_paise: 605_458, status: 'received' }]);
  });

  it('ignores every price the browser sends', async () => {
    const created = await createOrder({
      ...order,
      couponCode: null,
      total: 1,
      subtotal: 1,
      processingFee: 0,
      pricePerWord: 0.01,
      totalPrice: 1,
      amountPaise: 100,
      specialistMultiplier: 0.1,
      pages: 1,
      coupon: { code: 'SPECIAL99999', type: 'flat', amount: 99999, description: 'free' },
      paymentId: 'pay_forged',
    });
    const expected = computePrice({
      subject: 'Engineering',
      words: 1234,
      firstDraft: true,
      specialistLevel: 'proficient-researcher',
    });
    expect(created.payload.total).toBe(expected.total);
    expect(created.payload.amountPaise).toBe(expected.amountPaise);
    expect(created.payload.pricePerWord).toBe(4);
    expect(created.payload.pages).toBe(5);
    expect(created.payload.coupon).toBeNull();
    expect(created.payload.paymentId).toBeUndefined();
    expect(created.paymentId).toBeNull();
  });

  it('answers 422 with the spec’s messages for bad fields and stores nothing', async () => {
    const response = await postJson(app, '/orders', {
      ...order,
      name: '   ',
      mobile: ' ',
      wordCount: 0,
      fileName: 'not a link',
      deadline: '2030-03-08',
      subject: 'Astrology',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    const message = (field: string) => body.errors.find((e) => e.field === field)?.message;
    expect(message('name')).toBe('Please enter your name.');
    expect(message('mobile')).toBe('Please enter your mobile number.');
    expect(message('wordCount')).toBe('Please enter a valid word count.');
    expect(message('fileName')).toMatch(/valid link/);
    expect(message('subject')).toBeTruthy();
    expect((await db.query('SELECT id FROM orders')).rows).toHaveLength(0);
  });

  it('needs the name of an "Other" subject or kind of work, and drops one sent with a listed choice', async () => {
    const response = await postJson(app, '/orders', { ...order, subject: 'Other', assignmentType: 'Other' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'subjectOther', message: 'Please say which subject.' }),
        expect.objectContaining({ field: 'assignmentTypeOther', message: 'Please say which kind of work.' }),
      ]),
    );
    const named = await createOrder({
      ...order,
      subject: 'Other',
      subjectOther: 'Marine Biology',
      assignmentType: 'Essay',
      assignmentTypeOther: 'ignored',
    });
    expect(named.payload).toMatchObject({ subject: 'Other', subjectOther: 'Marine Biology', pricePerWord: 3 });
    expect(named.payload).not.toHaveProperty('assignmentTypeOther');
  });

  it('refuses a deadline in the past, allowing a day for time zones', async () => {
    const past = await postJson(app, '/orders', { ...order, deadline: '2030-03-08' });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('deadline');
    await createOrder({ ...order, deadline: '2030-03-09' });
    const impossible = await postJson(app, '/orders', { ...order, deadline: '2030-02-30' });
    expect(impossible.status).toBe(422);
  });

  it('stores a retried order once per idempotency key', async () => {
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': 'order-key-0001' };
    const first = await postJson(app, '/orders', order, headers);
    const second = await postJson(app, '/orders', order, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = OrderCreatedResponseSchema.parse(await first.json()).order;
    const b = OrderCreatedResponseSchema.parse(await second.json()).order;
    expect(b.id).toBe(a.id);
    expect((await db.query('SELECT id FROM orders')).rows).toHaveLength(1);
    expect((await postJson(app, '/orders', order, { 'Idempotency-Key': 'x' })).status).toBe(400);
  });

  it('refuses a used idempotency key for another order with 422, storing nothing', async () => {
    const headers = { 'Idempotency-Key': 'order-key-0002' };
    expect((await postJson(app, '/orders', order, headers)).status).toBe(201);
    const other = await postJson(app, '/orders', { ...order, wordCount: 5000 }, headers);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('Idempotency-Key');
    expect((await db.query('SELECT id FROM orders')).rows).toHaveLength(1);
  });

  it('refuses non-JSON, oversized bodies and too many requests', async () => {
    expect((await postJson(app, '/orders', '{nope')).status).toBe(400);
    expect((await postJson(app, '/orders', { ...order, instructions: 'x'.repeat(70_000) })).status).toBe(413);
    const limited = testModeApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postJson(limited, '/orders', order)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('test-mode payment', () => {
  it('opens a payment on the stand-in script with the server’s amount', async () => {
    const created = await createOrder({ ...order, paymentMethod: 'Paid via Razorpay' });
    const payment = await openPayment(created);
    expect(payment).toMatchObject({
      mode: 'test',
      keyId: 'rzp_test_standin',
      orderId: created.id,
      amountPaise: created.payload.amountPaise,
      currency: 'INR',
      description: 'Assignment Payment',
      prefill: { name: 'Asha Rao', contact: '+91 9876543210', email: 'asha@example.com' },
    });
    expect(payment.scriptUrl).toBe('http://localhost/test-checkout.js');
    // Asking again reuses the same Razorpay order.
    expect((await openPayment(created)).razorpayOrderId).toBe(payment.razorpayOrderId);
  });

  it('serves a stand-in checkout script labelled TEST MODE', async () => {
    const response = await app.request('/test-checkout.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain("'TEST MODE'");
    expect(script).toContain('"http://localhost"');
  });

  it('verifies a correctly signed payment and marks the order paid, idempotently', async () => {
    const created = await createOrder({ ...order, paymentMethod: 'Paid via Razorpay' });
    const payment = await openPayment(created);
    const signed = await testPay(payment.razorpayOrderId);
    const verify = () => postJson(app, `/orders/by-token/${created.token!}/payment/verify`, signed);
    const first = await verify();
    expect(first.status).toBe(200);
    expect(PaymentVerifiedResponseSchema.parse(await first.json()).order).toEqual({
      id: created.id,
      reference: created.reference,
      token: created.token,
      status: 'paid',
      paymentId: signed.razorpay_payment_id,
    });
    const second = await verify();
    expect(second.status).toBe(200);
    expect(await statusOf(created.id)).toEqual({ status: 'paid', payment_id: signed.razorpay_payment_id });
    const read = await app.request('/admin/orders', { headers: { Authorization: `Bearer ${TOKEN}` } });
    const [stored] = AdminOrdersResponseSchema.parse(await read.json()).orders;
    expect(stored).toMatchObject({ status: 'paid', mode: 'test', paidVia: 'verify' });
    expect(stored?.payload).toMatchObject({
      paymentMethod: 'Paid via Razorpay',
      paymentId: signed.razorpay_payment_id,
    });
    // A paid order cannot be opened for payment again.
    expect((await postJson(app, `/orders/by-token/${created.token!}/payment`, {})).status).toBe(409);
  });

  it('rejects a forged signature and leaves the order unpaid', async () => {
    const created = await createOrder();
    const payment = await openPayment(created);
    const signed = await testPay(payment.razorpayOrderId);
    const forgeries = [
      { ...signed, razorpay_signature: 'f'.repeat(64) },
      {
        ...signed,
        razorpay_signature: paymentSignature('guessed-secret', signed.razorpay_order_id, signed.razorpay_payment_id),
      },
      { ...signed, razorpay_payment_id: 'pay_OTHER123' },
      { ...signed, razorpay_signature: signed.razorpay_signature.slice(0, 63) },
    ];
    for (const forged of forgeries) {
      const response = await postJson(app, `/orders/by-token/${created.token!}/payment/verify`, forged);
      expect([400, 422]).toContain(response.status);
    }
    expect(await statusOf(created.id)).toEqual({ status: 'received', payment_id: null });
  });

  it('rejects a payment signed for another order (swapped order id)', async () => {
    const cheap = await createOrder({ ...order, wordCount: 10 });
    const dear = await createOrder({ ...order, wordCount: 100_000 });
    const cheapPayment = await openPayment(cheap);
    await openPayment(dear);
    const signedForCheap = await testPay(cheapPayment.razorpayOrderId);
    // The cheap order's genuine signature presented for the dear order, with and without its id swapped in.
    const asIs = await postJson(app, `/orders/by-token/${dear.token!}/payment/verify`, signedForCheap);
    expect(asIs.status).toBe(400);
    const dearRow = (
      await db.query<{ razorpay_order_id: string }>('SELECT razorpay_order_id FROM orders WHERE id = $1', [dear.id])
    ).rows[0];
    const swapped = await postJson(app, `/orders/by-token/${dear.token!}/payment/verify`, {
      ...signedForCheap,
      razorpay_order_id: dearRow?.razorpay_order_id,
    });
    expect(swapped.status).toBe(400);
    expect(await statusOf(dear.id)).toEqual({ status: 'received', payment_id: null });
    expect(await statusOf(cheap.id)).toEqual({ status: 'received', payment_id: null });
  });

  it('answers 404 for unknown orders and test payments for unknown Razorpay orders', async () => {
    expect((await postJson(app, '/orders/not-a-uuid/payment', {})).status).toBe(404);
    expect((await postJson(app, '/orders/00000000-0000-4000-8000-000000000000/payment', {})).status).toBe(404);
    expect((await postJson(app, '/test-checkout/pay', { razorpay_order_id: 'order_UNKNOWN' })).status).toBe(404);
  });

  it('switches an order whose payment window was closed to Pay Later, but never a paid one', async () => {
    const created = await createOrder({ ...order, paymentMethod: 'Paid via Razorpay' });
    await openPayment(created);
    const switched = await postJson(app, `/orders/by-token/${created.token!}/pay-later`, {});
    expect(switched.status).toBe(200);
    // Exactly this, nothing more (a schema's parse would drop extra keys such as a token).
    const answer: unknown = await switched.json();
    expect(PayLaterResponseSchema.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({ ok: true, order: { status: 'received' } });
    const stored = await db.query<{ method: string; total: number }>(
      `SELECT payload->>'paymentMethod' AS method, (payload->>'total')::float AS total FROM orders`,
    );
    expect(stored.rows).toEqual([{ method: 'Pay Later', total: created.payload.total }]);

    const paid = await createOrder({ ...order, wordCount: 2000, paymentMethod: 'Paid via Razorpay' });
    const signed = await testPay((await openPayment(paid)).razorpayOrderId);
    expect((await postJson(app, `/orders/by-token/${paid.token!}/payment/verify`, signed)).status).toBe(200);
    expect((await postJson(app, `/orders/by-token/${paid.token!}/pay-later`, {})).status).toBe(409);
    expect((await postJson(app, `/orders/${paid.id}/pay-later`, {})).status).toBe(409);
    expect(await statusOf(paid.id)).toEqual({ status: 'paid', payment_id: signed.razorpay_payment_id });
    expect((await postJson(app, '/orders/not-a-uuid/pay-later', {})).status).toBe(404);
    expect((await postJson(app, '/orders/00000000-0000-4000-8000-000000000000/pay-later', {})).status).toBe(404);
    expect((await postJson(app, `/orders/by-token/${'b'.repeat(32)}/pay-later`, {})).status).toBe(404);
  });

  it('answers the routes by database id with the status only: no token, no reference, no personal details', async () => {
    const created = await createOrder({ ...order, paymentMethod: 'Paid via Razorpay' });
    const secrets = [created.token!, created.reference!, 'Asha', '9876543210', 'asha@example.com', 'APA'];
    const answers: string[] = [];
    const opened = await postJson(app, `/orders/${created.id}/payment`, {});
    expect(opened.status).toBe(200);
    const payment = PaymentCreatedResponseSchema.parse(await opened.json());
    expect(payment.prefill).toEqual({ name: '', contact: '' });
    answers.push(JSON.stringify(payment));
    const signed = await testPay(payment.razorpayOrderId);
    const verified = await postJson(app, `/orders/${created.id}/payment/verify`, signed);
    expect(verified.status).toBe(200);
    const confirmed = PaymentVerifiedResponseSchema.parse(await verified.json());
    expect(confirmed.order).toEqual({
      id: created.id,
      reference: null,
      token: null,
      status: 'paid',
      paymentId: signed.razorpay_payment_id,
    });
    answers.push(JSON.stringify(confirmed));
    const other = await createOrder({ ...order, wordCount: 999 });
    const switched = await postJson(app, `/orders/${other.id}/pay-later`, {});
    expect(await switched.json()).toEqual({ ok: true, order: { status: 'received' } });
    answers.push(JSON.stringify(switched));
    for (const secret of secrets) for (const answer of answers) expect(answer).not.toContain(secret);
  });

  it('limits a caller who keeps guessing database ids', async () => {
    const limited = testModeApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const guess = `00000000-0000-4000-8000-00000000000${i}`;
      statuses.push((await postJson(limited, `/orders/${guess}/payment/verify`, {})).status);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('refuses to open a payment for a total under ₹1', async () => {
    const free = await createOrder({ ...order, wordCount: 10, couponCode: 'FLAT500' });
    expect(free.payload.total).toBe(0);
    expect((await postJson(app, `/orders/by-token/${free.token!}/payment`, {})).status).toBe(422);
  });
});

describe('the order page: GET /orders/by-token/:token', () => {
  const view = (token: string, target = app) => target.request(`/orders/by-token/${token}`);

  it('gives each order a short reference and a page token apart from its id', async () => {
    const a = await createOrder();
    const b = await createOrder({ ...order, name: 'Ben' });
    for (const created of [a, b]) {
      expect(created.reference).toMatch(ORDER_REFERENCE_PATTERN);
      expect(created.token).toMatch(ORDER_TOKEN_PATTERN);
      expect(created.token).not.toContain(created.id.replace(/-/g, '').slice(0, 8));
    }
    expect(a.reference).not.toBe(b.reference);
    expect(a.token).not.toBe(b.token);
  });

  it('shows the order as the student chose it and as the server priced it, and nothing else', async () => {
    const created = await createOrder({
      ...order,
      subject: 'Other',
      subjectOther: ' Marine Biology ',
      assignmentType: 'Proofreading and Editing',
    });
    const response = await view(created.token!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const body = (await response.json()) as { order: unknown };
    const shown = z.strictObject(OrderViewSchema.shape).parse(body.order);
    const price = computePrice({
      subject: 'Other',
      words: 1234,
      firstDraft: true,
      specialistLevel: 'proficient-researcher',
      couponCode: 'SAVE10',
    });
    expect(shown).toEqual({
      reference: created.reference,
      status: 'received',
      placedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      paid: false,
      payable: true,
      assignmentType: 'Proofreading and Editing',
      subject: 'Other',
      subjectOther: 'Marine Biology',
      deadline: '2030-03-20',
      // No zone was sent: the end of the day in the site's zone (India).
      dueAt: '2030-03-20T18:29:00.000Z',
      wordCount: 1234,
      pages: 5,
      firstDraft: true,
      academicLevel: 'Proficient Researcher',
      price: {
        pricePerWord: 3,
        base: price.base,
        specialistMultiplier: 1.1,
        subtotal: price.subtotal,
        coupon: { code: 'SAVE10', description: '10% off your order' },
        discount: price.discount,
        processingFee: price.processingFee,
        total: price.total,
      },
      // The brief as entered: the student's own instructions and link, shown back to them.
      instructions: 'Use APA 7.',
      driveLink: 'https://drive.example.com/file/d/abc',
      briefAdditions: [],
      files: [],
      // Unpaid: the files are kept 30 days from when it was placed.
      filesKeptUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      briefOpen: true,
      messages: [],
      cancellable: true,
      cancellation: null,
      receipt: null,
    });
    // No contact details, ids or payment references reach the page.
    const text = JSON.stringify(body);
    for (const secret of ['Asha', '9876543210', 'asha@example.com', created.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown or malformed token, and limits a caller who keeps guessing', async () => {
    const created = await createOrder();
    const limited = testModeApp({ RATE_LIMIT_PER_MINUTE: '3' });
    for (const token of ['a'.repeat(32), 'not-a-token', `${created.token!}x`, created.token!.toUpperCase()]) {
      expect((await view(token, app)).status).toBe(404);
    }
    // The owner reading their page is never counted...
    for (let i = 0; i < 5; i += 1) expect((await view(created.token!, limited)).status).toBe(200);
    // ...a guesser is, and is then refused even a right token until the minute is over.
    for (let i = 0; i < 3; i += 1) expect((await view('b'.repeat(32), limited)).status).toBe(404);
    expect((await view('c'.repeat(32), limited)).status).toBe(429);
    expect((await view(created.token!, limited)).status).toBe(429);
  });

  it('pays a pay-later order from its page, and shows the agency’s status changes', async () => {
    const created = await createOrder();
    const token = created.token!;
    const opened = await postJson(app, `/orders/by-token/${token}/payment`, {});
    expect(opened.status).toBe(200);
    const payment = PaymentCreatedResponseSchema.parse(await opened.json());
    expect(payment.amountPaise).toBe(created.payload.amountPaise);
    const signed = await testPay(payment.razorpayOrderId);
    const forged = await postJson(app, `/orders/by-token/${token}/payment/verify`, {
      ...signed,
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(forged.status).toBe(400);
    const verified = await postJson(app, `/orders/by-token/${token}/payment/verify`, signed);
    expect(verified.status).toBe(200);
    expect(PaymentVerifiedResponseSchema.parse(await verified.json()).order).toMatchObject({
      reference: created.reference,
      token,
      status: 'paid',
    });
    const read = async () => OrderViewSchema.parse(((await (await view(token)).json()) as { order: unknown }).order);
    expect(await read()).toMatchObject({ status: 'paid', paid: true, payable: false });
    expect((await postJson(app, `/orders/by-token/${token}/payment`, {})).status).toBe(409);

    const move = (status: string) =>
      postJson(app, `/admin/orders/${created.id}/status`, { status }, { Authorization: `Bearer ${TOKEN}` });
    expect((await move('in-progress')).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'in-progress', paid: true });
    expect((await move('delivered')).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'delivered' });
  });

  it('offers no payment for a cancelled order', async () => {
    const created = await createOrder();
    await postJson(
      app,
      `/admin/orders/${created.id}/status`,
      { status: 'cancelled' },
      {
        Authorization: `Bearer ${TOKEN}`,
      },
    );
    const shown = OrderViewSchema.parse(((await (await view(created.token!)).json()) as { order: unknown }).order);
    expect(shown).toMatchObject({ status: 'cancelled', payable: false });
    expect((await postJson(app, `/orders/by-token/${created.token!}/payment`, {})).status).toBe(409);
    expect((await postJson(app, `/orders/by-token/${'d'.repeat(32)}/payment`, {})).status).toBe(404);
  });
});

describe('POST /payments/razorpay/webhook', () => {
  async function signingSecret() {
    const { rows } = await db.query<{ value: string }>(
      "SELECT value FROM service_secrets WHERE name = 'razorpay-test-mode'",
    );
    if (!rows[0]) throw new Error('no test secret');
    return rows[0].value;
  }
  const deliver = (body: string, signature: string, eventId?: string) =>
    app.request('/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': signature,
        ...(eventId ? { 'X-Razorpay-Event-Id': eventId } : {}),
      },
      body,
    });
  const capturedEvent = (razorpayOrderId: string, amount: number, paymentId = 'pay_HOOK0001') =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId, amount, currency: 'INR' } } },
    });

  it('marks the order paid on payment.captured, and a replay changes nothing', async () => {
    const created = await createOrder();
    const payment = await openPayment(created);
    const body = capturedEvent(payment.razorpayOrderId, payment.amountPaise);
    const signature = hmacHex(await signingSecret(), body);
    const first = await deliver(body, signature, 'evt_0001');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'paid', duplicate: false });
    const before = (await db.query('SELECT status, payment_id, paid_at, payload FROM orders')).rows;
    const replay = await deliver(body, signature, 'evt_0001');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'already-paid', duplicate: true });
    expect((await db.query('SELECT status, payment_id, paid_at, payload FROM orders')).rows).toEqual(before);
    expect(before[0]).toMatchObject({ status: 'paid', payment_id: 'pay_HOOK0001' });
  });

  it('marks the order paid on order.paid', async () => {
    const created = await createOrder();
    const payment = await openPayment(created);
    const body = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: { entity: { id: payment.razorpayOrderId, amount_paid: payment.amountPaise } },
        payment: { entity: { id: 'pay_HOOK0002', order_id: payment.razorpayOrderId, amount: payment.amountPaise } },
      },
    });
    const response = await deliver(body, hmacHex(await signingSecret(), body));
    expect(await response.json()).toMatchObject({ outcome: 'paid' });
    expect(await statusOf(created.id)).toEqual({ status: 'paid', payment_id: 'pay_HOOK0002' });
  });

  it('refuses a bad signature and ignores a different amount or an unrelated event', async () => {
    const created = await createOrder();
    const payment = await openPayment(created);
    const body = capturedEvent(payment.razorpayOrderId, payment.amountPaise);
    expect((await deliver(body, hmacHex('wrong-secret', body))).status).toBe(400);
    expect((await deliver(body, '')).status).toBe(400);
    const tampered = capturedEvent(payment.razorpayOrderId, 100);
    const secret = await signingSecret();
    expect(await (await deliver(tampered, hmacHex(secret, tampered))).json()).toMatchObject({ outcome: 'ignored' });
    const other = JSON.stringify({ event: 'payment.failed', payload: {} });
    expect(await (await deliver(other, hmacHex(secret, other))).json()).toMatchObject({ outcome: 'ignored' });
    expect(await statusOf(created.id)).toEqual({ status: 'received', payment_id: null });
  });
});

describe('test mode with a webhook secret configured', () => {
  it('checks webhooks with that secret instead of the test secret', async () => {
    const env = readEnv({
      ADMIN_TOKEN: TOKEN,
      RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENTS_TEST_MODE: 'true',
      RAZORPAY_WEBHOOK_SECRET: 'stage-hook',
    });
    const staged = new Hono().route('/', ordersRoutes(db, env, { fetch: fetch, now: () => NOW }));
    const body = JSON.stringify({ event: 'payment.failed', payload: {} });
    const send = (signature: string) =>
      staged.request('/payments/razorpay/webhook', {
        method: 'POST',
        headers: { 'X-Razorpay-Signature': signature },
        body,
      });
    expect((await send(hmacHex('not-the-hook-secret', body))).status).toBe(400);
    expect((await send(hmacHex('stage-hook', body))).status).toBe(200);
  });
});

describe('live mode (Razorpay keys set)', () => {
  const liveEnv = readEnv({
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: 'live-secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  });

  it('creates the Razorpay order over HTTPS and hands out the real checkout script', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeRazorpay: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const body = JSON.parse(String(init?.body)) as { amount: number };
      return Response.json({ id: 'order_LIVE0001', amount: body.amount, currency: 'INR', status: 'created' });
    };
    const live = new Hono().route('/', ordersRoutes(db, liveEnv, { fetch: fakeRazorpay, now: () => NOW }));
    const created = await createOrder(order, {}, live);
    const payment = await openPayment(created, live);
    expect(payment).toMatchObject({
      mode: 'live',
      keyId: 'rzp_live_key',
      razorpayOrderId: 'order_LIVE0001',
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('rzp_live_key:live-secret').toString('base64')}`,
    );
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      amount: created.payload.amountPaise,
      currency: 'INR',
      receipt: created.id,
    });
    // No stand-in in live mode.
    expect((await live.request('/test-checkout.js')).status).toBe(404);
    expect((await postJson(live, '/test-checkout/pay', { razorpay_order_id: 'order_LIVE0001' })).status).toBe(404);
    // Checkout's signature is checked with the key secret.
    const paymentId = 'pay_LIVE0001';
    const good = {
      razorpay_order_id: 'order_LIVE0001',
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature('live-secret', 'order_LIVE0001', paymentId),
    };
    expect((await postJson(live, `/orders/by-token/${created.token!}/payment/verify`, good)).status).toBe(200);
    expect(await statusOf(created.id)).toEqual({ status: 'paid', payment_id: paymentId });
  });

  it('answers 502 when Razorpay fails, and keeps the order unpaid', async () => {
    const down: typeof fetch = async () => new Response('nope', { status: 500 });
    const live = new Hono().route('/', ordersRoutes(db, liveEnv, { fetch: down, now: () => NOW }));
    const created = await createOrder(order, {}, live);
    expect((await postJson(live, `/orders/by-token/${created.token!}/payment`, {})).status).toBe(502);
    expect(await statusOf(created.id)).toEqual({ status: 'received', payment_id: null });
  });

  it('checks webhooks with the webhook secret', async () => {
    const live = new Hono().route('/', ordersRoutes(db, liveEnv, { fetch: fetch, now: () => NOW }));
    const body = JSON.stringify({ event: 'payment.failed', payload: {} });
    const send = (signature: string) =>
      live.request('/payments/razorpay/webhook', {
        method: 'POST',
        headers: { 'X-Razorpay-Signature': signature },
        body,
      });
    expect((await send(hmacHex('live-secret', body))).status).toBe(400);
    expect((await send(hmacHex('hook-secret', body))).status).toBe(200);
  });

  it('refuses to start with only one of the two keys', () => {
    expect(() => ordersRoutes(db, readEnv({ RAZORPAY_KEY_ID: 'rzp_live_key' }))).toThrow(/both/);
  });
});

describe('test mode only when asked for', () => {
  it('without keys and without PAYMENTS_TEST_MODE, takes orders but no online payment, and serves no stand-in', async () => {
    const off = new Hono().route('/', ordersRoutes(db, readEnv({ RATE_LIMIT_PER_MINUTE: '1000' }), { now: () => NOW }));
    const created = await createOrder({ ...order, paymentMethod: 'Paid via Razorpay' }, {}, off);
    const payment = await postJson(off, `/orders/by-token/${created.token!}/payment`, {});
    expect(payment.status).toBe(503);
    expect(await payment.json()).toEqual({ error: PAYMENTS_OFF_MESSAGE, errors: [] });
    expect((await off.request('/test-checkout.js')).status).toBe(404);
    expect((await postJson(off, '/test-checkout/pay', { razorpay_order_id: 'order_TEST1' })).status).toBe(404);
  });

  it('refuses a production start without keys unless test mode is set, and keys with test mode anywhere', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/RAZORPAY_KEY_ID: A production start needs/);
    expect(readEnv({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' };
    expect(paymentConfigOf(readEnv({ NODE_ENV: 'production', ...keys })).mode).toBe('live');
    expect(() => readEnv({ ...keys, PAYMENTS_TEST_MODE: 'true' })).toThrow(/not both/);
    expect(paymentConfigOf(readEnv({})).mode).toBe('off');
  });
});

describe('the whole service', () => {
  it('mounts the order routes and lets the agency read orders with the admin token', async () => {
    const service = createApp(
      db,
      readEnv({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true' }),
    );
    const response = await postJson(service, '/orders', { ...order, deadline: '2999-01-01' });
    expect(response.status).toBe(201);
    expect((await service.request('/test-checkout.js')).status).toBe(200);
    const read = await service.request('/admin/orders', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(AdminOrdersResponseSchema.parse(await read.json()).orders).toHaveLength(1);
    expect((await service.request('/admin/orders')).status).toBe(401);
  });
});

describe('POST /admin/orders/:id/status', () => {
  const move = (id: string, status: string, token = TOKEN) =>
    postJson(app, `/admin/orders/${id}/status`, { status }, { Authorization: `Bearer ${token}` });

  it('moves an order forwards only, with the admin token', async () => {
    const created = await createOrder();
    expect((await move(created.id, 'in-progress', 'wrong-token-wrong-token')).status).toBe(401);
    expect(await statusOf(created.id)).toMatchObject({ status: 'received' });
    const started = await move(created.id, 'in-progress');
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ ok: true, order: { status: 'in-progress' } });
    const back = await move(created.id, 'paid');
    expect(back.status).toBe(422);
    expect((await move(created.id, 'delivered')).status).toBe(200);
    const after = await move(created.id, 'cancelled');
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: string }).error).toBe(
      'An order that is delivered cannot become cancelled.',
    );
    expect(await statusOf(created.id)).toMatchObject({ status: 'delivered' });
  });

  it('keeps a paid order paid until the agency moves it, and records a payment that comes after', async () => {
    const created = await createOrder();
    expect((await move(created.id, 'in-progress')).status).toBe(200);
    const payment = await openPayment(created);
    const signed = await testPay(payment.razorpayOrderId);
    expect((await postJson(app, `/orders/by-token/${created.token!}/payment/verify`, signed)).status).toBe(200);
    // Paid after the work began: the payment is recorded and the progress is kept.
    expect(await statusOf(created.id)).toMatchObject({ status: 'in-progress', payment_id: signed.razorpay_payment_id });
    expect((await move('00000000-0000-0000-0000-000000000000', 'delivered')).status).toBe(404);
  });
});

describe('GET /admin/orders', () => {
  it('needs the admin token', async () => {
    await createOrder();
    expect((await app.request('/admin/orders')).status).toBe(401);
    const wrong = await app.request('/admin/orders', { headers: { Authorization: 'Bearer wrong-token-wrong-token' } });
    expect(wrong.status).toBe(401);
    const ok = await app.request('/admin/orders?status=received', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(AdminOrdersResponseSchema.parse(await ok.json()).orders).toHaveLength(1);
  });
});
