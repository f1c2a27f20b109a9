import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { getSectionLoader, SiteRoutesContext, type SectionName, type SiteRoute } from '@shared/platform/core';
import type { RouteTable } from './site-data';

interface RouteTableState extends RouteTable {
  /** Sections whose routes could not be learnt in the browser either. */
  failedSections: readonly SectionName[];
  /** Loads the unknown sections' contracts and adds their routes; one attempt at a time. */
  learnUnknown: () => Promise<void>;
}

const RouteTableContext = createContext<RouteTableState | null>(null);

/**
 * The pages the shell routes to: what the server knew, plus what the browser learns later from
 * sections the server could not reach (or, in development, from every section at start).
 */
export function RouteTableProvider({ initial, children }: { initial: RouteTable; children: ReactNode }) {
  const [table, setTable] = useState(initial);
  const [failedSections, setFailed] = useState<readonly SectionName[]>([]);
  const learning = useRef<Promise<void> | null>(null);

  const learnUnknown = useCallback(() => {
    learning.current ??= learnRoutes(table.unknownSections).then(({ routes, failed }) => {
      learning.current = null;
      setTable((current) => ({
        routes: [...current.routes, ...routes],
        unknownSections: current.unknownSections.filter((section) => failed.includes(section)),
      }));
      setFailed(failed);
    });
    return learning.current;
  }, [table.unknownSections]);

  return (
    <RouteTableContext value={{ ...table, failedSections, learnUnknown }}>
      <SiteRoutesContext value={table.routes}>{children}</SiteRoutesContext>
    </RouteTableContext>
  );
}

export function useRouteTable(): RouteTableState {
  const table = use(RouteTableContext);
  if (!table) throw new Error('useRouteTable needs a RouteTableProvider');
  return table;
}

async function learnRoutes(sections: readonly SectionName[]) {
  const loader = getSectionLoader();
  const results = await Promise.allSettled(sections.map((section) => loader.load(section)));
  const routes: SiteRoute[] = [];
  const failed: SectionName[] = [];
  results.forEach((result, index) => {
    const section = sections[index]!;
    if (result.status === 'fulfilled') routes.push(...result.value.routes.map((route) => ({ ...route, section })));
    else failed.push(section);
  });
  return { routes, failed };
}
