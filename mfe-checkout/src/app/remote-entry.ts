import type { RemoteModule } from 'shared';

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

export const widgets: RemoteModule['widgets'] = {};
