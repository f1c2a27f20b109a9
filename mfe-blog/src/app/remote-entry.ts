import type { RemoteModule } from 'shared/core';

/** The section's federation entry (`./routes`): small, with every page loaded lazily. */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;

export const pages: RemoteModule['pages'] = {
  'blog-index': () => import('../pages/blog-index-page'),
  article: () => import('../pages/article-page'),
};

export const widgets: RemoteModule['widgets'] = {};
