import type { RemoteModule } from 'shared/core';

/** The section's federation entry (`./routes`): small, with every page loaded lazily. */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;

export const pages: RemoteModule['pages'] = {
  home: () => import('../pages/home-page'),
  services: () => import('../pages/services-page'),
  about: () => import('../pages/about-page'),
  contact: () => import('../pages/contact-page'),
  samples: () => import('../pages/samples-page'),
  terms: () => import('../pages/terms-page'),
  refund: () => import('../pages/refund-page'),
  login: () => import('../pages/login-page'),
  register: () => import('../pages/register-page'),
};

export const widgets: RemoteModule['widgets'] = {};
