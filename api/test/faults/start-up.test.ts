import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistentStore } from './harness';

/** The built api as production starts it: no silent test mode for payments. */

let store: Awaited<ReturnType<typeof persistentStore>>;
beforeAll(async () => {
  store = await persistentStore();
});
afterAll(() => store.remove());

describe('a production start', () => {
  it('refuses to start without Razorpay keys unless test mode is set', async () => {
    // NODE_ENV is not set: the api assumes production.
    await expect(store.start({ PAYMENTS_TEST_MODE: 'false' })).rejects.toThrow(
      /exited with 1 before listening: .*RAZORPAY_KEY_ID: A production start needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/s,
    );
    const staging = await store.start({ PAYMENTS_TEST_MODE: 'true' });
    try {
      expect(staging.logs.some((line) => String(line.msg).includes('TEST MODE'))).toBe(true);
      expect((await fetch(`${staging.url}/test-checkout.js`)).status).toBe(200);
    } finally {
      await staging.stop();
    }
  });

  it('with live keys, starts and serves no stand-in checkout', async () => {
    const live = await store.start({
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'live-secret',
    });
    try {
      expect((await fetch(`${live.url}/test-checkout.js`)).status).toBe(404);
    } finally {
      await live.stop();
    }
  });
});
