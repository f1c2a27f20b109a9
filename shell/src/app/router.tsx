import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_MAP } from 'shared';
import { SiteLayout } from '../layout/site-layout';
import { CatchAllRoute } from '../pages/catch-all-route';
import { RouteErrorPage } from '../pages/route-error-page';
import { SectionRoute } from './section-route';

/**
 * The route table, built from the site map: every page belongs to one section and is rendered by
 * that section's remote. Matching is case-insensitive (React Router's default); SectionRoute
 * then replaces a non-canonical spelling with the canonical URL.
 */
export function siteRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...SITE_MAP.map((entry) => ({ path: entry.path, element: <SectionRoute entry={entry} /> })),
        { path: '*', element: <CatchAllRoute /> },
      ],
    },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRoutes());
}
