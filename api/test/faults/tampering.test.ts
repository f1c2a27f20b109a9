import { OrderRequestSchema, priceInputOf } from '@shared/contracts';
import { computePrice } from '@shared/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/orders/razorpay';
import type { ApiProcess } from '../api-process';
import { order, postJson } from '../fixtures';
import { ADMIN_TOKEN, persistentStore } from './harness';

/** A caller who edits requests gets nothing the agency did not price, and cannot fake a payment. */

const WEBHOOK_SECRET = 'tamper-suite-webhook-secret';
let api: ApiProcess;
let store: Awaited<ReturnType<typeof persistentStore>>;
beforeAll(async () => {
  store = await persistentStore();
  api = await store.start({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await api.stop();
  await store.remove();
});

interface AdminOrder {
  id: string;
  status: string;
  paymentId: string | null;
  payload: { total: number; amountPaise: number; specialistMultiplier: number; coupon: unknown; discount: number };
}
async function adminOrder(id: string): Promise<AdminOrder> {
  const response = await fetch(`${api.url}/admin/orders?limit=500`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { orders } = (await response.json()) as { orders: AdminOrder[] };
  const found = orders.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`order ${id} not found`);
  return found;
}

async function openOrder(body: unknown = order) {
  const created = await postJson(`${api.url}/orders`, body);
  expect(created.status).toBe(201);
  const id = (created.body as { order: { id: string } }).order.id;
  const payment = await postJson(`${api.url}/orders/${id}/payment`, {});
  expect(payment.status).toBe(200);
  const { razorpayOrderId, amountPaise } = payment.body as { razorpayOrderId: string; amountPaise: number };
  return { id, razorpayOrderId, amountPaise };
}

describe('tampering', () => {
  it('ignores a price, total, coupon and multiplier set by the client', async () => {
    const tampered = {
      ...order,
      couponCode: null,
      amountPaise: 100,
      total: 1,
      subtotal: 1,
      pricePerWord: 0.01,
      processingFee: 0,
      discount: 999_999,
      specialistMultiplier: 0.01,
      coupon: { code: 'FREE', type: 'percent', amount: 100, description: 'everything free' },
    };
    const { id, amountPaise } = await openOrder(tampered);
    const expected = computePrice(priceInputOf(OrderRequestSchema.parse({ ...order, couponCode: null })));
    const stored = await adminOrder(id);
    expect(stored.payload.amountPaise).toBe(expected.amountPaise);
    expect(amountPaise).toBe(expected.amountPaise);
    expect(stored.payload.specialistMultiplier).toBe(1.1);
    expect(stored.payload.coupon).toBeNull();
    expect(stored.payload.discount).toBe(0);
  });

  it('applies only coupons the agency offers: an invented code discounts nothing', async () => {
    const created = await postJson(`${api.url}/orders`, { ...order, couponCode: 'GIVEALL100PERCENT' });
    expect(created.status).toBe(201);
    const id = (created.body as { order: { id: string } }).order.id;
    const stored = await adminOrder(id);
    expect(stored.payload.coupon).toBeNull();
    expect(stored.payload.discount).toBe(0);
  });

  it('refuses a forged payment signature and leaves the order unpaid', async () => {
    const { id, razorpayOrderId } = await openOrder();
    const forged = await postJson(`${api.url}/orders/${id}/payment/verify`, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_FORGED1',
      razorpay_signature: hmacHex('a-guessed-secret', `${razorpayOrderId}|pay_FORGED1`),
    });
    expect(forged.status).toBe(400);
    expect((await adminOrder(id)).status).toBe('received');
  });

  it("refuses a genuine-looking signature for another order's payment", async () => {
    const first = await openOrder();
    const second = await openOrder();
    const response = await postJson(`${api.url}/orders/${second.id}/payment/verify`, {
      razorpay_order_id: first.razorpayOrderId,
      razorpay_payment_id: 'pay_OTHER1',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(response.status).toBe(400);
    expect((await adminOrder(second.id)).status).toBe('received');
  });

  it('refuses a webhook with a bad HMAC, and does not pay for a different amount', async () => {
    const { id, razorpayOrderId, amountPaise } = await openOrder();
    const event = (amount: number) =>
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_HOOK1', order_id: razorpayOrderId, amount, currency: 'INR' } } },
      });
    const badHmac = await postJson(`${api.url}/payments/razorpay/webhook`, event(amountPaise), {
      'X-Razorpay-Signature': hmacHex('not-the-webhook-secret', event(amountPaise)),
    });
    expect(badHmac.status).toBe(400);
    const unsigned = await postJson(`${api.url}/payments/razorpay/webhook`, event(amountPaise));
    expect(unsigned.status).toBe(400);
    const cheaper = event(100);
    const wrongAmount = await postJson(`${api.url}/payments/razorpay/webhook`, cheaper, {
      'X-Razorpay-Signature': hmacHex(WEBHOOK_SECRET, cheaper),
    });
    expect(wrongAmount.status).toBe(200);
    expect((await adminOrder(id)).status).toBe('received');
    // The genuine event, signed with the secret, does mark it paid: the refusals above were not luck.
    const genuine = event(amountPaise);
    await postJson(`${api.url}/payments/razorpay/webhook`, genuine, {
      'X-Razorpay-Signature': hmacHex(WEBHOOK_SECRET, genuine),
    });
    expect((await adminOrder(id)).status).toBe('paid');
  });

  it('refuses a wrong or missing admin token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-of-good-length' },
      { Authorization: ADMIN_TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${api.url}/admin/orders`, { headers });
      expect(response.status).toBe(401);
    }
  });
});
