// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '@shared/contracts/testing';
import { standaloneConfig, standaloneConfigSource, standaloneSection } from './standalone';

describe('the standalone composition server', () => {
  it('is off without STANDALONE_SECTION and refuses a name that is not a section', () => {
    expect(standaloneSection(undefined)).toBeUndefined();
    expect(standaloneSection('')).toBeUndefined();
    expect(standaloneSection('blog')).toBe('blog');
    expect(() => standaloneSection('shell')).toThrow(/STANDALONE_SECTION must be one of .*blog.*not "shell"/);
  });

  it("keeps only the section's remote and its canary", () => {
    const config = {
      ...exampleRuntimeConfig(),
      canaries: {
        blog: { remote: 'https://cdn.example/blog/2/mf-manifest.json', percent: 10 },
        tools: { remote: 'https://cdn.example/tools/2/mf-manifest.json', percent: 10 },
      },
    };
    const blog = standaloneConfig(config, 'blog');
    expect(blog.remotes).toEqual({ blog: config.remotes.blog });
    expect(blog.canaries).toEqual({ blog: config.canaries.blog });
    expect(blog.endpoints).toBe(config.endpoints);
    expect(standaloneConfig(config, 'marketing').canaries).toEqual({});
  });

  it('answers the same object for the same config read, and a new one after a release', async () => {
    let config = exampleRuntimeConfig();
    const read = standaloneConfigSource(() => Promise.resolve(config), 'blog');
    const first = await read();
    expect(await read()).toBe(first);
    config = { ...config, remotes: { ...config.remotes, blog: 'https://cdn.example/blog/3/mf-manifest.json' } };
    const released = await read();
    expect(released).not.toBe(first);
    expect(released.remotes).toEqual({ blog: 'https://cdn.example/blog/3/mf-manifest.json' });
  });
});
