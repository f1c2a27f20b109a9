import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildRazorpayOrderRequest,
  createRazorpayOrder,
  paidEventDetails,
  paymentSignature,
  RazorpayError,
  signaturesMatch,
  WebhookEventSchema,
} from './razorpay';

describe('buildRazorpayOrderRequest', () => {
  it('POSTs the amount in paise, INR and our order id to the Orders API with basic auth', () => {
    const { url, init } = buildRazorpayOrderRequest('rzp_live_abc', 's3cret', {
      amountPaise: 566_400,
      receipt: '0f7c2d5e-8a51-4c0e-9a57-3b1c1d2e3f40',
    });
    expect(url).toBe('https://api.razorpay.com/v1/orders');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Basic ${btoa('rzp_live_abc:s3cret')}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 566_400,
      currency: 'INR',
      receipt: '0f7c2d5e-8a51-4c0e-9a57-3b1c1d2e3f40',
      notes: { orderId: '0f7c2d5e-8a51-4c0e-9a57-3b1c1d2e3f40' },
    });
  });

  it('keeps the receipt within Razorpay’s 40 characters', () => {
    const { init } = buildRazorpayOrderRequest('k', 's', { amountPaise: 100, receipt: 'r'.repeat(60) });
    expect((JSON.parse(String(init.body)) as { receipt: string }).receipt).toHaveLength(40);
  });
});

describe('createRazorpayOrder', () => {
  it('refuses an answer for another amount or in another shape', async () => {
    const answer =
      (body: unknown): typeof fetch =>
      async () =>
        Response.json(body);
    const input = { amountPaise: 1000, receipt: 'r1' };
    await expect(
      createRazorpayOrder(answer({ id: 'order_A1', amount: 1000, currency: 'INR' }), 'k', 's', input),
    ).resolves.toEqual({
      id: 'order_A1',
    });
    await expect(
      createRazorpayOrder(answer({ id: 'order_A1', amount: 999, currency: 'INR' }), 'k', 's', input),
    ).rejects.toThrow(RazorpayError);
    await expect(createRazorpayOrder(answer({ error: 'x' }), 'k', 's', input)).rejects.toThrow(RazorpayError);
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(createRazorpayOrder(offline, 'k', 's', input)).rejects.toThrow(RazorpayError);
  });
});

describe('signatures', () => {
  it('signs `order_id|payment_id` with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex');
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toBe(expected);
    expect(paymentSignature('secret', 'order_2', 'pay_1')).not.toBe(expected);
  });

  it('compares signatures exactly, case-insensitively for hex, and fails on another length', () => {
    const sig = paymentSignature('secret', 'order_1', 'pay_1');
    expect(signaturesMatch(sig, sig)).toBe(true);
    expect(signaturesMatch(sig.toUpperCase(), sig)).toBe(true);
    expect(signaturesMatch(sig.slice(1), sig)).toBe(false);
    expect(signaturesMatch(`${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`, sig)).toBe(false);
    expect(signaturesMatch('', sig)).toBe(false);
  });
});

describe('paidEventDetails', () => {
  it('reads payment.captured and order.paid, and nothing else', () => {
    const captured = WebhookEventSchema.parse({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 500 } } },
    });
    expect(paidEventDetails(captured)).toEqual({ razorpayOrderId: 'order_1', paymentId: 'pay_1', amountPaise: 500 });
    const paid = WebhookEventSchema.parse({
      event: 'order.paid',
      payload: { order: { entity: { id: 'order_2', amount_paid: 700 } }, payment: { entity: { id: 'pay_2' } } },
    });
    expect(paidEventDetails(paid)).toEqual({ razorpayOrderId: 'order_2', paymentId: 'pay_2', amountPaise: 700 });
    const failed = WebhookEventSchema.parse({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_3', order_id: 'order_3' } } },
    });
    expect(paidEventDetails(failed)).toBeNull();
  });
});
