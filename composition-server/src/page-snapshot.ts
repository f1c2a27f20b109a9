import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createResourceCache,
  SECTION_NAMES,
  type RemoteModule,
  type RuntimeConfig,
  type SectionLoader,
  type SectionName,
} from '@shared/platform/core';
import type { LoadedSection } from './section-entries';

/**
 * What one request renders with, start to end: the config it read once and, for each section,
 * the build it loaded first. Every later look-up in that request (the page, a widget of another
 * section) answers from here, so a release that lands while the page renders, or a new build at
 * the same URL, never mixes two builds into one page. `loadSection` decides what may be loaded at
 * all: a section runtime loads its own build and refuses every other section.
 */
export class PageSnapshot {
  /** A failed load stays failed for the request: its render does not ask twice. */
  readonly #sections = createResourceCache<SectionName, LoadedSection>({ failures: 'keep' });

  constructor(
    readonly config: RuntimeConfig,
    private readonly loadSection: (section: SectionName) => Promise<LoadedSection>,
  ) {}

  load(section: SectionName): Promise<LoadedSection> {
    return this.#sections.get(section, this.loadSection);
  }

  peek(section: SectionName): LoadedSection | undefined {
    return this.#sections.peek(section);
  }

  /** The build ids this page was rendered with, by section, in the sections' order (not load order). */
  buildIds(): Record<string, string> {
    return Object.fromEntries(
      SECTION_NAMES.flatMap((section) => {
        const loaded = this.#sections.peek(section);
        return loaded ? [[section, loaded.manifest.buildId]] : [];
      }),
    );
  }
}

const current = new AsyncLocalStorage<PageSnapshot>();

/** Runs `render` with `snapshot` as the one every section look-up inside it answers from. */
export function renderWithSnapshot<T>(snapshot: PageSnapshot, render: () => Promise<T>): Promise<T> {
  return current.run(snapshot, render);
}

function snapshotOf(section: SectionName): PageSnapshot {
  const snapshot = current.getStore();
  if (!snapshot) throw new Error(`Section "${section}" was asked for outside of a page's render`);
  return snapshot;
}

/**
 * The SectionLoader that `@shared/platform/core` hands to pages and widgets on the server: it reads the
 * request's snapshot (an AsyncLocalStorage follows the render through its awaits and React's
 * scheduled work), never a value shared between requests.
 */
export const snapshotSectionLoader: SectionLoader = {
  load: async (section): Promise<RemoteModule> => (await snapshotOf(section).load(section)).module,
  peek: (section) => current.getStore()?.peek(section)?.module,
  reset: () => {},
};
