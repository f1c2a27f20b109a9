import { preinit, preconnect } from 'react-dom';
import { Suspense, use } from 'react';
import { getSectionLoader, RemoteBoundary, SectionPage, type SiteRoute } from 'shared/core';
import { useLocation } from 'shared/router';
import { DocumentMeta } from '../layout/document-meta';
import { PageLoading } from '../layout/page-loading';
import { AfterHydration, ServerAssetsContext, useServedAsLoading } from './initial-render';

/** One page of a section: its head tags, and the section's page inside a boundary. */
export function SectionRoute({ route }: { route: SiteRoute }) {
  const { pathname } = useLocation();
  const servedAsLoading = useServedAsLoading(pathname);
  const page = <SectionPage section={route.section} page={route.page} />;
  return (
    <>
      <DocumentMeta title={route.title} description={route.description} path={pathname} indexable={route.indexable} />
      <SectionAssets />
      <RemoteBoundary key={route.path} section={route.section} onRetry={() => getSectionLoader().reset(route.section)}>
        <Suspense fallback={<PageLoading />}>
          {servedAsLoading ? <AfterHydration fallback={<PageLoading />}>{page}</AfterHydration> : page}
        </Suspense>
      </RemoteBoundary>
    </>
  );
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
