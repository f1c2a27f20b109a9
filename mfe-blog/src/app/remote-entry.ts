import { pagesFrom, type RemoteModule } from '@shared/platform/core';
import { ROUTES } from './routes';

/**
 * The section's contract entry: federation exposes it as `./routes`, and the server build makes
 * it the section's server entry. Small: the routes as data, every page a lazy chunk
 * (`src/pages/<id>-page.tsx` serves the page `<id>`).
 */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;
export const routes = ROUTES;
// Pages in preview (`*-preview-page.tsx`) only in a build made with VITE_BLOG_PREVIEW set (routes.ts).
export const pages: RemoteModule['pages'] = pagesFrom(
  import.meta.env.VITE_BLOG_PREVIEW
    ? import.meta.glob('../pages/*-page.tsx')
    : import.meta.glob(['../pages/*-page.tsx', '!../pages/*-preview-page.tsx']),
);
export const widgets: RemoteModule['widgets'] = {};
