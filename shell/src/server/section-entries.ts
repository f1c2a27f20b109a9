import {
  acceptRemoteModule,
  ChunkLoadError,
  createResourceCache,
  SECTION_NAMES,
  type RemoteModule,
  type RuntimeConfig,
  type SectionName,
} from '@shared/platform/core';
import { platformMismatch } from '@shared/platform/version';
import { SERVER_MANIFEST_FILE, ServerManifestSchema, type ServerManifest } from '@shared/contracts';
import type { KnownSection } from './page-plan';

/** A section as a runtime renders it: its server entry and its `ssr.json`. */
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
 * How many manifest URLs keep their last good `ssr.json` for when their host is slow or down: the
 * current builds and canaries of four sections, with room for a few just released.
 */
const LAST_KNOWN_URLS = 16;

/**
 * Sections' manifests and server entries by URL. The composition server's main thread reads only
 * manifests (`known`): they say which build a section is at, its routes and its files. A section
 * runtime loads its one build's server entry (`loadBuild`), by a URL that carries the build id, so
 * each build is a module graph of its own.
 */
export class SectionEntries {
  /** Manifests by URL, trusted for MANIFEST_TTL_MS; a failed fetch is not kept (the next request asks again). */
  readonly #manifests = createResourceCache<string, unknown>({ maxAgeMs: MANIFEST_TTL_MS });
  /** The last valid `ssr.json` of each URL, for when it cannot be read in time. */
  readonly #lastKnown = new Map<string, ServerManifest>();
  /** Server entries by URL and build id; a failed import is not kept. */
  readonly #modules = createResourceCache<string, RemoteModule>();
  #attempt = 0;

  constructor(private readonly fetchTimeoutMs: number) {}

  /**
   * Every configured section's manifest, each by `deadline` (ms since the epoch): one that does
   * not answer in time, or fails, is the last one read from its URL, or unknown when there is none.
   */
  async known(config: RuntimeConfig, deadline: number): Promise<Map<SectionName, KnownSection>> {
    const configured = SECTION_NAMES.filter((section) => config.remotes[section]);
    // One timer for the whole page, not one per section: this runs for every request.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Timed out')), Math.max(0, deadline - Date.now()));
    });
    late.catch(() => undefined);
    const found = await Promise.all(
      configured.map(async (section) => {
        const manifestUrl = config.remotes[section]!;
        try {
          const manifest = await Promise.race([this.manifest(section, config), late]);
          return [section, { manifestUrl, manifest }] as const;
        } catch {
          const last = this.#lastKnown.get(manifestUrl);
          return last ? ([section, { manifestUrl, manifest: last }] as const) : null;
        }
      }),
    );
    clearTimeout(timer);
    return new Map(found.filter((entry) => entry !== null));
  }

  /** The section's `ssr.json` (its build id, routes, server entry and page files), for this config. */
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
      this.#remember(manifestUrl, parsed.data);
      return parsed.data;
    });
  }

  /** The section as this config names it: its manifest, then its build (the release preflight's way). */
  async load(section: SectionName, config: RuntimeConfig): Promise<LoadedSection> {
    const manifest = await this.manifest(section, config);
    return this.loadBuild(section, config.remotes[section]!, manifest);
  }

  /**
   * One build of a section, the one `manifest` names: its server entry (imported once per build
   * id) and its `mf-manifest.json`. A runtime loads only its own build this way.
   */
  async loadBuild(section: SectionName, manifestUrl: string, manifest: ServerManifest): Promise<LoadedSection> {
    const base = new URL('.', manifestUrl);
    const federationManifest = this.#fetchJson(manifestUrl, (body) => body).catch(() => null);
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
    return { module: await module, manifest, base, federationManifest: await federationManifest };
  }

  #remember(manifestUrl: string, manifest: ServerManifest) {
    this.#lastKnown.delete(manifestUrl);
    this.#lastKnown.set(manifestUrl, manifest);
    for (const url of this.#lastKnown.keys()) {
      if (this.#lastKnown.size <= LAST_KNOWN_URLS) break;
      this.#lastKnown.delete(url);
    }
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

/** `promise`, or a rejection once `deadline` (ms since the epoch) has passed. */
export function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const ms = Math.max(0, deadline - Date.now());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
