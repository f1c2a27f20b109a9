/**
 * The browser outbox for paid orders, so that a paid order is never lost. A successful payment is written here
 * before its verification is sent; it stays until the server confirms, and is re-sent with
 * backoff, on this visit and on the next one. Framework-free: storage, clock and timers are injected.
 */
import { PaymentVerifyRequestSchema, type PaymentVerifiedResponse, type PaymentVerifyRequest } from '@shared/contracts';
import * as z from 'zod/mini';
import type { ApiResult } from './api';
import { OUTBOX_STORAGE_KEY } from './outbox-key';

export { OUTBOX_STORAGE_KEY };
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;

export const OutboxEntrySchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  verifyUrl: z.url({ protocol: /^https?$/ }),
  payment: PaymentVerifyRequestSchema,
  savedAt: z.string(),
  /** Failed sends so far. */
  attempts: z.number().check(z.int(), z.minimum(0)),
  /** Epoch ms of the next send. */
  nextAttemptAt: z.number(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

/** Wait before the next send after `attempts` failures: 2 s, 4 s, 8 s … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type OutboxEvent =
  { type: 'confirmed'; entry: OutboxEntry; response: PaymentVerifiedResponse } | { type: 'changed' };

export interface OutboxDeps {
  storage: OutboxStorage | null;
  send: (entry: OutboxEntry) => Promise<ApiResult<PaymentVerifiedResponse>>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: OutboxEvent) => void>();
  const inFlight = new Set<string>();
  let memory: OutboxEntry[] = [];
  let timer: unknown = null;
  let snapshot: OutboxEntry[] | null = null;

  function read(): OutboxEntry[] {
    if (!deps.storage) return memory;
    let raw: string | null = null;
    try {
      raw = deps.storage.getItem(OUTBOX_STORAGE_KEY);
    } catch {
      return memory;
    }
    if (!raw) return [];
    try {
      const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
      // A damaged entry is dropped on its own; the others are kept.
      return parsed.flatMap((item) => {
        const entry = OutboxEntrySchema.safeParse(item);
        return entry.success ? [entry.data] : [];
      });
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]) {
    memory = entries;
    snapshot = null;
    try {
      if (entries.length === 0) deps.storage?.removeItem(OUTBOX_STORAGE_KEY);
      else deps.storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the entry lives in memory for this visit.
    }
    emit({ type: 'changed' });
  }

  function emit(event: OutboxEvent) {
    for (const listener of listeners) listener(event);
  }

  function update(paymentId: string, change: (entry: OutboxEntry) => OutboxEntry | null) {
    const entries = read();
    const next = entries.flatMap((entry) => {
      if (entry.payment.razorpay_payment_id !== paymentId) return [entry];
      const changed = change(entry);
      return changed ? [changed] : [];
    });
    write(next);
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const entries = read();
    if (entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAttemptAt));
    timer = setTimer(
      () => {
        timer = null;
        void flush();
      },
      Math.max(0, next - now()),
    );
  }

  async function attempt(entry: OutboxEntry): Promise<ApiResult<PaymentVerifiedResponse> | null> {
    const paymentId = entry.payment.razorpay_payment_id;
    if (inFlight.has(paymentId)) return null;
    inFlight.add(paymentId);
    try {
      const result = await deps.send(entry);
      if (result.ok) {
        update(paymentId, () => null);
        emit({ type: 'confirmed', entry, response: result.data });
      } else {
        update(paymentId, (current) => {
          const attempts = current.attempts + 1;
          return { ...current, attempts, nextAttemptAt: now() + retryDelay(attempts) };
        });
      }
      return result;
    } finally {
      inFlight.delete(paymentId);
      schedule();
    }
  }

  /** Sends every entry that is due. */
  async function flush(): Promise<void> {
    const due = read().filter((entry) => entry.nextAttemptAt <= now());
    await Promise.all(due.map(attempt));
    schedule();
  }

  return {
    entries(): OutboxEntry[] {
      snapshot ??= read();
      return snapshot;
    },
    /** Keeps a payment, before anything is sent, so that it survives a failed send or a closed tab. */
    add(orderId: string, verifyUrl: string, payment: PaymentVerifyRequest): OutboxEntry {
      const entry: OutboxEntry = {
        orderId,
        verifyUrl,
        payment,
        savedAt: new Date(now()).toISOString(),
        attempts: 0,
        nextAttemptAt: now(),
      };
      const others = read().filter((e) => e.payment.razorpay_payment_id !== payment.razorpay_payment_id);
      write([...others, entry]);
      return entry;
    },
    /** Sends one entry at once; null when it is already being sent. */
    async sendNow(paymentId: string): Promise<ApiResult<PaymentVerifiedResponse> | null> {
      const entry = read().find((e) => e.payment.razorpay_payment_id === paymentId);
      return entry ? attempt(entry) : null;
    },
    flush,
    /** Starts sending what is waiting (on load, and again when the browser comes back online). */
    start(): void {
      void flush();
    },
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
