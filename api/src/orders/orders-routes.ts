import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { Env } from '../env';
import { apiErrorHandler } from '../http/errors';
import { ordersContext, type OrdersDeps } from './context';
import { adminOrderRoutes } from './routes/admin-orders';
import { orderPageRoutes } from './routes/order-page';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { receiptRoutes } from './routes/receipt';
import { testCheckoutRoutes } from './routes/test-checkout';

export type { OrdersDeps } from './context';

/**
 * Orders and payments, one router per resource (see each for its routes): the order, its
 * page (brief, files, thread, cancel), its payment and receipt, the agency's admin routes, and the test-mode checkout when PAYMENTS_TEST_MODE is set.
 */
export function ordersRoutes(db: Database, env: Env, deps: OrdersDeps = {}) {
  const ctx = ordersContext(db, env, deps);
  if (ctx.payment.mode === 'test') {
    ctx.log.warn('PAYMENTS_TEST_MODE is set, so payments run in TEST MODE (no real money moves).');
  } else if (ctx.payment.mode === 'off') {
    ctx.log.warn('No Razorpay keys and no PAYMENTS_TEST_MODE: online payment is off (Pay Later still works).');
  }
  const app = new Hono();
  // The app's own handler; set here too so the routers answer the same when mounted alone (tests).
  app.onError(apiErrorHandler);
  app.route('/', orderRoutes(ctx));
  app.route('/', orderPageRoutes(ctx));
  app.route('/', paymentRoutes(ctx));
  app.route('/', receiptRoutes(ctx));
  app.route('/', adminOrderRoutes(ctx));
  if (ctx.payment.mode === 'test') app.route('/', testCheckoutRoutes(ctx));
  return app;
}
