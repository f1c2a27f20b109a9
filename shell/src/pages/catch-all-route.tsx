import { Navigate, useLocation } from 'shared/router';
import { REDIRECTS, normalisePath } from 'shared/core';
import { NotFoundPage } from './not-found-page';

/** Legacy link forms redirect (with replace) to their canonical URL; anything else is a 404. */
export function CatchAllRoute() {
  const location = useLocation();
  const target = REDIRECTS[normalisePath(location.pathname)];
  if (target) return <Navigate replace to={{ pathname: target, search: location.search, hash: location.hash }} />;
  return <NotFoundPage />;
}
