import { Hono } from 'hono';
import { isTimeZone } from '@shared/domain/time';
import { ApiError } from '../../http/errors';
import { orderByToken, type OrdersContext } from '../context';
import { publicOrder } from '../order-store';
import { receiptPdf } from '../receipt';

/**
 * `GET /orders/by-token/:token/receipt.pdf`: a paid order's receipt, for the holder of its page,
 * issued by the business the site's configuration names, made out to the student, a test payment
 * marked as one.
 */
export function receiptRoutes(ctx: OrdersContext) {
  const app = new Hono();
  app.get('/orders/by-token/:token/receipt.pdf', ctx.lookupLimit, async (c) => {
    const order = await orderByToken(ctx, c);
    if (order.paid_at === null || !order.payment_id) throw new ApiError(409, 'This order is not paid yet.');
    const site = ctx.site();
    const payload = publicOrder(order).payload;
    const pdf = await receiptPdf(site.issuer, {
      reference: order.reference,
      paymentId: order.payment_id,
      paidAt: new Date(order.paid_at).toISOString(),
      amountPaise: order.amount_paise,
      order: payload,
      testMode: order.payment_mode === 'test',
      // The zone the student ordered in: the receipt reads as the order page did for them.
      timeZone: payload.timeZone && isTimeZone(payload.timeZone) ? payload.timeZone : site.timeZone,
    });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="receipt-${order.reference}.pdf"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(new Uint8Array(pdf));
  });
  return app;
}
