import { FileConfigStore, type ConfigStore } from './config-store';
import { HttpConfigStore } from './http-config-store';

/** The config at `location`: an http(s) URL (written with `token`), or else a path. */
export function openConfigStore(location: string, options: { token?: string } = {}): ConfigStore {
  return /^https?:\/\//i.test(location) ? new HttpConfigStore(location, options) : new FileConfigStore(location);
}
