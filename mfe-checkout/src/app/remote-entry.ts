import type { RemoteModule } from 'shared/core';
import { OUTBOX_STORAGE_KEY } from '../features/payment/outbox-key';

/** The section's federation entry (`./routes`): small, with every page loaded lazily. */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;

export const pages: RemoteModule['pages'] = {
  'order-start': () => import('../pages/order-start-page'),
  'order-details': () => import('../pages/order-details-page'),
  'task-details': () => import('../pages/task-details-page'),
  specialist: () => import('../pages/specialist-page'),
  'payment-success': () => import('../pages/payment-success-page'),
};

export const widgets: RemoteModule['widgets'] = {
  quote: () => import('../features/quote/quote-widget'),
};

// A paid order is never lost: when the section loads and an earlier visit left a payment waiting
// for the server's confirmation, the outbox (a small chunk) starts re-sending it.
try {
  if (typeof window !== 'undefined' && window.localStorage.getItem(OUTBOX_STORAGE_KEY)) {
    void import('../features/payment/pending-payments').then((outbox) => outbox.startPaymentOutbox());
  }
} catch {
  // Storage blocked: there is no outbox to send.
}
