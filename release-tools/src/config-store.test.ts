// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { buildStack, FileConfigStore, reconcile, type ReleaseRecord } from './config-store';

function storeWithConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'config-store-'));
  const path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(defaultRuntimeConfig('localhost')));
  return { dir, store: new FileConfigStore(path) };
}

const record = (action: ReleaseRecord['action'], remote: string | null, previous: string | null): ReleaseRecord => ({
  at: '2026-01-01T00:00:00.000Z',
  action,
  section: 'blog',
  remote,
  previous,
});

describe('FileConfigStore', () => {
  it('keeps both of two concurrent releases of different sections, and records each', async () => {
    const { dir, store } = storeWithConfig();
    await Promise.all(
      (['blog', 'tools'] as const).map((section) =>
        store.update((config) => ({
          config: {
            ...config,
            remotes: { ...config.remotes, [section]: `https://cdn.example/${section}/2/mf-manifest.json` },
          },
          record: record('release', `https://cdn.example/${section}/2/mf-manifest.json`, null),
        })),
      ),
    );
    const config = await store.read();
    expect(config.remotes.blog).toBe('https://cdn.example/blog/2/mf-manifest.json');
    expect(config.remotes.tools).toBe('https://cdn.example/tools/2/mf-manifest.json');
    expect(await store.history()).toHaveLength(2);
    expect(readdirSync(dir).sort(), 'no temporary file or lock is left').toEqual(['config.json', 'releases.jsonl']);
  });

  it('writes nothing when the change throws', async () => {
    const { store } = storeWithConfig();
    const before = readFileSync(store.configPath, 'utf8');
    await expect(
      store.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(readFileSync(store.configPath, 'utf8')).toBe(before);
    expect(await store.history()).toEqual([]);
  });

  it('refuses to write a config that is not valid', async () => {
    const { store } = storeWithConfig();
    await expect(
      store.update((config) => ({
        config: { ...config, remotes: { blog: 'not a url' } },
        record: record('release', 'not a url', null),
      })),
    ).rejects.toThrow('remotes.blog');
  });
});

describe('reconcile', () => {
  const config = defaultRuntimeConfig('localhost');
  it('carries forward the newest recorded change of each section that config.json does not have', () => {
    const history: ReleaseRecord[] = [
      { ...record('release', 'https://cdn.example/blog/1/mf-manifest.json', null) },
      { ...record('release', 'https://cdn.example/blog/2/mf-manifest.json', null) },
      {
        ...record('canary', config.remotes.tools!, config.remotes.tools!),
        section: 'tools',
        canary: { remote: 'https://cdn.example/tools/9/mf-manifest.json', percent: 10 },
      },
    ];
    const { config: next, carried } = reconcile(config, history);
    expect(next.remotes.blog).toBe('https://cdn.example/blog/2/mf-manifest.json');
    expect(next.canaries?.tools).toEqual({ remote: 'https://cdn.example/tools/9/mf-manifest.json', percent: 10 });
    expect(carried.map((line) => line.section)).toEqual(['blog', 'tools']);
    expect(reconcile(next, history).carried, 'a config that has them all').toEqual([]);
  });

  it('ends a canary that a newer line promoted or aborted', () => {
    const running = {
      ...config,
      canaries: { blog: { remote: 'https://cdn.example/blog/3/mf-manifest.json', percent: 5 } },
    };
    const { config: next } = reconcile(running, [record('abort', config.remotes.blog!, config.remotes.blog!)]);
    expect(next.canaries?.blog).toBeUndefined();
    expect(next.remotes.blog).toBe(config.remotes.blog);
  });
});

describe('buildStack', () => {
  it('walks back through releases and promotes, one rollback at a time', () => {
    const history = [
      record('release', 'b', 'a'),
      record('canary', 'b', 'b'),
      record('promote', 'c', 'b'),
      record('rollback', 'b', 'c'),
    ];
    expect(buildStack(history, 'blog')).toEqual(['a', 'b']);
    expect(buildStack(history, 'tools')).toEqual([]);
  });
});
