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
import { codeUrlProblem, crossOriginProblem } from './code-origin';
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
 * release at the same URL shows within this (and one request).
 */
const MANIFEST_TTL_MS = 2000;

/**
 * How many `ssr.json` URLs are remembered: the current builds and canaries of four sections, with
 * room for a few just released; the least recently asked for goes first.
 */
const REMEMBERED_MANIFESTS = 16;

interface ManifestState {
  value?: ServerManifest;
  fetchedAt: number;
  refreshing?: Promise<ServerManifest>;
  /** When its host last failed to answer, if its last attempt failed (shown in /readyz). */
  failing?: { since: number; reason: string };
}

/**
 * Sections' manifests and server entries by URL. The composition server's main thread reads only
 * manifests (`known`): they say which build a section is at, its routes and its files. A section
 * runtime loads its one build's server entry (`loadBuild`), by a URL that carries the build id, so
 * each build is a module graph of its own.
 */
export class SectionEntries {
  /** `ssr.json` by URL: read again once older than MANIFEST_TTL_MS, served stale while that runs. */
  readonly #serverManifests = new Map<string, ManifestState>();
  /** Other files by URL (`mf-manifest.json`), trusted for MANIFEST_TTL_MS; a failed fetch is not kept. */
  readonly #files = createResourceCache<string, unknown>({ maxAgeMs: MANIFEST_TTL_MS });
  /** Server entries by URL and build id; a failed import is not kept. */
  readonly #modules = createResourceCache<string, RemoteModule>();
  #attempt = 0;

  constructor(private readonly fetchTimeoutMs: number) {}

  /**
   * Every configured section's manifest by `deadline` (ms since the epoch). A manifest read before
   * is answered at once (and read again behind it when older than MANIFEST_TTL_MS), so no page
   * waits on a section's host once it has answered; a section whose manifest was never read, and
   * cannot be read in time, is unknown.
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
          return null;
        }
      }),
    );
    clearTimeout(timer);
    return new Map(found.filter((entry) => entry !== null));
  }

  /**
   * The section's `ssr.json` (its build id, routes, server entry and page files), for this config:
   * the one read within MANIFEST_TTL_MS, or the last one read while a new read runs (or fails).
   */
  manifest(section: SectionName, config: RuntimeConfig): Promise<ServerManifest> {
    const manifestUrl = config.remotes[section];
    if (!manifestUrl) {
      return Promise.reject(new ChunkLoadError(`Section "${section}" is not configured`, section, 'unavailable'));
    }
    const url = new URL(SERVER_MANIFEST_FILE, manifestUrl).href;
    let state = this.#serverManifests.get(url);
    if (state) {
      // Most recently asked for last: the first in the map is the one to forget.
      this.#serverManifests.delete(url);
      this.#serverManifests.set(url, state);
    } else {
      state = { fetchedAt: 0 };
      this.#serverManifests.set(url, state);
      for (const old of this.#serverManifests.keys()) {
        if (this.#serverManifests.size <= REMEMBERED_MANIFESTS) break;
        this.#serverManifests.delete(old);
      }
    }
    if (state.value && Date.now() - state.fetchedAt < MANIFEST_TTL_MS) return Promise.resolve(state.value);
    if (!state.refreshing) {
      state.refreshing = this.#readServerManifest(section, url, state);
      // Served stale meanwhile, its failure may have no one waiting for it: it is in `failing()`.
      state.refreshing.catch(() => undefined);
    }
    return state.value ? Promise.resolve(state.value) : state.refreshing;
  }

  /** Manifest URLs whose host failed to answer at their last read (their last `ssr.json` is served). */
  failing(): { url: string; since: string; reason: string }[] {
    return [...this.#serverManifests].flatMap(([url, state]) =>
      state.failing && state.value
        ? [{ url, since: new Date(state.failing.since).toISOString(), reason: state.failing.reason }]
        : [],
    );
  }

  async #readServerManifest(section: SectionName, url: string, state: ManifestState): Promise<ServerManifest> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.fetchTimeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const parsed = ServerManifestSchema.safeParse(await response.json());
      if (!parsed.success)
        throw new ChunkLoadError(`${section}'s ${SERVER_MANIFEST_FILE} is not valid`, section, 'updated');
      const mismatch = platformMismatch(parsed.data.platform);
      if (mismatch) throw new ChunkLoadError(`Section "${section}" cannot run here: ${mismatch}`, section, 'updated');
      state.value = parsed.data;
      state.fetchedAt = Date.now();
      delete state.failing;
      return parsed.data;
    } catch (error) {
      state.failing ??= { since: Date.now(), reason: error instanceof Error ? error.message : String(error) };
      throw error;
    } finally {
      delete state.refreshing;
    }
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
    const entryUrl = new URL(manifest.serverEntry, base);
    // Code that runs in this process: over https (or from this machine), from the manifest's origin.
    const refused = codeUrlProblem(entryUrl) ?? crossOriginProblem(entryUrl, base);
    if (refused)
      throw new ChunkLoadError(
        `Section "${section}": its server entry is refused (${refused})`,
        section,
        'unavailable',
      );
    const federationManifest = this.#fetchJson(manifestUrl, (body) => body).catch(() => null);
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

  /** A file, fetched and read again once it is older than MANIFEST_TTL_MS. */
  #fetchJson<T>(url: string, read: (body: unknown) => T): Promise<T> {
    // Releases bring new URLs: the cache drops files past their time, so superseded builds' go.
    return this.#files.get(url, () =>
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
