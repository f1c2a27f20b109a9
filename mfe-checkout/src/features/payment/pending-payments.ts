/** The page-wide payment outbox, kept in local storage and sent to the api's verify endpoint. */
import { verifyPayment } from './api';
import { createOutbox, type OutboxStorage } from './outbox';

function browserStorage(): OutboxStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const paymentOutbox = createOutbox({
  storage: browserStorage(),
  send: (entry) => verifyPayment(entry.verifyUrl, entry.payment),
});

let started = false;

/** Sends whatever a previous visit left waiting; called when the checkout section loads. */
export function startPaymentOutbox(): void {
  if (started) return;
  started = true;
  paymentOutbox.start();
  window.addEventListener('online', () => void paymentOutbox.flush());
}
