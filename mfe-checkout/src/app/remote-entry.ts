import { pagesFrom, type RemoteModule } from '@shared/platform/core';
import { ROUTES } from './routes';
import { OUTBOX_STORAGE_KEY } from '../features/payment/outbox-key';

/**
 * The section's contract entry: federation exposes it as `./routes`, and the server build makes
 * it the section's server entry. Small: the routes as data, every page a lazy chunk
 * (`src/pages/<id>-page.tsx` serves the page `<id>`).
 */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;
export const routes = ROUTES;
export const pages: RemoteModule['pages'] = pagesFrom(import.meta.glob('../pages/*-page.tsx'));
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
