/**
 * The server side of the release preflight, in a worker thread of its own
 * (`release-tools/dist/release-preflight.js`): the candidate build's server code is imported and its
 * pages rendered here, never in the release command's thread, so a build that throws in a timer,
 * spins or exhausts its heap ends this thread and is refused, instead of taking the command down
 * with it (as a section runtime contains a build in the composition server, ADR 019).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PreflightWorkerMessage, PreflightWorkerSettings } from './server-preflight';

const settings = workerData as PreflightWorkerSettings;
const post = (message: PreflightWorkerMessage) => parentPort!.postMessage(message);

const { registerSectionHooks } = await import('composition-server/section-hooks');
// Module hooks are per thread: this one imports the candidate's server entry by URL itself. They
// map the sections' imports of the platform to the copies beside this file (release-tools' own
// build bundles the renderer, so its platform must be the one the sections share).
registerSectionHooks(import.meta.url);
const { provideSectionLoader } = await import('@shared/platform/core');
const { formPostIntents, readShellAssets, SectionEntries, snapshotSectionLoader, StyleInliner } =
  await import('composition-server/for-release');
const { preflight } = await import('./preflight');

provideSectionLoader(snapshotSectionLoader);
const result = await preflight(settings.section, settings.manifestUrl, settings.candidate, {
  shell: readShellAssets(settings.shellDist),
  styles: new StyleInliner(settings.shellDist, settings.budgetMs),
  sections: new SectionEntries(5000),
  sectionBudgetMs: settings.budgetMs,
  fetchTimeoutMs: 5000,
  formIntents: formPostIntents(),
  log: (line) => post({ type: 'log', line }),
});
post({ type: 'result', result });
