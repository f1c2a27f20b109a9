import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  PAYMENT_DESCRIPTION,
  PaymentVerifyRequestSchema,
  RAZORPAY_CHECKOUT_URL,
  type PaymentCreatedResponse,
  type PaymentVerifiedResponse,
} from '@shared/contracts';
import { ApiError } from '../../http/errors';
import { readJson } from '../../http/validation';
import { orderById, orderByToken, orderIdOf, type OrdersContext } from '../context';
import { findOrderByRazorpayId, markPaid, publicOrder, recordPaymentEvent, type OrderRecord } from '../order-store';
import { PAYMENTS_OFF_MESSAGE } from '../payment-config';
import { openPayment, verifyPayment } from '../payments';
import { hmacHex, paidEventDetails, signaturesMatch, WebhookEventSchema } from '../razorpay';

/**
 * An order's payment:
 * - `POST /orders/by-token/:token/payment` opens a Razorpay order for it and says which checkout
 *   script and key to use.
 * - `POST /orders/by-token/:token/payment/verify` checks Checkout's signature and marks the order paid.
 * - the same two under `/orders/:id`, for pages of before; they answer no personal details and no token.
 * - `POST /payments/razorpay/webhook` does the same from Razorpay's side (raw-body signature).
 */
export function paymentRoutes(ctx: OrdersContext) {
  const app = new Hono();

  /**
   * What the browser needs to open Checkout for the order. Checkout's form is filled in with the
   * student's name and contact only for the token's holder: the id alone buys no personal details.
   */
  const opened = async (c: Context, id: string, prefilled: boolean) => {
    const { payment } = ctx;
    if (payment.mode === 'off') throw new ApiError(503, PAYMENTS_OFF_MESSAGE);
    const order = await openPayment(ctx, id);
    const payload = publicOrder(order).payload;
    const prefill = prefilled
      ? { name: payload.name, contact: payload.mobile, ...(payload.email ? { email: payload.email } : {}) }
      : { name: '', contact: '' };
    const response: PaymentCreatedResponse = {
      ok: true,
      mode: payment.mode,
      scriptUrl: payment.mode === 'live' ? RAZORPAY_CHECKOUT_URL : `${ctx.publicBase(c)}/test-checkout.js`,
      keyId: payment.keyId,
      orderId: order.id,
      razorpayOrderId: order.razorpay_order_id,
      amountPaise: order.amount_paise,
      currency: 'INR',
      description: PAYMENT_DESCRIPTION,
      prefill,
    };
    return c.json(response, 200);
  };

  /** The payment's outcome; the order's reference and token only for the token's holder. */
  const verified = async (c: Context, order: () => Promise<OrderRecord>, byToken: boolean) => {
    const body = await readJson(c, PaymentVerifyRequestSchema);
    if (!body.ok) return body.response;
    const paid = await verifyPayment(ctx, await order(), body.data);
    const answer: PaymentVerifiedResponse = {
      ok: true,
      order: {
        id: paid.id,
        reference: byToken ? paid.reference : null,
        token: byToken ? paid.access_token : null,
        status: 'paid',
        paymentId: paid.payment_id,
      },
    };
    return c.json(answer, 200);
  };

  app.post('/orders/by-token/:token/payment', ...ctx.limits('payment'), ctx.lookupLimit, async (c) =>
    opened(c, (await orderByToken(ctx, c)).id, true),
  );
  app.post('/orders/by-token/:token/payment/verify', ...ctx.limits('verify'), ctx.lookupLimit, (c) =>
    verified(c, () => orderByToken(ctx, c), true),
  );
  // By the database id: for pages and payment outboxes of before the browser moved to the token.
  app.post('/orders/:id/payment', ...ctx.limits('payment'), ctx.lookupLimit, (c) => opened(c, orderIdOf(c), false));
  app.post('/orders/:id/payment/verify', ...ctx.limits('verify'), ctx.lookupLimit, (c) =>
    verified(c, () => orderById(ctx, c), false),
  );

  app.post('/payments/razorpay/webhook', ...ctx.limits('webhook'), async (c) => {
    const secret = await ctx.secrets.webhook();
    if (!secret) throw new ApiError(503, 'Webhooks are not configured.');
    const raw = Buffer.from(await c.req.arrayBuffer());
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!signaturesMatch(signature, hmacHex(secret, raw)))
      throw new ApiError(400, 'The webhook signature is not valid.');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError(400, 'The request body must be JSON.');
    }
    const event = WebhookEventSchema.safeParse(json);
    if (!event.success) throw new ApiError(422, 'Unexpected webhook body.');
    const eventId =
      c.req.header('x-razorpay-event-id')?.slice(0, 100) || createHash('sha256').update(raw).digest('hex');
    const details = paidEventDetails(event.data);
    let outcome: 'paid' | 'already-paid' | 'ignored' = 'ignored';
    if (details) {
      const order = await findOrderByRazorpayId(ctx.db, details.razorpayOrderId);
      if (order && (details.amountPaise === null || details.amountPaise === order.amount_paise)) {
        const result = await markPaid(ctx.db, order.id, details.paymentId, 'webhook');
        if (result.changed) {
          ctx.log.info({ orderId: order.id, via: 'webhook' }, 'Order marked paid');
          ctx.onQueued();
        }
        outcome = result.changed ? 'paid' : 'already-paid';
      } else if (order) {
        ctx.log.error(
          { eventId, amountPaise: details.amountPaise, orderId: order.id },
          'Webhook amount differs from the order',
        );
      }
    }
    // Recorded after acting on it, so a delivery that failed half-way is acted on when retried.
    const firstDelivery = await recordPaymentEvent(ctx.db, eventId, event.data.event, details?.razorpayOrderId ?? null);
    return c.json({ ok: true, outcome, duplicate: !firstDelivery }, 200);
  });

  return app;
}
