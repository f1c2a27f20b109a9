/**
 * A section runtime (`composition-server/dist/section-runtime.js`): the worker thread that holds the frame's
 * code and ONE build of ONE section, and renders whole pages of that section (the frame and the
 * page, one React tree, as the browser hydrates it). It never loads another section's code. The
 * composition server starts one per section build it serves, gives it a heap limit, and replaces
 * or stops it from the main thread (runtime-supervisor.ts, ADR 019); its messages are in
 * runtime-protocol.ts.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { RuntimeAnswers, RuntimeMessage, RuntimeRequest, RuntimeSettings } from './runtime-protocol';

const settings = workerData as RuntimeSettings;
const { registerSectionHooks } = await import('./register-section-hooks');
// Module hooks are per thread (Node 20): this runtime imports its section by URL itself.
registerSectionHooks(settings.entryUrl);
const { ChunkLoadError, provideSectionLoader } = await import('@shared/platform/core');
const { snapshotSectionLoader } = await import('./page-snapshot');
const { renderSectionPage } = await import('./render-page');
const { SectionEntries } = await import('./section-entries');
const { StyleInliner } = await import('./inline-styles');
const { readShellAssets } = await import('./shell-files');
const { checkAgencyForm } = await import('./agency-form-check');
const { runAction, serverHalfOf } = await import('./route-servers');

provideSectionLoader(snapshotSectionLoader);
const entries = new SectionEntries(settings.fetchTimeoutMs);
const shell = readShellAssets(settings.distDir);
const styles = new StyleInliner(settings.distDir, settings.fetchTimeoutMs);
const own = () => entries.loadBuild(settings.section, settings.manifestUrl, settings.manifest);

/** Its own section's build; any other section is refused here and left to the browser. */
function loadSection(section: string) {
  if (section === settings.section) return own();
  return Promise.reject(
    new ChunkLoadError(`The ${settings.section} runtime does not load "${section}"`, section, 'unavailable'),
  );
}

/**
 * Loads the section's server entry and every page's module and server half, so that no page's
 * first visitor waits for a module to arrive over the network (and no first render holds the
 * thread for long).
 */
async function warm(): Promise<string | null> {
  try {
    const { module } = await own();
    await Promise.allSettled(
      [...Object.values(module.pages), ...Object.values(module.servers ?? {})].map((load) => load()),
    );
    if (settings.prime) {
      // Its page is thrown away: what stays is a renderer whose code V8 has already compiled.
      const deadline = Date.now() + settings.fetchTimeoutMs * 10;
      await renderSectionPage(settings.prime, { shell, styles, loadSection, deadline }).catch(() => undefined);
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function handle(request: RuntimeRequest): Promise<RuntimeAnswers[RuntimeRequest['type']]> {
  switch (request.type) {
    case 'render':
      // Behind a queue of pages on a busy machine: its visitor has had the frame already, so
      // rendering it would only make the pages behind it late as well.
      if (Date.now() >= request.deadline) throw new Error('it arrived after its deadline');
      return renderSectionPage(request.page, { shell, styles, loadSection, deadline: request.deadline });
    case 'action': {
      if (Date.now() >= request.deadline) throw new Error('it arrived after its deadline');
      // The route's action answers; one that throws or never ends costs this post alone.
      const route = request.page.plan.route;
      if (route?.section !== settings.section) return { type: 'unknown' };
      const { module } = await own();
      return runAction(await serverHalfOf(module, route.page), request.page, request.post);
    }
    case 'warm':
      return warm();
    case 'ping':
      return { heapMb: Math.round(getHeapStatistics().used_heap_size / 1e5) / 10 };
    case 'agency-form': {
      if (Date.now() >= request.deadline) throw new Error('it arrived after its deadline');
      // The section's own schema checks the fields; a schema that throws fails this post alone.
      const { module } = await own();
      const forms = module.agencyForms ?? {};
      return checkAgencyForm(Object.hasOwn(forms, request.form) ? forms[request.form] : undefined, request.values);
    }
  }
}

const post = (message: RuntimeMessage) => parentPort!.postMessage(message);
/** A reply that cannot be sent (a value that does not clone) fails its request, not the runtime. */
const reply = (id: number, value: RuntimeAnswers[RuntimeRequest['type']]) => {
  try {
    post({ type: 'reply', id, ok: true, value });
  } catch (error) {
    post({ type: 'reply', id, ok: false, error: `its answer could not be sent: ${String(error)}` });
  }
};
parentPort!.on('message', (request: RuntimeRequest) => {
  handle(request).then(
    (value) => reply(request.id, value),
    (error: unknown) =>
      post({
        type: 'reply',
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
post({ type: 'ready', warm: await warm() });
