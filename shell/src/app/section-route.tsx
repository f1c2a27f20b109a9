import { Suspense } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { getSectionLoader, RemoteBoundary, SectionPage, type SiteMapEntry } from 'shared/core';
import { DocumentMeta } from '../layout/document-meta';
import { PageLoading } from '../layout/page-loading';

/** One site-map page: its title and description, and the owning remote's page inside a boundary. */
export function SectionRoute({ entry }: { entry: SiteMapEntry }) {
  const location = useLocation();
  if (location.pathname !== entry.path) {
    return <Navigate replace to={{ pathname: entry.path, search: location.search, hash: location.hash }} />;
  }
  return (
    <>
      <DocumentMeta title={entry.title} description={entry.description} />
      <RemoteBoundary key={entry.path} section={entry.owner} onRetry={() => getSectionLoader().reset(entry.owner)}>
        <Suspense fallback={<PageLoading />}>
          <SectionPage section={entry.owner} page={entry.page} />
        </Suspense>
      </RemoteBoundary>
    </>
  );
}
