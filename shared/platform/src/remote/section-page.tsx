import { lazy, type ComponentType } from 'react';
import type { RuntimeConfig, SectionName } from '@shared/contracts/runtime-config';
import type { PageModule, PagePreloadResult, RemoteModule } from '../remote-contract';
import { getSectionLoader } from './section-registry';
import { ChunkLoadError, isChunkLoadFailure } from './chunk-load-error';
import { useLoaded } from '../use-loaded';

type Kind = 'pages' | 'widgets';

interface Entry {
  /** Rendered directly once the module has loaded; lazy until then. */
  component: ComponentType;
  module: Promise<PageModule>;
}

const entries = new WeakMap<RemoteModule, Map<string, Entry>>();

/**
 * One entry per remote module and page/widget id: its loading promise and a component that renders
 * without suspending once that promise has settled. A chunk that fails after the remote's entry
 * loaded means the remote was redeployed under us: the visitor should reload. So does an id the
 * loaded section does not know (a shell that learnt of a page before its section shipped it).
 */
function entryFor(module: RemoteModule, kind: Kind, id: string, section: string): Entry {
  let byId = entries.get(module);
  if (!byId) {
    byId = new Map();
    entries.set(module, byId);
  }
  const key = `${kind}:${id}`;
  let entry = byId.get(key);
  if (!entry) {
    const load = module[kind][id];
    if (!load) {
      throw new ChunkLoadError(
        `Section "${section}" has no ${kind === 'pages' ? 'page' : 'widget'} "${id}"`,
        section,
        'updated',
      );
    }
    const loading = load().catch((error: unknown) => {
      if (isChunkLoadFailure(error)) {
        throw new ChunkLoadError(`A chunk of "${section}" is gone`, section, 'updated', { cause: error });
      }
      throw error;
    });
    const created: Entry = { module: loading, component: lazy(() => loading) };
    loading.then(
      (loaded) => (created.component = loaded.default),
      () => {},
    );
    entry = created;
    byId.set(key, entry);
  }
  return entry;
}

function useSectionModule(section: SectionName): RemoteModule {
  const loader = getSectionLoader();
  return useLoaded(loader.peek(section), () => loader.load(section));
}

/**
 * Loads a section, one of its pages and what that page needs for `pathname`, so that rendering
 * the page then does not suspend: the server calls it before rendering, the browser before
 * hydrating and when a visitor shows the intent to open a page. Answers what the page's preload
 * said, if anything: the response's status, and the modules it loaded for the path.
 */
export async function preloadSectionPage(
  section: SectionName,
  page: string,
  pathname: string,
  config: RuntimeConfig,
): Promise<PagePreloadResult> {
  const module = await getSectionLoader().load(section);
  const loaded = await entryFor(module, 'pages', page, section).module;
  const result = await loaded.preload?.(pathname, config);
  const status = result?.status;
  const modules = Array.isArray(result?.modules) ? result.modules.filter((name) => typeof name === 'string') : [];
  return {
    ...(typeof status === 'number' && Number.isInteger(status) && status >= 200 && status < 600 ? { status } : {}),
    ...(modules.length > 0 ? { modules } : {}),
  };
}

/**
 * Renders a page of a section. Suspends while the section loads; throws into a RemoteBoundary.
 * The wrapper names the section and its deployed build, so a release can be observed in place.
 */
export function SectionPage({ section, page }: { section: SectionName; page: string }) {
  const module = useSectionModule(section);
  const Page = entryFor(module, 'pages', page, section).component;
  return (
    <div data-section={section} data-build={module.buildId}>
      {/* One component per module and id (see entryFor), not a new one on every render. */}
      <Page />
    </div>
  );
}

/** Renders a widget another section exposes (e.g. checkout's price quote on the home page). */
export function SectionWidget({ section, widget }: { section: SectionName; widget: string }) {
  const Widget = entryFor(useSectionModule(section), 'widgets', widget, section).component;
  return <Widget />;
}
