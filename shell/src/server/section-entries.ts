import {
  acceptRemoteModule,
  ChunkLoadError,
  createResourceCache,
  type RemoteModule,
  type RuntimeConfig,
  type SectionName,
} from '@shared/platform/core';
import { platformMismatch } from '@shared/platform/version';
import { SERVER_MANIFEST_FILE, ServerManifestSchema, type ServerManifest } from '@shared/contracts';

/** A section as the composition server knows it: its server entry and its `ssr.json`. */
export interface LoadedSection {
  module: RemoteModule;
  manifest: ServerManifest;
  /** The folder the section is deployed in; `ssr.json` paths are relative to it. */
  base: URL;
  /**
   * The section's `mf-manifest.json` (the URL in config.json), as the federation runtime reads it;
   * the page carries it, so the browser does not ask for it again. Null when it could not be read.
   */
  federationManifest: unknown;
}

/**
 * How long a manifest (`ssr.json`, `mf-manifest.json`) is trusted before it is asked for again: a
 * release shows within this.
 */
const MANIFEST_TTL_MS = 2000;

/**
 * Loads sections' server entries by URL, from the manifest URLs in the current `config.json`.
 * Entries are cached by manifest URL and build id: a release (a new URL in the config, or a new
 * build at the same URL) loads the new build, and Node keeps the old one in memory until restart.
 */
export class SectionEntries {
  /** Manifests by URL, trusted for MANIFEST_TTL_MS; a failed fetch is not kept (the next request asks again). */
  readonly #manifests = createResourceCache<string, unknown>({ maxAgeMs: MANIFEST_TTL_MS });
  /** Server entries by URL and build id; a failed import is not kept. */
  readonly #modules = createResourceCache<string, RemoteModule>();
  readonly #loaded = new Map<string, LoadedSection>();
  #attempt = 0;

  constructor(private readonly fetchTimeoutMs: number) {}

  async load(section: SectionName, config: RuntimeConfig): Promise<LoadedSection> {
    const manifestUrl = config.remotes[section];
    if (!manifestUrl) throw new ChunkLoadError(`Section "${section}" is not configured`, section, 'unavailable');
    const base = new URL('.', manifestUrl);
    const federationManifest = this.#fetchJson(manifestUrl, (body) => body).catch(() => null);
    const manifest = await this.manifest(section, config);
    const entryUrl = new URL(manifest.serverEntry, base);
    entryUrl.searchParams.set('build', manifest.buildId);
    const module = this.#modules.get(entryUrl.href, () => {
      // Node remembers a module that failed to load; a retry gets a URL of its own.
      if (this.#attempt > 0) entryUrl.searchParams.set('attempt', String(this.#attempt));
      const importing = import(/* @vite-ignore */ entryUrl.href).then((exported: unknown) => {
        const accepted = acceptRemoteModule(section, exported);
        if (accepted.buildId !== manifest.buildId) {
          throw new ChunkLoadError(
            `Section "${section}": ssr.json is build ${manifest.buildId}, its server entry ${accepted.buildId}`,
            section,
            'updated',
          );
        }
        return accepted;
      });
      importing.catch(() => (this.#attempt += 1));
      return importing;
    });
    const loaded = { module: await module, manifest, base, federationManifest: await federationManifest };
    this.#loaded.set(manifestUrl, loaded);
    return loaded;
  }

  /** The section's `ssr.json` (its build id, server entry and page files), for this config. */
  manifest(section: SectionName, config: RuntimeConfig): Promise<ServerManifest> {
    const manifestUrl = config.remotes[section];
    if (!manifestUrl) {
      return Promise.reject(new ChunkLoadError(`Section "${section}" is not configured`, section, 'unavailable'));
    }
    return this.#fetchJson(new URL(SERVER_MANIFEST_FILE, manifestUrl).href, (body) => {
      const parsed = ServerManifestSchema.safeParse(body);
      if (!parsed.success)
        throw new ChunkLoadError(`${section}'s ${SERVER_MANIFEST_FILE} is not valid`, section, 'updated');
      const mismatch = platformMismatch(parsed.data.platform);
      if (mismatch) throw new ChunkLoadError(`Section "${section}" cannot run here: ${mismatch}`, section, 'updated');
      return parsed.data;
    });
  }

  /** The section as last loaded for this config, if it has loaded (a page's snapshot pins it). */
  peek(section: SectionName, config: RuntimeConfig): LoadedSection | undefined {
    const manifestUrl = config.remotes[section];
    return manifestUrl ? this.#loaded.get(manifestUrl) : undefined;
  }

  /** A manifest, fetched and read again once it is older than MANIFEST_TTL_MS. */
  #fetchJson<T>(url: string, read: (body: unknown) => T): Promise<T> {
    // Releases bring new URLs: the cache drops manifests past their time, so superseded builds' go.
    return this.#manifests.get(url, () =>
      fetch(url, { signal: AbortSignal.timeout(this.fetchTimeoutMs) }).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return read(await response.json());
      }),
    ) as Promise<T>;
  }
}
