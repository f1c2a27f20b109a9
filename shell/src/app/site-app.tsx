import type { ReactNode } from 'react';
import { RuntimeConfigContext, type RuntimeConfig } from 'shared/core';
import type { ConsentChoice } from '../features/consent/consent-cookie';
import { ConsentProvider } from '../features/consent/consent-context';
import { InitialRenderContext } from './initial-render';
import { RouteTableProvider } from './route-table';
import type { RouteTable } from './site-data';

interface Props {
  config: RuntimeConfig;
  table: RouteTable;
  consent: ConsentChoice;
  initialRender: { path: string; mode: 'server' | 'client' } | null;
  /** The router with the site's routes inside: BrowserRouter in the browser, StaticRouter on the server. */
  children: ReactNode;
}

/** What every render of the site provides, on the server and in the browser alike. */
export function SiteApp({ config, table, consent, initialRender, children }: Props) {
  return (
    <RuntimeConfigContext value={config}>
      <ConsentProvider initial={consent}>
        <RouteTableProvider initial={table}>
          <InitialRenderContext value={initialRender}>{children}</InitialRenderContext>
        </RouteTableProvider>
      </ConsentProvider>
    </RuntimeConfigContext>
  );
}
