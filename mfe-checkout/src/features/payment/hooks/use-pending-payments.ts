import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../outbox';
import { paymentOutbox } from '../pending-payments';

const none: OutboxEntry[] = [];

/** Payments that went through and wait in the outbox for the server to confirm them. */
export function usePendingPayments(): OutboxEntry[] {
  return useSyncExternalStore(paymentOutbox.subscribe, paymentOutbox.entries, () => none);
}
