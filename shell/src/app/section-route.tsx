import { preinit, preconnect } from 'react-dom';
import { Suspense, use, useCallback, useEffect, useReducer } from 'react';
import {
  getSectionLoader,
  preloadSectionPage,
  RemoteBoundary,
  SectionPage,
  useRuntimeConfig,
  type SiteRoute,
} from '@shared/platform/core';
import { useLocation } from '@shared/platform/router';
import { DocumentMeta } from '../layout/document-meta';
import { FreshBuild } from './build-freshness';
import { PageLoading } from '../layout/page-loading';
import { AfterHydration, ServerAssetsContext, useServedAsLoading } from './initial-render';

/** One page of a section: its head tags, and the section's page inside a boundary. */
export function SectionRoute({ route }: { route: SiteRoute }) {
  const { pathname } = useLocation();
  const config = useRuntimeConfig();
  const servedAsLoading = useServedAsLoading(pathname);
  const [, reveal] = useReducer((count: number) => count + 1, 0);
  const whenLoaded = useCallback(
    () => preloadSectionPage(route.section, route.page, pathname, config),
    [route.section, route.page, pathname, config],
  );
  const page = (
    <FreshBuild section={route.section}>
      <SectionPage section={route.section} page={route.page} />
    </FreshBuild>
  );
  return (
    <>
      <DocumentMeta title={route.title} description={route.description} path={pathname} indexable={route.indexable} />
      <SectionAssets />
      <RemoteBoundary key={route.path} section={route.section} onRetry={() => getSectionLoader().reset(route.section)}>
        <Suspense fallback={<LoadingUntil whenLoaded={whenLoaded} onLoaded={reveal} />}>
          {servedAsLoading ? <AfterHydration fallback={<PageLoading />}>{page}</AfterHydration> : page}
        </Suspense>
      </RemoteBoundary>
    </>
  );
}

/**
 * The loading state while a section's page loads. React reveals a boundary's content no sooner
 * than 300 ms after its fallback appeared (it batches reveals), which alone would make every
 * navigation to a page not yet loaded take 300 ms. So once the page has loaded (or failed), this
 * re-renders the route: an ordinary update, which React commits at once.
 */
function LoadingUntil({ whenLoaded, onLoaded }: { whenLoaded: () => Promise<unknown>; onLoaded: () => void }) {
  useEffect(() => {
    let shown = true;
    const done = () => shown && onLoaded();
    whenLoaded().then(done, done);
    return () => {
      shown = false;
    };
  }, [whenLoaded, onLoaded]);
  return <PageLoading />;
}

/**
 * On the server: puts the section's stylesheets into the document's head (the server inlines
 * them). Its modules are preloaded by `start.js`, from the page's data, after the first paint.
 */
function SectionAssets() {
  const assets = use(ServerAssetsContext);
  if (!assets) return null;
  for (const origin of assets.origins) preconnect(origin, { crossOrigin: '' });
  for (const href of assets.styles) preinit(href, { as: 'style', precedence: 'section', crossOrigin: '' });
  return null;
}
