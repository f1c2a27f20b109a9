import { REMOTE_CONTRACT_VERSION, type RemoteModule } from 'shared';

/** The section's federation entry (`./routes`): small, with every page loaded lazily. */
export const contractVersion = REMOTE_CONTRACT_VERSION;
export const buildId = __BUILD_ID__;

export const pages: RemoteModule['pages'] = {
  'blog-index': () => import('../pages/blog-index-page'),
  article: () => import('../pages/article-page'),
};

export const widgets: RemoteModule['widgets'] = {};
