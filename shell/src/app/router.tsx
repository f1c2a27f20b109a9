import { Route, Routes } from 'shared/router';
import { SITE_MAP } from 'shared/core';
import { SiteLayout } from '../layout/site-layout';
import { CatchAllRoute } from '../pages/catch-all-route';
import { SiteErrorBoundary } from '../pages/site-error-boundary';
import { SectionRoute } from './section-route';

/**
 * The route table, built from the site map: every page belongs to one section and is rendered by
 * that section's remote. Matching is case-insensitive (React Router's default); SectionRoute
 * then replaces a non-canonical spelling with the canonical URL.
 */
export function SiteRoutes() {
  return (
    <SiteErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {SITE_MAP.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<SectionRoute entry={entry} />} />
          ))}
          <Route path="*" element={<CatchAllRoute />} />
        </Route>
      </Routes>
    </SiteErrorBoundary>
  );
}
