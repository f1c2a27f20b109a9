/**
 * Runs one remote on its own, for QA: the same pages the shell composes, in a bare router, with
 * the runtime config read from the remote's own origin. Other sections (e.g. a widget the page
 * embeds) are still loaded through federation from the config's manifest URLs.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'shared/router';
import type * as SharedCore from 'shared/core';
import type { FederationRuntime, RemoteModule, SectionName } from 'shared/core';
import 'shared/tokens.css';
import './standalone.css';

/**
 * `shared` is the remote's own import of the singleton, passed in: inside this package a bare
 * `shared` import is not routed through federation (dev mode then gives it a second copy), and the
 * config and section loader provided here must be the ones the remote's pages read.
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
    pagesOf,
    provideRuntimeConfig,
    provideSectionLoader,
    RemoteBoundary,
    SectionPage,
  } = shared;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    provideRuntimeConfig(config);
    const federated = createFederationSectionLoader(runtime, config.remotes);
    const localLoad = Promise.resolve(local);
    provideSectionLoader({
      load: (name) => (name === section ? localLoad : federated.load(name)),
      reset: (name) => federated.reset(name),
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

  const pages = pagesOf(section);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneFrame section={section} pages={pages} />}>
            {pages.map((entry) => (
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
