import { parseRuntimeConfig, SECTION_NAMES } from '@shared/contracts';
import { exampleRuntimeConfig } from '@shared/contracts/testing';
import { describe, expect, it } from 'vitest';
import { FRONT_END_APPS, SECTIONS } from './apps.mjs';
import { defaultRuntimeConfig } from './default-config';

describe('the apps list', () => {
  it('names the sections the runtime config contract knows, in its order', () => {
    expect(SECTIONS.map((section) => section.name)).toEqual([...SECTION_NAMES]);
  });

  it('gives every front-end app a port of its own', () => {
    const ports = FRONT_END_APPS.map((app) => app.port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('defaultRuntimeConfig', () => {
  it('is the config.json every build writes, and the contract accepts it', () => {
    expect(parseRuntimeConfig(defaultRuntimeConfig())).toEqual(defaultRuntimeConfig());
  });

  it('is the contracts’ example config when served from localhost', () => {
    expect(defaultRuntimeConfig()).toEqual(exampleRuntimeConfig());
  });

  it('points every section and endpoint at the host it is given', () => {
    const config = defaultRuntimeConfig('example.test');
    expect(Object.values(config.remotes).every((url) => url?.startsWith('http://example.test:'))).toBe(true);
    expect(config.endpoints.api).toBe('http://example.test:8787');
  });
});
