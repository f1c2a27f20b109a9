import type { ReactNode } from 'react';
import { RuntimeConfigContext, ServerFormsContext, type RuntimeConfig, type ServerForms } from '@shared/platform/core';
import type { ConsentChoice } from '../features/consent';
import { ConsentProvider } from '../features/consent';
import { InitialRenderContext, ServerAssetsContext, type ServerAssets } from './initial-render';
import { RouteTableProvider } from './route-table';
import type { RouteTable } from './site-data';

interface Props {
  config: RuntimeConfig;
  table: RouteTable;
  consent: ConsentChoice;
  initialRender: { path: string; mode: 'server' | 'client' } | null;
  /** The page's native-form key and posted form (see `SiteData.forms`); none where the browser renders alone. */
  forms?: ServerForms;
  /** What the server puts into the head for the page it renders; null in the browser. */
  serverAssets?: ServerAssets | null;
  /** The router with the site's routes inside: BrowserRouter in the browser, StaticRouter on the server. */
  children: ReactNode;
}

const NO_FORMS: ServerForms = { key: '', posted: null };

/** What every render of the site provides, on the server and in the browser alike. */
export function SiteApp({
  config,
  table,
  consent,
  initialRender,
  forms = NO_FORMS,
  serverAssets = null,
  children,
}: Props) {
  return (
    <RuntimeConfigContext value={config}>
      <ConsentProvider initial={consent}>
        <RouteTableProvider initial={table}>
          <InitialRenderContext value={initialRender}>
            <ServerAssetsContext value={serverAssets}>
              <ServerFormsContext value={forms}>{children}</ServerFormsContext>
            </ServerAssetsContext>
          </InitialRenderContext>
        </RouteTableProvider>
      </ConsentProvider>
    </RuntimeConfigContext>
  );
}
