import { use } from 'react';
import { ServerFormsContext } from '@shared/platform/core';
import { useLocation } from '@shared/platform/router';

/**
 * The data the page's server half gave it (its loader's, or its action's when the page answers a
 * post: ADR 033), as the server rendered the page with it; the same while the page hydrates. A
 * page reached later in the browser has none (`undefined`): loaders run on the server only, and
 * the data names the path it is for. It crossed the network as JSON: check its shape.
 *
 * Here, not in the platform singleton: only the pages that read it pay for it.
 */
export function useRouteData(): unknown {
  const data = use(ServerFormsContext).data;
  const { pathname } = useLocation();
  return data?.path === pathname ? data.value : undefined;
}
