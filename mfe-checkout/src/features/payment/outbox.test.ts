import { describe, expect, it, vi } from 'vitest';
import type { PaymentVerifiedResponse } from '@shared/contracts';
import type { ApiResult } from './api';
import { createOutbox, OUTBOX_STORAGE_KEY, retryDelay, type OutboxEntry, type OutboxStorage } from './outbox';

const payment = {
  razorpay_order_id: 'order_TEST1',
  razorpay_payment_id: 'pay_TEST1',
  razorpay_signature: 'a'.repeat(64),
};
const ORDER_ID = '0f7c2d5e-8a51-4c0e-9a57-3b1c1d2e3f40';
const VERIFY_URL = `http://localhost:8787/orders/${ORDER_ID}/payment/verify`;
const confirmed: ApiResult<PaymentVerifiedResponse> = {
  ok: true,
  data: {
    ok: true,
    order: { id: ORDER_ID, reference: 'SD-7K3M-Q2', token: 'a'.repeat(32), status: 'paid', paymentId: 'pay_TEST1' },
  },
};
const serverError: ApiResult<PaymentVerifiedResponse> = {
  ok: false,
  kind: 'http',
  status: 500,
  error: null,
  fieldErrors: {},
};

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A clock and timer queue the test moves by hand. */
function fakeTime() {
  let time = 1_000_000;
  const timers: { at: number; callback: () => void }[] = [];
  return {
    now: () => time,
    setTimer: (callback: () => void, ms: number) => {
      const timer = { at: time + ms, callback };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle: unknown) => {
      const index = timers.indexOf(handle as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    async advance(ms: number) {
      time += ms;
      for (const timer of timers.filter((t) => t.at <= time)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
      await vi.waitFor(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    pending: () => timers.map((t) => t.at - time),
  };
}

describe('retryDelay', () => {
  it('doubles from 2 s up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000]);
    expect(retryDelay(30)).toBe(300_000);
  });
});

describe('the payment outbox', () => {
  it('keeps a payment until the server confirms it, retrying with backoff', async () => {
    const storage = memoryStorage();
    const time = fakeTime();
    const send = vi
      .fn<(entry: OutboxEntry) => Promise<ApiResult<PaymentVerifiedResponse>>>()
      .mockResolvedValueOnce(serverError)
      .mockResolvedValueOnce({ ok: false, kind: 'network' })
      .mockResolvedValue(confirmed);
    const outbox = createOutbox({ storage, send, ...time });
    const events: string[] = [];
    outbox.subscribe((event) => events.push(event.type));

    outbox.add(ORDER_ID, VERIFY_URL, payment);
    expect(JSON.parse(storage.data.get(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    const first = await outbox.sendNow('pay_TEST1');
    expect(first).toEqual(serverError);
    expect(outbox.entries()[0]).toMatchObject({ attempts: 1 });
    expect(time.pending()).toEqual([2000]);

    await time.advance(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.entries()[0]).toMatchObject({ attempts: 2 });
    expect(time.pending()).toEqual([4000]);

    await time.advance(4000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(outbox.entries()).toEqual([]);
    expect(storage.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
    expect(events).toContain('confirmed');
    expect(time.pending()).toEqual([]);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ orderId: ORDER_ID, verifyUrl: VERIFY_URL, payment });
  });

  it('sends what a previous visit left behind when it starts', async () => {
    const storage = memoryStorage();
    const time = fakeTime();
    const failing = createOutbox({ storage, send: async () => serverError, ...time });
    failing.add(ORDER_ID, VERIFY_URL, payment);
    await failing.sendNow('pay_TEST1');

    // Next visit: a new page, a new outbox over the same storage.
    const send = vi.fn(async () => confirmed);
    const nextVisit = createOutbox({ storage, send, ...time });
    expect(nextVisit.entries()).toHaveLength(1);
    nextVisit.start();
    await time.advance(0);
    expect(send).not.toHaveBeenCalled(); // not due yet: the backoff holds across visits
    await time.advance(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(nextVisit.entries()).toEqual([]);
  });

  it('sends one payment once at a time', async () => {
    let release: (value: ApiResult<PaymentVerifiedResponse>) => void = () => undefined;
    const send = vi.fn(() => new Promise<ApiResult<PaymentVerifiedResponse>>((resolve) => (release = resolve)));
    const outbox = createOutbox({ storage: memoryStorage(), send, ...fakeTime() });
    outbox.add(ORDER_ID, VERIFY_URL, payment);
    const first = outbox.sendNow('pay_TEST1');
    expect(await outbox.sendNow('pay_TEST1')).toBeNull();
    release(confirmed);
    expect(await first).toEqual(confirmed);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops damaged stored entries and keeps the good ones', () => {
    const storage = memoryStorage();
    const good: OutboxEntry = {
      orderId: ORDER_ID,
      verifyUrl: VERIFY_URL,
      payment,
      savedAt: '2030-01-01T00:00:00.000Z',
      attempts: 3,
      nextAttemptAt: 0,
    };
    storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([good, { orderId: 'x' }, 42]));
    expect(createOutbox({ storage, send: async () => confirmed }).entries()).toEqual([good]);
    storage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    expect(createOutbox({ storage, send: async () => confirmed }).entries()).toEqual([]);
  });

  it('works in memory when storage is unavailable', async () => {
    const send = vi.fn(async () => confirmed);
    const outbox = createOutbox({ storage: null, send, ...fakeTime() });
    outbox.add(ORDER_ID, VERIFY_URL, payment);
    expect(outbox.entries()).toHaveLength(1);
    await outbox.sendNow('pay_TEST1');
    expect(outbox.entries()).toEqual([]);
  });
});
