import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The pieces of Razorpay this service uses: signatures and the Orders API. */

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

/** Hex HMAC-SHA256, the scheme Razorpay uses for payment and webhook signatures. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares two hex signatures in constant time (for equal lengths; unequal lengths fail at once). */
export function signaturesMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's success signature: HMAC of `<order id we stored>|<payment id>`. */
export function paymentSignature(secret: string, razorpayOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${razorpayOrderId}|${paymentId}`);
}

export interface RazorpayOrderInput {
  amountPaise: number;
  /** Another Orders API address (a stand-in server in tests); Razorpay's own by default. */
  apiUrl?: string;
  /** Our order id, so the payment can be traced back in Razorpay's dashboard. */
  receipt: string;
}

/** The HTTPS request that creates an order with Razorpay's Orders API (basic auth with the key pair). */
export function buildRazorpayOrderRequest(
  keyId: string,
  keySecret: string,
  input: RazorpayOrderInput,
): { url: string; init: RequestInit } {
  const credentials = Buffer.from(`${keyId}:${keySecret}`, 'utf8').toString('base64');
  return {
    url: input.apiUrl ?? RAZORPAY_ORDERS_URL,
    init: {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt.slice(0, 40),
        notes: { orderId: input.receipt },
      }),
    },
  };
}

const RazorpayOrderResponseSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
  amount: z.number().int(),
  currency: z.literal('INR'),
});

export class RazorpayError extends Error {
  override readonly name = 'RazorpayError';
}

/** Creates the Razorpay order; throws RazorpayError when the call fails or answers unexpectedly. */
export async function createRazorpayOrder(
  fetchImpl: typeof fetch,
  keyId: string,
  keySecret: string,
  input: RazorpayOrderInput,
): Promise<{ id: string }> {
  const { url, init } = buildRazorpayOrderRequest(keyId, keySecret, input);
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new RazorpayError('Razorpay could not be reached', { cause: error });
  }
  if (!response.ok) throw new RazorpayError(`Razorpay answered ${response.status}`);
  const parsed = RazorpayOrderResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new RazorpayError('Razorpay answered with an unexpected body');
  if (parsed.data.amount !== input.amountPaise) throw new RazorpayError('Razorpay created an order for another amount');
  return { id: parsed.data.id };
}

/**
 * The webhook events this service acts on. `payment.captured` carries the payment;
 * `order.paid` carries the order and its payment.
 */
const PaymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
});
export const WebhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: PaymentEntitySchema }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int().optional() }) }).optional(),
    })
    .default({}),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** The order and payment a "paid" event names, or null for events that do not mark an order paid. */
export function paidEventDetails(
  event: WebhookEvent,
): { razorpayOrderId: string; paymentId: string; amountPaise: number | null } | null {
  const payment = event.payload.payment?.entity;
  if (event.event === 'payment.captured' && payment?.order_id) {
    return { razorpayOrderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount ?? null };
  }
  const order = event.payload.order?.entity;
  if (event.event === 'order.paid' && order && payment) {
    return {
      razorpayOrderId: order.id,
      paymentId: payment.id,
      amountPaise: order.amount_paid ?? payment.amount ?? null,
    };
  }
  return null;
}
