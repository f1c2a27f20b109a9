import type { SectionName } from '@shared/contracts/runtime-config';
import type { RemoteModule } from '../remote-contract';
import { createResourceCache } from '../resource-cache';

/**
 * How sections are loaded. The host (the shell in the browser, the composition server, or a
 * remote running standalone) provides the implementation; because `shared` is a federation
 * singleton, a remote that embeds another section's widget reaches the same loader.
 */
export interface SectionLoader {
  load(section: SectionName): Promise<RemoteModule>;
  /** The section's module if it has already loaded, so a render need not suspend for it. */
  peek(section: SectionName): RemoteModule | undefined;
  /** Forgets a failed or stale load so that the next `load` fetches again. */
  reset(section: SectionName): void;
}

let current: SectionLoader | null = null;

export function provideSectionLoader(loader: SectionLoader): void {
  current = loader;
}

export function getSectionLoader(): SectionLoader {
  if (!current) throw new Error('No section loader: the host must call provideSectionLoader() first.');
  return current;
}

/**
 * Wraps a loader's `load` with the resource cache, which remembers resolved modules for `peek`.
 * Loads are cached per section so React's `use()` sees one promise; a failure stays cached (React
 * re-renders after an error, and a fresh promise each time would loop) until `reset`.
 */
export function cachedSectionLoader(
  fetchSection: (section: SectionName) => Promise<RemoteModule>,
  onReset: (section: SectionName) => void = () => {},
): SectionLoader {
  const sections = createResourceCache<SectionName, RemoteModule>({ failures: 'keep' });
  return {
    load: (section) => sections.get(section, fetchSection),
    peek: (section) => sections.peek(section),
    reset(section) {
      sections.delete(section);
      onReset(section);
    },
  };
}
