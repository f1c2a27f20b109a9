import { RemoteModuleSchema, isCompatibleContract, type RemoteModule } from '../remote-contract';
import type { RuntimeConfig, SectionName } from '@shared/contracts/runtime-config';
import { ChunkLoadError } from './chunk-load-error';
import { loadWithRetry } from './load-with-retry';
import { cachedSectionLoader, type SectionLoader } from './section-registry';

/** The two calls of `@module-federation/runtime` this loader needs, injected by the host. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export const REMOTE_ENTRY_MODULE = 'routes';

/**
 * A section's entry as the contract wants it, or a ChunkLoadError ("updated": the visitor should
 * reload) when it does not satisfy the contract or speaks another major version of it.
 */
export function acceptRemoteModule(section: SectionName, exported: unknown): RemoteModule {
  const parsed = RemoteModuleSchema.safeParse(exported);
  if (!parsed.success) {
    throw new ChunkLoadError(`Section "${section}" does not satisfy the remote contract`, section, 'updated');
  }
  if (!isCompatibleContract(parsed.data.contractVersion)) {
    throw new ChunkLoadError(
      `Section "${section}" speaks contract ${parsed.data.contractVersion}, which this shell does not`,
      section,
      'updated',
    );
  }
  return parsed.data;
}

/**
 * A SectionLoader over the federation runtime: remotes are registered from the runtime config,
 * each load is retried with backoff and a timeout, and the remote's contract is checked.
 */
export function createFederationSectionLoader(
  runtime: FederationRuntime,
  remotes: RuntimeConfig['remotes'],
  options: { timeoutMs?: number; retries?: number } = {},
): SectionLoader {
  const register = (section: SectionName, force: boolean) => {
    const entry = remotes[section];
    if (entry) runtime.registerRemotes([{ name: section, entry }], { force });
  };

  for (const section of Object.keys(remotes) as SectionName[]) register(section, false);

  async function fetchSection(section: SectionName): Promise<RemoteModule> {
    if (!remotes[section]) {
      throw new ChunkLoadError(`Section "${section}" is not in this deployment's config`, section, 'unavailable');
    }
    const exported = await loadWithRetry(() => runtime.loadRemote<unknown>(`${section}/${REMOTE_ENTRY_MODULE}`), {
      section,
      retries: options.retries ?? 2,
      timeoutMs: options.timeoutMs ?? 8000,
      // The runtime remembers a failed entry; re-registering with force makes it fetch again.
      beforeRetry: () => register(section, true),
    });
    return acceptRemoteModule(section, exported);
  }

  // The runtime remembers a failed entry; re-registering with force makes the next load fetch again.
  return cachedSectionLoader(fetchSection, (section) => register(section, true));
}
