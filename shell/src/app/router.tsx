import { Navigate, Route, Routes, useLocation } from '@shared/platform/router';
import { SiteLayout } from '../layout/site-layout';
import { CatchAllRoute } from '../pages/catch-all-route';
import { SiteErrorBoundary } from '../pages/site-error-boundary';
import { redirectTarget } from './redirects';
import { useRouteTable } from './route-table';
import { SectionRoute } from './section-route';

/**
 * The route table, built from the pages each section publishes. Matching is case-insensitive
 * (React Router's default); a legacy link or a non-canonical spelling is replaced by its
 * canonical URL first (the server answers those with a redirect before rendering).
 */
export function SiteRoutes() {
  const { routes } = useRouteTable();
  const location = useLocation();
  const target = redirectTarget(location.pathname, routes);
  if (target) return <Navigate replace to={{ pathname: target, search: location.search, hash: location.hash }} />;
  return (
    <SiteErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<SectionRoute route={route} />} />
          ))}
          <Route path="*" element={<CatchAllRoute />} />
        </Route>
      </Routes>
    </SiteErrorBoundary>
  );
}
