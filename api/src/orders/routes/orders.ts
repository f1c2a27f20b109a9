import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  DEADLINE_PAST_MESSAGE,
  OrderRequestSchema,
  priceInputOf,
  storedOrderPayload,
  type ParsedOrderRequest,
  type PayLaterResponse,
} from '@shared/contracts';
import { END_OF_DAY, isTimeZone, zonedToUtc } from '@shared/domain/time';
import { computePrice, specialistLevelOf } from '@shared/domain/pricing';
import { ApiError } from '../../http/errors';
import { idempotencyConflict, idempotencyKeyOf, requestHash } from '../../http/idempotency';
import { readJson } from '../../http/validation';
import { ORDER_NOT_FOUND, orderByToken, orderIdOf, type OrdersContext } from '../context';
import { filesKeptUntil } from '../files/file-expiry';
import { orderExtras } from '../order-page-store';
import { chooseToPayLater, insertOrder, orderView, publicOrder } from '../order-store';

/**
 * The order itself:
 * - `POST /orders` stores an unpaid order with the price the server computes (Idempotency-Key).
 * - `POST /orders/by-token/:token/pay-later` switches an unpaid order to Pay Later (the payment
 *   window was closed); `/orders/:id/pay-later` does too, for pages of before. Both answer the status only.
 * - `GET /orders/by-token/:token` is the order as its page shows it. Failed look-ups are rate-limited.
 */
export function orderRoutes(ctx: OrdersContext) {
  const { db } = ctx;
  const app = new Hono();

  app.post('/orders', ...ctx.limits('orders'), async (c) => {
    const key = idempotencyKeyOf(c);
    if (!key.ok) return key.response;
    // The due time is given in the student's zone (the site's when they named none, or one this
    // runtime does not know) and stored as the UTC moment it names; the end of the day by default.
    const dueOf = (order: ParsedOrderRequest) => {
      const timeZone = order.timeZone && isTimeZone(order.timeZone) ? order.timeZone : ctx.site().timeZone;
      const time = order.deadlineTime ?? END_OF_DAY;
      return { time, timeZone, at: zonedToUtc(order.deadline, time, timeZone) };
    };
    // A due time given in a zone must be still to come there. A request without a zone (a page of
    // an older release) is held to its date only, a day's grace allowing for the zone it came from.
    const earliest = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const notPast = (order: ParsedOrderRequest) =>
      order.timeZone ? dueOf(order).at > ctx.now().toISOString() : order.deadline >= earliest;
    const schema = OrderRequestSchema.check(z.refine(notPast, { path: ['deadline'], message: DEADLINE_PAST_MESSAGE }));
    const body = await readJson(c, schema);
    if (!body.ok) return body.response;
    const request = body.data;
    // Any price the browser sent was dropped by the schema; this is the only one stored.
    const price = computePrice(priceInputOf(request));
    const payload = storedOrderPayload(
      request,
      price,
      specialistLevelOf(request.academicLevel).label,
      ctx.now().toISOString(),
      dueOf(request),
    );
    const stored = await insertOrder(db, {
      payload,
      idempotencyKey: key.key === null ? null : `order:${key.key}`,
      requestHash: requestHash(request),
    });
    if (stored.kind === 'conflict') return idempotencyConflict(c);
    if (stored.kind === 'created') ctx.onQueued();
    return c.json({ ok: true, order: publicOrder(stored.order) }, stored.kind === 'duplicate' ? 200 : 201);
  });

  /** Only the status: an order's id goes further than its token (logs, Razorpay's notes), so it buys nothing more. */
  const payLater = async (c: Context, id: string) => {
    const order = await chooseToPayLater(db, id);
    ctx.onQueued();
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.paid_at !== null) throw new ApiError(409, 'This order is already paid.');
    return c.json({ ok: true, order: { status: order.status } } satisfies PayLaterResponse, 200);
  };
  app.post('/orders/by-token/:token/pay-later', ...ctx.limits('pay-later'), ctx.lookupLimit, async (c) =>
    payLater(c, (await orderByToken(ctx, c)).id),
  );
  // Kept for pages opened before the browser moved to the token's route.
  app.post('/orders/:id/pay-later', ...ctx.limits('pay-later'), ctx.lookupLimit, (c) => payLater(c, orderIdOf(c)));

  app.get('/orders/by-token/:token', ctx.lookupLimit, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const order = await orderByToken(ctx, c);
    const extras = (await orderExtras(db, [order.id])).get(order.id);
    const keptUntil = filesKeptUntil(order, ctx.env.UNPAID_FILES_DAYS);
    return c.json({ ok: true, order: orderView(order, extras, keptUntil) }, 200);
  });

  return app;
}
