import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionName } from '../contracts/runtime-config';
import type { PageLoader, RemoteModule } from '../contracts/remote-contract';
import { getSectionLoader } from './section-registry';
import { ChunkLoadError, isChunkLoadFailure } from './chunk-load-error';

const lazyCache = new WeakMap<RemoteModule, Map<string, LazyExoticComponent<ComponentType>>>();

/**
 * One lazy component per remote module and page/widget id. A chunk that fails after the
 * remote's entry loaded means the remote was redeployed under us: the visitor should reload.
 */
function lazyFrom(module: RemoteModule, kind: 'pages' | 'widgets', id: string, section: string) {
  let byId = lazyCache.get(module);
  if (!byId) {
    byId = new Map();
    lazyCache.set(module, byId);
  }
  const key = `${kind}:${id}`;
  let component = byId.get(key);
  if (!component) {
    const loader: PageLoader | undefined = module[kind][id];
    if (!loader) throw new Error(`Section "${section}" has no ${kind === 'pages' ? 'page' : 'widget'} "${id}".`);
    component = lazy(() =>
      loader().catch((error: unknown) => {
        if (isChunkLoadFailure(error)) {
          throw new ChunkLoadError(`A chunk of "${section}" is gone`, section, 'updated', { cause: error });
        }
        throw error;
      }),
    );
    byId.set(key, component);
  }
  return component;
}

/**
 * Renders a page of a section. Suspends while the section loads; throws into a RemoteBoundary.
 * The wrapper names the section and its deployed build, so a release can be observed in place.
 */
export function SectionPage({ section, page }: { section: SectionName; page: string }) {
  const module = use(getSectionLoader().load(section));
  const Page = lazyFrom(module, 'pages', page, section);
  return (
    <div data-section={section} data-build={module.buildId}>
      {/* The lazy component is created once per module and id (see lazyCache), not on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </div>
  );
}

/** Renders a widget another section exposes (e.g. checkout's price quote on the home page). */
export function SectionWidget({ section, widget }: { section: SectionName; widget: string }) {
  const module = use(getSectionLoader().load(section));
  const Widget = lazyFrom(module, 'widgets', widget, section);
  // eslint-disable-next-line react-hooks/static-components -- cached per module and id, as above
  return <Widget />;
}
