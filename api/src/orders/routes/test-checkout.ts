import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { TestPaymentRequestSchema } from '@shared/contracts';
import { ApiError } from '../../http/errors';
import { readJson } from '../../http/validation';
import { ORDER_NOT_FOUND, type OrdersContext } from '../context';
import { findOrderByRazorpayId } from '../order-store';
import { paymentSignature } from '../razorpay';
import { testCheckoutScript } from '../test-checkout-script';

/**
 * Test mode only (no Razorpay keys): `GET /test-checkout.js`, a labelled stand-in for Checkout,
 * and `POST /test-checkout/pay`, which signs a payment as Razorpay would.
 */
export function testCheckoutRoutes(ctx: OrdersContext) {
  const app = new Hono();
  app.get('/test-checkout.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(testCheckoutScript(ctx.publicBase(c)));
  });

  app.post('/test-checkout/pay', ...ctx.limits('test-pay'), async (c) => {
    const body = await readJson(c, TestPaymentRequestSchema);
    if (!body.ok) return body.response;
    const order = await findOrderByRazorpayId(ctx.db, body.data.razorpay_order_id);
    if (!order || order.payment_mode !== 'test') throw new ApiError(404, ORDER_NOT_FOUND);
    const paymentId = `pay_TEST${randomBytes(9).toString('hex')}`;
    return c.json({
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(await ctx.secrets.signing(), body.data.razorpay_order_id, paymentId),
    });
  });
  return app;
}
