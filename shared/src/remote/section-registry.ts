import type { SectionName } from '../contracts/runtime-config';
import type { RemoteModule } from '../contracts/remote-contract';

/**
 * How sections are loaded. The host (the shell, or a remote running standalone) provides the
 * implementation; because `shared` is a federation singleton, a remote that embeds another
 * section's widget reaches the same loader the shell registered.
 */
export interface SectionLoader {
  load(section: SectionName): Promise<RemoteModule>;
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
