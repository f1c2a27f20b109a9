import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createFederationSectionLoader,
  fetchRuntimeConfig,
  findRoute,
  preloadSectionPage,
  provideRuntimeConfig,
  provideSectionLoader,
  reportCaughtError,
  RuntimeConfigError,
  SECTION_NAMES,
  signalHealth,
  type RuntimeConfig,
} from '@shared/platform/core';
import { BrowserRouter } from '@shared/platform/router';
import '@shared/ui/tokens.css';
import '../styles/global.css';
import { readConsent } from '../features/consent';
import { startVitals, watchEarly } from '../features/vitals';
import { ConfigErrorPage } from '../pages/config-error-page';
import { rememberRenderedBuilds } from './build-freshness';
import { Document, START_SCRIPT_ELEMENT_ID } from './document';
import { startNavigationPreloads } from './navigation-preload';
import { SiteRoutes } from './router';
import { SiteApp } from './site-app';
import { SITE_DATA_ELEMENT_ID, SiteDataSchema } from './site-data';

/**
 * Hands the federation runtime the manifests the page carries, each once: a retry after a failed
 * load (a section redeployed since) asks the network for the current one.
 */
function inlineManifests(manifests: Record<string, unknown>): ModuleFederationRuntimePlugin {
  const unused = new Map(Object.entries(manifests));
  return {
    name: 'site:inline-manifests',
    fetch(url) {
      const manifest = unused.get(url);
      if (manifest === undefined) return;
      unused.delete(url);
      return Promise.resolve(Response.json(manifest));
    },
  };
}

/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input. Where the
 * browser has `scheduler.yield()`, the rest of the start-up continues before tasks queued since
 * (`setTimeout` puts it behind them), so less unrelated work comes before hydration.
 */
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
const nextTask = (): Promise<void> =>
  scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve));

function connectSections(config: RuntimeConfig) {
  provideRuntimeConfig(config);
  provideSectionLoader(createFederationSectionLoader({ loadRemote, registerRemotes }, config.remotes));
}

/**
 * The composition server rendered the page: load what the requested page needs (its section's
 * entry and page chunk, and the page's own data), then hydrate the document, so nothing suspends
 * and nothing on screen changes.
 */
async function hydrate(dataJson: string) {
  // Evaluating the shell's modules was this task's work; checking the page's data is the next's.
  await nextTask();
  const data = SiteDataSchema.parse(JSON.parse(dataJson));
  registerPlugins([inlineManifests(data.federationManifests)]);
  connectSections(data.config);
  rememberRenderedBuilds(data.builds);
  const { pathname } = window.location;
  const route = findRoute(data.routes, pathname);
  if (route && data.render === 'server') {
    // Each in a task of its own, so that together with the page's code they make no long task.
    // A chunk that fails here fails again, and is reported, when the section loads it.
    for (const url of data.assets.early) {
      await import(/* @vite-ignore */ url).catch(() => {});
      await nextTask();
    }
    // A failure here shows the section's fallback in place once hydrated.
    await preloadSectionPage(route.section, route.page, pathname, data.config).catch(() => {});
    // Evaluating the section's modules was this task's work; hydration starts in the next one, so
    // the two never add up to one long task.
    await nextTask();
  }
  const site = (
    <SiteApp
      config={data.config}
      table={{ routes: data.routes, unknownSections: data.unknownSections }}
      consent={data.consent}
      initialRender={{ path: pathname, mode: data.render }}
      forms={data.forms}
    >
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteApp>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (on a mid-range phone, half a second of blocking time); a
  // click on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          data={data}
          dataJson={dataJson}
          startScript={document.getElementById(START_SCRIPT_ELEMENT_ID)?.textContent ?? ''}
        >
          {site}
        </Document>
      </StrictMode>,
      {
        // A mismatch means the server and the browser disagreed: say so loudly (e2e fails on it).
        onRecoverableError: (error) => {
          console.error('[hydration]', error);
          signalHealth({ kind: 'hydration' });
        },
        onCaughtError: reportCaughtError,
      },
    );
  });
  startNavigationPreloads(data.routes, data.config);
  startVitals(data.config, data.routes, data.render);
}

/** Development (Vite's dev server, no composition server): fetch the config and render in the browser. */
async function renderInBrowser() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  let config: RuntimeConfig;
  try {
    config = await fetchRuntimeConfig();
  } catch (error) {
    const failure = error instanceof RuntimeConfigError ? error : new RuntimeConfigError(String(error), '(file)');
    root.render(<ConfigErrorPage error={failure} retryHref={window.location.href} />);
    return;
  }
  connectSections(config);
  const site: ReactNode = (
    <SiteApp
      config={config}
      table={{ routes: [], unknownSections: SECTION_NAMES.filter((section) => config.remotes[section]) }}
      consent={readConsent(document.cookie)}
      initialRender={null}
    >
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteApp>
  );
  root.render(<StrictMode>{site}</StrictMode>);
}

watchEarly();
const data = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
void (data ? hydrate(data) : renderInBrowser());
