import { createResourceCache, parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@shared/platform/core';
import { runtimeConfigFile } from './shell-files';

/**
 * Where the deployment's config.json lives, read once per request (a request renders with the
 * one it got). A path is one machine's file; a URL (the shell's static host, an object store) is
 * shared by every composition server behind a load balancer, so one release reaches them all.
 */
export type ConfigSource = () => Promise<RuntimeConfig>;

/** How long a config read from a URL is used before it is revalidated with its ETag. */
export const CONFIG_REVALIDATE_MS = 1000;

export function configSource(location: string, timeoutMs = 2000): ConfigSource {
  if (/^https?:\/\//.test(location)) return configFromUrl(location, timeoutMs);
  const read = runtimeConfigFile(location);
  return () => Promise.resolve().then(read);
}

/**
 * Reads config.json from a URL and revalidates it at most once per CONFIG_REVALIDATE_MS with
 * `If-None-Match` (a 304 keeps it). Concurrent requests share one revalidation. While the URL
 * cannot be reached the last good config is kept; a config that answers but is invalid is a
 * deploy error, shown like a broken local file.
 */
function configFromUrl(url: string, timeoutMs: number): ConfigSource {
  let known: { config: RuntimeConfig; etag: string | null; checkedAt: number } | null = null;
  /** Only a revalidation in flight is shared (`known` keeps the config between them). */
  const revalidations = createResourceCache<string, RuntimeConfig>({ maxAgeMs: 0 });

  async function revalidate(): Promise<RuntimeConfig> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', ...(known?.etag ? { 'If-None-Match': known.etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (known) {
        console.warn(`${url} could not be reached; serving the config read before:`, String(error));
        known.checkedAt = Date.now();
        return known.config;
      }
      throw new RuntimeConfigError(`Could not fetch ${url}`, '(file)');
    }
    if (response.status === 304 && known) {
      known.checkedAt = Date.now();
      return known.config;
    }
    if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`, '(file)');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new RuntimeConfigError(`${url} is not valid JSON`, '(file)');
    }
    const config = parseRuntimeConfig(body);
    known = { config, etag: response.headers.get('ETag'), checkedAt: Date.now() };
    return config;
  }

  return () => {
    if (known && Date.now() - known.checkedAt < CONFIG_REVALIDATE_MS) return Promise.resolve(known.config);
    return revalidations.get(url, revalidate);
  };
}
