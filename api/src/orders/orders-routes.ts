import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  AdminOrdersResponseSchema,
  DEADLINE_PAST_MESSAGE,
  OrderRequestSchema,
  ORDER_STATUS_LABELS,
  OrderStatusChangeSchema,
  OrderStatusSchema,
  OrderTokenSchema,
  PAYMENT_DESCRIPTION,
  PaymentVerifyRequestSchema,
  RAZORPAY_CHECKOUT_URL,
  TestPaymentRequestSchema,
  priceInputOf,
  storedOrderPayload,
  type PaymentCreatedResponse,
} from 'shared/contracts';
import { computePrice, specialistLevelOf } from 'shared/pricing';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Env } from '../env';
import { createLogger, type Logger } from '../logger';
import { adminOnly } from '../http/admin-auth';
import { idempotencyConflict, idempotencyKeyOf, requestHash } from '../http/idempotency';
import { limitBody } from '../http/limits';
import { rateLimit, type RateLimiters } from '../http/rate-limit';
import { readJson } from '../http/validation';
import {
  adminOrder,
  attachRazorpayOrder,
  changeOrderStatus,
  chooseToPayLater,
  findOrder,
  withOrderLocked,
  findOrderByRazorpayId,
  insertOrder,
  listOrders,
  markPaid,
  findOrderByToken,
  MIN_PAYMENT_PAISE,
  orderView,
  publicOrder,
  recordPaymentEvent,
  type OrderRecord,
} from './order-store';
import { paymentConfigOf, paymentSecrets, type PaymentConfig } from './payment-config';
import {
  createRazorpayOrder,
  hmacHex,
  paidEventDetails,
  paymentSignature,
  RazorpayError,
  signaturesMatch,
  WebhookEventSchema,
} from './razorpay';
import { testCheckoutScript } from './test-checkout-script';

export interface OrdersDeps {
  /** The HTTPS client for Razorpay's Orders API (injected in tests). */
  fetch?: typeof fetch;
  now?: () => Date;
  /** The app's limiters (shared across instances on PostgreSQL); in-memory ones when not given. */
  rateLimiters?: RateLimiters;
  logger?: Logger;
  /** Called after a change queued a notification (see the outbox). */
  onQueued?: () => void;
}

const OrderIdSchema = z.uuid();
const AdminQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const fail = (c: Context, status: 400 | 401 | 404 | 409 | 422 | 502 | 503, error: string, field?: string) =>
  c.json({ error, errors: field ? [{ field, code: 'custom', message: error }] : [] }, status);

/**
 * Orders and payments:
 * - `POST /orders` stores an unpaid order with the price the server computes (Idempotency-Key).
 * - `POST /orders/:id/pay-later` switches an unpaid order to Pay Later (the payment window was closed).
 * - `POST /orders/:id/payment` opens a Razorpay order for it and says which checkout script and key to use.
 * - `POST /orders/:id/payment/verify` checks Checkout's signature and marks the order paid.
 * - `GET /orders/by-token/:token` is the order as its page shows it; `POST …/payment` and
 *   `…/payment/verify` under the same path pay it ("Pay now"). Failed look-ups are rate-limited.
 * - `POST /payments/razorpay/webhook` does the same from Razorpay's side (raw-body signature).
 * - `GET /admin/orders` lets the agency read orders, `POST /admin/orders/:id/status` move one on
 *   (Bearer ADMIN_TOKEN).
 * - Test mode only: `GET /test-checkout.js` and `POST /test-checkout/pay`.
 */
export function ordersRoutes(db: Database, env: Env, deps: OrdersDeps = {}) {
  const config: PaymentConfig = paymentConfigOf(env);
  const secrets = paymentSecrets(db, config);
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const limiter =
    deps.rateLimiters ?? ((_, limit, options) => rateLimit({ limit, trustProxy: env.TRUST_PROXY, ...options }));
  const limits = (name: string) => [limitBody(), limiter(name, env.RATE_LIMIT_PER_MINUTE)] as const;
  // A token is 160 random bits, so guessing is hopeless anyway; failed look-ups are still limited
  // per caller, while the student reading their own page is never held back.
  const lookupLimit = limiter('order-lookup', env.RATE_LIMIT_PER_MINUTE, { failuresOnly: true });
  const log = deps.logger ?? createLogger(env);
  if (config.mode === 'test') log.warn('No Razorpay keys are set, so payments run in TEST MODE (no real money moves).');
  const publicBase = (c: Context) => (env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');

  const app = new Hono();

  app.post('/orders', ...limits('orders'), async (c) => {
    const key = idempotencyKeyOf(c);
    if (!key.ok) return key.response;
    // Time zones differ: a date the visitor's calendar calls today may be yesterday in UTC.
    const earliest = new Date(now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const schema = OrderRequestSchema.refine((order) => order.deadline >= earliest, {
      path: ['deadline'],
      message: DEADLINE_PAST_MESSAGE,
    });
    const body = await readJson(c, schema);
    if (!body.ok) return body.response;
    const request = body.data;
    // Any price the browser sent was dropped by the schema; this is the only one stored.
    const price = computePrice(priceInputOf(request));
    const payload = storedOrderPayload(
      request,
      price,
      specialistLevelOf(request.academicLevel).label,
      now().toISOString(),
    );
    const stored = await insertOrder(db, {
      payload,
      idempotencyKey: key.key === null ? null : `order:${key.key}`,
      requestHash: requestHash(request),
    });
    if (stored.kind === 'conflict') return idempotencyConflict(c);
    if (stored.kind === 'created') deps.onQueued?.();
    return c.json({ ok: true, order: publicOrder(stored.order) }, stored.kind === 'duplicate' ? 200 : 201);
  });

  app.post('/orders/:id/pay-later', ...limits('pay-later'), async (c) => {
    const id = OrderIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, 'Order not found.');
    const order = await chooseToPayLater(db, id.data);
    deps.onQueued?.();
    if (!order) return fail(c, 404, 'Order not found.');
    if (order.paid_at !== null) return fail(c, 409, 'This order is already paid.');
    return c.json({ ok: true, order: publicOrder(order) }, 200);
  });

  /** Opens (or finds) the Razorpay order for an order: what the browser needs to open Checkout. */
  async function openPayment(c: Context, id: string): Promise<Response> {
    // One request at a time per order, across instances: a double click spread over two
    // instances opens one Razorpay order, and both answers name it.
    const opened = await withOrderLocked(db, id, async (tx, found) => {
      if (!found) return fail(c, 404, 'Order not found.');
      if (found.paid_at !== null) return fail(c, 409, 'This order is already paid.');
      if (found.status === 'cancelled') return fail(c, 409, 'This order was cancelled.');
      if (found.amount_paise < MIN_PAYMENT_PAISE) return fail(c, 422, 'This order total is too small to pay online.');
      if (found.razorpay_order_id) return found;
      let razorpayOrderId: string;
      if (config.mode === 'live') {
        try {
          const created = await createRazorpayOrder(doFetch, config.keyId, config.keySecret, {
            amountPaise: found.amount_paise,
            receipt: found.id,
            ...(env.RAZORPAY_API_URL ? { apiUrl: env.RAZORPAY_API_URL } : {}),
          });
          razorpayOrderId = created.id;
        } catch (error) {
          if (!(error instanceof RazorpayError)) throw error;
          log.error({ err: error, orderId: found.id }, 'Razorpay order could not be created');
          return fail(c, 502, 'The payment provider could not be reached. Please try again.');
        }
      } else {
        razorpayOrderId = `order_TEST${randomBytes(9).toString('hex')}`;
      }
      const attached = await attachRazorpayOrder(tx, found.id, razorpayOrderId, config.mode);
      return attached?.razorpay_order_id ? attached : fail(c, 404, 'Order not found.');
    });
    if (opened instanceof Response) return opened;
    const order = opened;
    if (!order.razorpay_order_id) return fail(c, 404, 'Order not found.');
    const payload = publicOrder(order).payload;
    const response: PaymentCreatedResponse = {
      ok: true,
      mode: config.mode,
      scriptUrl: config.mode === 'live' ? RAZORPAY_CHECKOUT_URL : `${publicBase(c)}/test-checkout.js`,
      keyId: config.keyId,
      orderId: order.id,
      razorpayOrderId: order.razorpay_order_id,
      amountPaise: order.amount_paise,
      currency: 'INR',
      description: PAYMENT_DESCRIPTION,
      prefill: { name: payload.name, contact: payload.mobile, ...(payload.email ? { email: payload.email } : {}) },
    };
    return c.json(response, 200);
  }

  /** Checks Checkout's signature for the order's own Razorpay order, then marks it paid. */
  async function verifyPayment(c: Context, order: OrderRecord | null): Promise<Response> {
    const body = await readJson(c, PaymentVerifyRequestSchema);
    if (!body.ok) return body.response;
    if (!order) return fail(c, 404, 'Order not found.');
    const payment = body.data;
    // The signature must be over the Razorpay order this order was given, never one the browser names.
    if (!order.razorpay_order_id || payment.razorpay_order_id !== order.razorpay_order_id) {
      return fail(c, 400, 'This payment does not belong to this order.', 'razorpay_order_id');
    }
    const expected = paymentSignature(await secrets.signing(), order.razorpay_order_id, payment.razorpay_payment_id);
    if (!signaturesMatch(payment.razorpay_signature, expected)) {
      return fail(c, 400, 'The payment signature is not valid.', 'razorpay_signature');
    }
    const result = await markPaid(db, order.id, payment.razorpay_payment_id, 'verify');
    if (result.changed) {
      log.info({ orderId: order.id, via: 'verify' }, 'Order marked paid');
      deps.onQueued?.();
    }
    const paid = result.order;
    if (!paid?.payment_id) return fail(c, 404, 'Order not found.');
    return c.json(
      {
        ok: true,
        order: {
          id: paid.id,
          reference: paid.reference,
          token: paid.access_token,
          status: 'paid',
          paymentId: paid.payment_id,
        },
      },
      200,
    );
  }

  app.post('/orders/:id/payment', ...limits('payment'), async (c) => {
    const id = OrderIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, 'Order not found.');
    return openPayment(c, id.data);
  });

  app.post('/orders/:id/payment/verify', ...limits('verify'), async (c) => {
    const id = OrderIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, 'Order not found.');
    return verifyPayment(c, await findOrder(db, id.data));
  });

  /** The order a page token names, or null; a malformed token names none. */
  const byToken = async (c: Context) => {
    const token = OrderTokenSchema.safeParse(c.req.param('token'));
    return token.success ? findOrderByToken(db, token.data) : null;
  };

  app.get('/orders/by-token/:token', lookupLimit, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const order = await byToken(c);
    if (!order?.reference) return fail(c, 404, 'Order not found.');
    return c.json({ ok: true, order: orderView({ ...order, reference: order.reference }) }, 200);
  });

  app.post('/orders/by-token/:token/payment', ...limits('payment'), lookupLimit, async (c) => {
    const order = await byToken(c);
    if (!order) return fail(c, 404, 'Order not found.');
    return openPayment(c, order.id);
  });

  app.post('/orders/by-token/:token/payment/verify', ...limits('verify'), lookupLimit, async (c) => {
    const order = await byToken(c);
    if (!order) return fail(c, 404, 'Order not found.');
    return verifyPayment(c, order);
  });

  app.post('/payments/razorpay/webhook', ...limits('webhook'), async (c) => {
    const secret = await secrets.webhook();
    if (!secret) return fail(c, 503, 'Webhooks are not configured.');
    const raw = Buffer.from(await c.req.arrayBuffer());
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!signaturesMatch(signature, hmacHex(secret, raw))) return fail(c, 400, 'The webhook signature is not valid.');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return fail(c, 400, 'The request body must be JSON.');
    }
    const event = WebhookEventSchema.safeParse(json);
    if (!event.success) return fail(c, 422, 'Unexpected webhook body.');
    const eventId =
      c.req.header('x-razorpay-event-id')?.slice(0, 100) || createHash('sha256').update(raw).digest('hex');
    const details = paidEventDetails(event.data);
    let outcome: 'paid' | 'already-paid' | 'ignored' = 'ignored';
    if (details) {
      const order = await findOrderByRazorpayId(db, details.razorpayOrderId);
      if (order && (details.amountPaise === null || details.amountPaise === order.amount_paise)) {
        const result = await markPaid(db, order.id, details.paymentId, 'webhook');
        if (result.changed) {
          log.info({ orderId: order.id, via: 'webhook' }, 'Order marked paid');
          deps.onQueued?.();
        }
        outcome = result.changed ? 'paid' : 'already-paid';
      } else if (order) {
        log.error(
          { eventId, amountPaise: details.amountPaise, orderId: order.id },
          'Webhook amount differs from the order',
        );
      }
    }
    // Recorded after acting on it, so a delivery that failed half-way is acted on when retried.
    const firstDelivery = await recordPaymentEvent(db, eventId, event.data.event, details?.razorpayOrderId ?? null);
    return c.json({ ok: true, outcome, duplicate: !firstDelivery }, 200);
  });

  app.get('/admin/orders', adminOnly(env.ADMIN_TOKEN), async (c) => {
    const query = AdminQuerySchema.safeParse(c.req.query());
    if (!query.success) return fail(c, 400, 'Invalid query.');
    const rows = await listOrders(db, query.data.status ?? null, query.data.limit);
    return c.json(AdminOrdersResponseSchema.parse({ orders: rows.map(adminOrder) }));
  });

  app.post('/admin/orders/:id/status', adminOnly(env.ADMIN_TOKEN), limitBody(), async (c) => {
    const id = OrderIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, 'Order not found.');
    const body = await readJson(c, OrderStatusChangeSchema);
    if (!body.ok) return body.response;
    const result = await changeOrderStatus(db, id.data, body.data.status);
    if (result.kind === 'not-found') return fail(c, 404, 'Order not found.');
    if (result.kind === 'refused') {
      const message = `An order that is ${ORDER_STATUS_LABELS[result.from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[body.data.status].toLowerCase()}.`;
      return fail(c, 409, message, 'status');
    }
    log.info({ orderId: id.data, status: body.data.status }, 'Order status changed');
    return c.json({ ok: true, order: adminOrder(result.order) }, 200);
  });

  if (config.mode === 'test') {
    app.get('/test-checkout.js', (c) => {
      c.header('Content-Type', 'application/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(testCheckoutScript(publicBase(c)));
    });

    app.post('/test-checkout/pay', ...limits('test-pay'), async (c) => {
      const body = await readJson(c, TestPaymentRequestSchema);
      if (!body.ok) return body.response;
      const order = await findOrderByRazorpayId(db, body.data.razorpay_order_id);
      if (!order || order.payment_mode !== 'test') return fail(c, 404, 'Order not found.');
      const paymentId = `pay_TEST${randomBytes(9).toString('hex')}`;
      return c.json({
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(await secrets.signing(), body.data.razorpay_order_id, paymentId),
      });
    });
  }

  return app;
}
