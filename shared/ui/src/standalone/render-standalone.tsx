/**
 * Runs one remote on its own, for QA: the same pages the shell composes, in a bare router, with
 * the runtime config read from the build's own folder (the root of the remote's origin, or a
 * folder of one: standalone-base.ts). Other sections (a widget the page embeds,
 * the blog's article index on the home page) are still loaded through federation from the
 * config's manifest URLs, when they are reachable.
 */
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, Route, Routes } from '@shared/platform/router';
import type * as SharedCore from '@shared/platform/core';
import type { FederationRuntime, PageRoute, RemoteModule, SectionName, SiteRoute } from '@shared/platform/core';
import '../tokens/tokens.css';
import { reachableRemotes } from './reachable-remotes';
import { routerBasename, standaloneBase } from './standalone-base';
import './standalone.css';

/**
 * `shared` is the remote's own import of the singleton, passed in: inside this package a bare
 * `@shared/platform/core` import is not routed through federation (dev mode then gives it a second copy),
 * and the config and section loader provided here must be the ones the remote's pages read.
 */
export async function renderStandalone(
  section: SectionName,
  local: RemoteModule,
  runtime: FederationRuntime,
  shared: typeof SharedCore,
) {
  const {
    createFederationSectionLoader,
    fetchRuntimeConfig,
    getSectionLoader,
    provideRuntimeConfig,
    provideSectionLoader,
    RemoteBoundary,
    reportCaughtError,
    RuntimeConfigContext,
    SectionPage,
    SiteRoutesContext,
  } = shared;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  const base = standaloneBase(import.meta.url, import.meta.env.DEV);
  let config: SharedCore.RuntimeConfig;
  let federated: Promise<SharedCore.SectionLoader>;
  try {
    config = await fetchRuntimeConfig(new URL('config.json', base).href);
    provideRuntimeConfig(config);
    // Only the sections that answer are loaded through federation (reachable-remotes.ts).
    federated = reachableRemotes(config.remotes, section).then((remotes) =>
      createFederationSectionLoader(runtime, remotes),
    );
    let loaded: SharedCore.SectionLoader | undefined;
    void federated.then((loader) => (loaded = loader));
    // One promise per section, as React's use() needs, until a reset.
    const loads = new Map<SectionName, Promise<RemoteModule>>([[section, Promise.resolve(local)]]);
    provideSectionLoader({
      load(name) {
        let load = loads.get(name);
        if (!load) loads.set(name, (load = federated.then((loader) => loader.load(name))));
        return load;
      },
      peek: (name) => (name === section ? local : loaded?.peek(name)),
      reset(name) {
        if (name === section) return;
        loads.delete(name);
        loaded?.reset(name);
      },
    });
  } catch (error) {
    root.render(
      <main className="standalone-main">
        <h1>Configuration error</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
    return;
  }

  const tag = (name: SectionName, routes: readonly PageRoute[]): SiteRoute[] =>
    routes.map((route) => ({ ...route, section: name }));
  const own = tag(section, local.routes);
  /** The other sections' routes, for pages that show them (the tips strip); unreachable ones are left out. */
  const others = (Object.keys(config.remotes) as SectionName[])
    .filter((name) => name !== section)
    .map((name) =>
      getSectionLoader()
        .load(name)
        .then(
          (module) => tag(name, module.routes),
          () => [],
        ),
    );

  function StandaloneApp() {
    const [routes, setRoutes] = useState<readonly SiteRoute[]>(own);
    useEffect(() => {
      void Promise.all(others).then((lists) => setRoutes([...own, ...lists.flat()]));
    }, []);
    return (
      <RuntimeConfigContext value={config}>
        <SiteRoutesContext value={routes}>
          <BrowserRouter basename={routerBasename(base)}>
            <Routes>
              <Route element={<StandaloneFrame section={section} pages={own} />}>
                {own.map((entry) => (
                  <Route
                    key={entry.path}
                    path={entry.path}
                    element={
                      <RemoteBoundary key={entry.path} section={section}>
                        <title>{`${entry.title} (${section} standalone)`}</title>
                        <Suspense fallback={<p role="status">Loading…</p>}>
                          <SectionPage section={section} page={entry.page} />
                        </Suspense>
                      </RemoteBoundary>
                    }
                  />
                ))}
                <Route
                  path="*"
                  element={
                    <>
                      <h1>Page not found</h1>
                      <p>This standalone build of mfe-{section} serves the pages listed above.</p>
                    </>
                  }
                />
              </Route>
            </Routes>
          </BrowserRouter>
        </SiteRoutesContext>
      </RuntimeConfigContext>
    );
  }

  root.render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

function StandaloneFrame({ section, pages }: { section: SectionName; pages: readonly { path: string }[] }) {
  return (
    <>
      <header className="standalone-header">
        <p>
          <strong>mfe-{section}</strong> running standalone (QA)
        </p>
        <nav aria-label="Section pages">
          <ul>
            {pages.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{entry.path}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="standalone-main">
        <Outlet />
      </main>
    </>
  );
}
