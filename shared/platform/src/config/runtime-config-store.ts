import { createContext, use } from 'react';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@shared/contracts/runtime-config';

/**
 * The runtime config. The host provides it to the React tree (`RuntimeConfigContext`): on the
 * server each request renders with the config it read, so a release that changes `config.json`
 * never mixes two configs in one page. `provideRuntimeConfig` sets the fallback that code outside
 * a provider (unit tests, a standalone page) reads. `shared` is a federation singleton, so every
 * section sees the host's context and value.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

let current: RuntimeConfig | null = null;

export function provideRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext) ?? current;
  if (!config) throw new Error('Runtime config used before it was loaded.');
  return config;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError(`Could not fetch ${url}`, '(file)');
  }
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`, '(file)');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON`, '(file)');
  }
  return parseRuntimeConfig(body);
}
