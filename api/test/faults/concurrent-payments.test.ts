import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from '../api-process';
import { order, postJson } from '../fixtures';
import { standInRazorpay } from '../razorpay-stand-in';
import { createPostgresDatabase, postgresUrl } from '../test-database';

/**
 * A burst of payments on two instances whose pools hold two connections each, while Razorpay
 * takes half a second to answer. Opening a payment holds no connection across the call, so the
 * pools stay free (the readiness check answers at once) and each order still gets exactly one
 * Razorpay order, whichever instances its requests reach.
 */

const ORDERS = 20;
const RAZORPAY_DELAY_MS = 500;
const server = postgresUrl();
const razorpay = standInRazorpay(RAZORPAY_DELAY_MS);
let instances: ApiProcess[] = [];

describe.skipIf(!server)('20 concurrent payments on two instances with a pool of 2', () => {
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await createPostgresDatabase(server!),
      DATABASE_POOL_SIZE: '2',
      RATE_LIMIT_PER_MINUTE: '100000',
      RAZORPAY_KEY_ID: 'rzp_live_standin',
      RAZORPAY_KEY_SECRET: 'live-key-secret-for-faults',
      RAZORPAY_API_URL: await razorpay.listen(),
    };
    instances = [await startApi(env), await startApi(env)];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await razorpay.close();
  });

  it('opens exactly one Razorpay order per order, and the pools stay free meanwhile', async () => {
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const created = await postJson(`${instances[i % 2]!.url}/orders`, { ...order, wordCount: 500 + i });
      expect(created.status).toBe(201);
      ids.push((created.body as { order: { id: string } }).order.id);
    }
    // Every order's payment is asked for twice at once, once on each instance (a double click
    // spread by the load balancer): 40 requests in flight together.
    const started = Date.now();
    const payments = Promise.all(
      ids.flatMap((id) => instances.map((instance) => postJson(`${instance.url}/orders/${id}/payment`, {}))),
    );
    // While Razorpay is still answering, each instance's database connections are free.
    await new Promise((resolve) => setTimeout(resolve, RAZORPAY_DELAY_MS / 4));
    const ready = await Promise.all(
      instances.map(async (instance) => {
        const t0 = Date.now();
        const response = await fetch(`${instance.url}/readyz`);
        return { status: response.status, ms: Date.now() - t0 };
      }),
    );
    const responses = await payments;
    const elapsed = Date.now() - started;
    console.info(
      `40 payment requests: ${elapsed} ms; /readyz during the burst: ${ready.map((r) => r.ms).join(', ')} ms`,
    );

    expect(ready.every((r) => r.status === 200 && r.ms < RAZORPAY_DELAY_MS)).toBe(true);
    expect(responses.map((r) => r.status)).toEqual(Array(ORDERS * 2).fill(200));
    expect(razorpay.created()).toBe(ORDERS);
    const receipts = razorpay.receipts();
    expect(ids.map((id) => receipts.get(id))).toEqual(Array(ORDERS).fill(1));
    // Both answers for an order name its one Razorpay order, and no two orders share one.
    const named = responses.map((r) => (r.body as { razorpayOrderId: string }).razorpayOrderId);
    for (let i = 0; i < ORDERS; i += 1) expect(named[2 * i]).toBe(named[2 * i + 1]);
    expect(new Set(named).size).toBe(ORDERS);
  });
});
