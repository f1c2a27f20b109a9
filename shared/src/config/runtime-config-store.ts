import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '../contracts/runtime-config';

/**
 * The runtime config, loaded once by the host before the first render. `shared` is a federation
 * singleton, so every remote reads the value the shell loaded.
 */
let current: RuntimeConfig | null = null;

export function provideRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function useRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config used before it was loaded.');
  return current;
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
