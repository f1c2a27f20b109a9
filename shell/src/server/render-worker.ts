/**
 * A render worker (`dist-server/render-worker.js`): the thread that imports sections' server
 * entries and renders pages with them. Node cannot unload an ES module, but it frees a whole
 * thread: the composition server replaces this worker when a release changes the builds it
 * serves, and the superseded builds go with the old thread (render-pool.ts, ADR 013).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RuntimeConfig } from '@shared/platform/core';
import type { WorkerReply, WorkerRequest, WorkerSettings } from './render-pool';

const settings = workerData as WorkerSettings;
const { registerSectionHooks } = await import('./register-section-hooks');
// Module hooks are per thread (Node 20): this worker imports sections by URL itself.
registerSectionHooks(settings.entryUrl);
const { provideSectionLoader, SECTION_NAMES } = await import('@shared/platform/core');
const { snapshotSectionLoader } = await import('./page-snapshot');
const { renderPage } = await import('./render-page');
const { SectionEntries } = await import('./section-entries');
const { StyleInliner } = await import('./inline-styles');
const { readShellAssets } = await import('./shell-files');
const { sitemapXml } = await import('./sitemap');

provideSectionLoader(snapshotSectionLoader);
const sections = new SectionEntries(settings.sectionBudgetMs);
const context = {
  sections,
  shell: readShellAssets(settings.distDir),
  styles: new StyleInliner(settings.distDir, settings.sectionBudgetMs),
  sectionBudgetMs: settings.sectionBudgetMs,
};

/** Loads every section of the config (and its canaries) with no deadline: the worker starts warm. */
async function warm(config: RuntimeConfig) {
  const urls = SECTION_NAMES.flatMap((section) =>
    [config.remotes[section], config.canaries?.[section]?.remote].flatMap((url) => (url ? [{ section, url }] : [])),
  );
  await Promise.allSettled(
    urls.map(({ section, url }) =>
      sections.load(section, { ...config, remotes: { ...config.remotes, [section]: url } }),
    ),
  );
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'render':
      return renderPage(
        new URL(request.url),
        request.cookie,
        { ...context, config: request.config },
        request.posted,
        request.forms,
      );
    case 'sitemap':
      return sitemapXml(request.config, sections);
    case 'warm':
      return warm(request.config);
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => parentPort!.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerReply),
  );
});
parentPort!.postMessage({ id: 0, ok: true, value: 'started' } satisfies WorkerReply);
