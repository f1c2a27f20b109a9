import { use, useEffect } from 'react';
import { getSectionLoader, normalisePath, RemoteBoundary, type SectionName } from '@shared/platform/core';
import { useLocation } from '@shared/platform/router';
import { PageLoading } from '../layout/page-loading';
import { prefixOwner } from '../app/ownership';
import { useRouteTable } from '../app/route-table';
import { NotFoundPage } from './not-found-page';

/**
 * A path no known route serves. While some sections' pages are still unknown (the server could not
 * reach them, or in development), it holds the page's place and learns them; a path under the
 * prefix of a section that cannot be reached gets that section's fallback; anything else is a 404.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  const { unknownSections, failedSections, learnUnknown } = useRouteTable();
  const learning = unknownSections.some((section) => !failedSections.includes(section));
  useEffect(() => {
    if (learning) void learnUnknown();
  }, [learning, learnUnknown]);
  if (learning) return <PageLoading />;
  const owner = prefixOwner(normalisePath(pathname));
  if (owner && failedSections.includes(owner)) {
    return (
      <RemoteBoundary
        section={owner}
        onRetry={() => {
          getSectionLoader().reset(owner);
          void learnUnknown();
        }}
      >
        <SectionFailure section={owner} />
      </RemoteBoundary>
    );
  }
  return <NotFoundPage />;
}

/** Throws the section's load failure into the boundary, which tells "unavailable" from "updated". */
function SectionFailure({ section }: { section: SectionName }) {
  use(getSectionLoader().load(section));
  return null;
}
