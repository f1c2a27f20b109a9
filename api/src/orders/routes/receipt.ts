import { Hono } from 'hono';
import { ApiError } from '../../http/errors';
import { orderByToken, type OrdersContext } from '../context';
import { publicOrder } from '../order-store';
import { receiptIssuerOf, receiptPdf } from '../receipt';

/** `GET /orders/by-token/:token/receipt.pdf`: a paid order's receipt, for the holder of its page. */
export function receiptRoutes(ctx: OrdersContext) {
  const issuer = receiptIssuerOf(ctx.env.SITE_CONFIG_FILE, ctx.env.SITE_URL);
  const app = new Hono();
  app.get('/orders/by-token/:token/receipt.pdf', ctx.lookupLimit, async (c) => {
    const order = await orderByToken(ctx, c);
    if (order.paid_at === null || !order.payment_id) throw new ApiError(409, 'This order is not paid yet.');
    const pdf = await receiptPdf(issuer, {
      reference: order.reference,
      paymentId: order.payment_id,
      paidAt: new Date(order.paid_at).toISOString(),
      amountPaise: order.amount_paise,
      order: publicOrder(order).payload,
    });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="receipt-${order.reference}.pdf"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(new Uint8Array(pdf));
  });
  return app;
}
