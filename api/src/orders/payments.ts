import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentVerifyRequest } from '@shared/contracts';
import { ApiError } from '../http/errors';
import type { OrdersContext } from './context';
import { ORDER_NOT_FOUND } from './context';
import {
  attachRazorpayOrder,
  claimPayment,
  findOrder,
  markPaid,
  MIN_PAYMENT_PAISE,
  releasePaymentClaim,
  type OrderRecord,
} from './order-store';
import { PAYMENTS_OFF_MESSAGE } from './payment-config';
import { createRazorpayOrder, paymentSignature, RazorpayError, signaturesMatch } from './razorpay';

/** How long a request waits for another one that is opening the same order's payment. */
const WAIT_FOR_CLAIM_MS = 20_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws the answer for an order that cannot be paid now. */
function assertPayable(order: OrderRecord | null): asserts order is OrderRecord {
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  if (order.paid_at !== null) throw new ApiError(409, 'This order is already paid.');
  if (order.status === 'cancelled') throw new ApiError(409, 'This order was cancelled.');
  if (order.amount_paise < MIN_PAYMENT_PAISE) throw new ApiError(422, 'This order total is too small to pay online.');
}

/**
 * Opens (or finds) the order's Razorpay order, in three steps that hold no transaction: claim the
 * order (one conditional UPDATE), call Razorpay, record what it answered under the claim. A
 * request that loses the claim waits for the winner's record, so a double click spread over two
 * instances opens one Razorpay order and both answers name it. Returns the order with its link.
 */
export async function openPayment(
  ctx: OrdersContext,
  id: string,
): Promise<OrderRecord & { razorpay_order_id: string }> {
  if (ctx.payment.mode === 'off') throw new ApiError(503, PAYMENTS_OFF_MESSAGE);
  const giveUpAt = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const order = await findOrder(ctx.db, id);
    if (order?.razorpay_order_id && order.paid_at === null && order.status !== 'cancelled') {
      return { ...order, razorpay_order_id: order.razorpay_order_id };
    }
    assertPayable(order);
    const claim = randomUUID();
    if (await claimPayment(ctx.db, id, claim)) {
      const razorpayOrderId = await createProviderOrder(ctx, order, claim);
      const { attached, order: recorded } = await attachRazorpayOrder(
        ctx.db,
        id,
        claim,
        razorpayOrderId,
        ctx.payment.mode,
      );
      if (!attached) {
        // Only when our claim ran out before Razorpay answered: another request took over.
        ctx.log.warn({ orderId: id, razorpayOrderId }, 'A Razorpay order was opened after its claim ran out; unused');
      }
      if (recorded?.razorpay_order_id) return { ...recorded, razorpay_order_id: recorded.razorpay_order_id };
      continue;
    }
    // Another request holds the claim (on this instance or another): wait for its record.
    if (Date.now() > giveUpAt) throw new ApiError(503, 'The payment is still being prepared. Please try again.');
    await sleep(POLL_MS);
  }
}

/** The Razorpay order for `order` (a local one in test mode); releases the claim when it fails. */
async function createProviderOrder(ctx: OrdersContext, order: OrderRecord, claim: string): Promise<string> {
  const { payment } = ctx;
  if (payment.mode === 'test') return `order_TEST${randomBytes(9).toString('hex')}`;
  if (payment.mode === 'off') throw new ApiError(503, PAYMENTS_OFF_MESSAGE);
  try {
    const created = await createRazorpayOrder(ctx.fetch, payment.keyId, payment.keySecret, {
      amountPaise: order.amount_paise,
      receipt: order.id,
      ...(ctx.env.RAZORPAY_API_URL ? { apiUrl: ctx.env.RAZORPAY_API_URL } : {}),
    });
    return created.id;
  } catch (error) {
    await releasePaymentClaim(ctx.db, order.id, claim);
    if (!(error instanceof RazorpayError)) throw error;
    ctx.log.error({ err: error, orderId: order.id }, 'Razorpay order could not be created');
    throw new ApiError(502, 'The payment provider could not be reached. Please try again.');
  }
}

/** Checks Checkout's signature for the order's own Razorpay order, then marks it paid. */
export async function verifyPayment(
  ctx: OrdersContext,
  order: OrderRecord,
  payment: PaymentVerifyRequest,
): Promise<OrderRecord & { payment_id: string }> {
  // The signature must be over the Razorpay order this order was given, never one the browser names.
  if (!order.razorpay_order_id || payment.razorpay_order_id !== order.razorpay_order_id) {
    throw new ApiError(400, 'This payment does not belong to this order.', { field: 'razorpay_order_id' });
  }
  const expected = paymentSignature(await ctx.secrets.signing(), order.razorpay_order_id, payment.razorpay_payment_id);
  if (!signaturesMatch(payment.razorpay_signature, expected)) {
    throw new ApiError(400, 'The payment signature is not valid.', { field: 'razorpay_signature' });
  }
  const result = await markPaid(ctx.db, order.id, payment.razorpay_payment_id, 'verify');
  if (result.changed) {
    ctx.log.info({ orderId: order.id, via: 'verify' }, 'Order marked paid');
    ctx.onQueued();
  }
  const paid = result.order;
  if (!paid?.payment_id) throw new ApiError(404, ORDER_NOT_FOUND);
  return { ...paid, payment_id: paid.payment_id };
}
