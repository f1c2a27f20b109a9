import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/default-config';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts the default config written into every build', () => {
    expect(parseRuntimeConfig(defaultRuntimeConfig())).toEqual(defaultRuntimeConfig());
  });

  it('names the first bad field', () => {
    const config = defaultRuntimeConfig();
    const broken = { ...config, endpoints: { ...config.endpoints, grammar: 'ftp://nope' } };
    const error = (() => {
      try {
        parseRuntimeConfig(broken);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).field).toBe('endpoints.grammar');
  });

  it('refuses a missing remote and a non-object', () => {
    const { remotes, ...rest } = defaultRuntimeConfig();
    expect(() => parseRuntimeConfig({ ...rest, remotes: { ...remotes, blog: undefined } })).toThrow(/remotes\.blog/);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });
});
