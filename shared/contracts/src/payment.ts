import * as z from 'zod/mini';
import { OrderReferenceSchema, OrderTokenSchema } from './order-fields';

/**
 * Paying for an order through Razorpay Checkout, between the checkout, the api and Razorpay. A
 * file of its own: the payment outbox, which every checkout page starts, needs only these.
 */

/** Razorpay's ids: letters, digits and underscores (`order_…`, `pay_…`). */
const RazorpayIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/));
const SignatureSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/i));

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const PAYMENT_DESCRIPTION = 'Assignment Payment';

/** Answer to `POST /orders/:id/payment`: what the browser needs to open Razorpay Checkout. */
export const PaymentCreatedResponseSchema = z.object({
  ok: z.literal(true),
  /** 'test' when the api has no Razorpay keys and serves its stand-in checkout script. */
  mode: z.enum(['live', 'test']),
  scriptUrl: z.url({ protocol: /^https?$/ }),
  keyId: z.string().check(z.minLength(1)),
  orderId: z.uuid(),
  razorpayOrderId: RazorpayIdSchema,
  amountPaise: z.number().check(z.int(), z.positive()),
  currency: z.literal('INR'),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.optional(z.string()) }),
});
export type PaymentCreatedResponse = z.infer<typeof PaymentCreatedResponseSchema>;

/** What Razorpay Checkout hands its success handler, sent as-is to `POST /orders/:id/payment/verify`. */
export const PaymentVerifyRequestSchema = z.object({
  razorpay_order_id: RazorpayIdSchema,
  razorpay_payment_id: RazorpayIdSchema,
  razorpay_signature: SignatureSchema,
});
export type PaymentVerifyRequest = z.infer<typeof PaymentVerifyRequestSchema>;

export const PaymentVerifiedResponseSchema = z.object({
  ok: z.literal(true),
  order: z.object({
    id: z.uuid(),
    reference: z.nullable(OrderReferenceSchema),
    token: z.nullable(OrderTokenSchema),
    status: z.literal('paid'),
    paymentId: z.string(),
  }),
});
export type PaymentVerifiedResponse = z.infer<typeof PaymentVerifiedResponseSchema>;

/** Test mode only: the stand-in checkout asks the api to sign a payment it pretends happened. */
export const TestPaymentRequestSchema = z.object({ razorpay_order_id: RazorpayIdSchema });
export const TestPaymentResponseSchema = PaymentVerifyRequestSchema;
