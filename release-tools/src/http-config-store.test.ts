// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { type RuntimeConfig } from '@shared/platform/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startConfigHost, TOKEN, type TestConfigHost } from './config-host.fixture';
import { ConfigStoreError, type ReleaseRecord } from './config-store';
import { HttpConfigStore } from './http-config-store';

const manifest = (section: string, build: number) => `https://cdn.example/${section}/${build}/mf-manifest.json`;

function releaseOf(section: 'blog' | 'tools' | 'marketing', remote: string) {
  return (config: RuntimeConfig) => ({
    config: { ...config, remotes: { ...config.remotes, [section]: remote } },
    record: {
      at: new Date().toISOString(),
      action: 'release',
      section,
      remote,
      previous: config.remotes[section] ?? null,
    } satisfies ReleaseRecord,
  });
}

describe('HttpConfigStore against the config host', () => {
  let host: TestConfigHost;
  const logged: string[] = [];
  const store = (token = TOKEN) => new HttpConfigStore(host.configUrl, { token, log: (line) => logged.push(line) });
  afterEach(async () => {
    logged.length = 0;
    await host?.close();
  });

  it('reads the config, writes a release with its history line, and reads both back', async () => {
    host = await startConfigHost();
    expect(await store().read()).toEqual(defaultRuntimeConfig('localhost'));
    expect(await store().history()).toEqual([]);
    await store().update(releaseOf('blog', manifest('blog', 2)));
    expect((await store().read()).remotes.blog).toBe(manifest('blog', 2));
    const history = await store().history();
    expect(history.map((line) => [line.action, line.remote])).toEqual([['release', manifest('blog', 2)]]);
    expect(history[0]!.previous).toBe(defaultRuntimeConfig('localhost').remotes.blog);
    // Served as composition servers read it.
    expect((await (await fetch(host.configUrl)).json()).remotes.blog).toBe(manifest('blog', 2));
  });

  it('lands both of two concurrent releases of different sections, each recorded once', async () => {
    // The host holds back the first two reads of the history until both have arrived, so both
    // releases change the same version: one history PUT gets 412 and that release starts over.
    let held = 0;
    let releaseBoth!: () => void;
    const bothRead = new Promise<void>((resolve) => (releaseBoth = resolve));
    host = await startConfigHost({
      before: async (request) => {
        if (request.method !== 'GET' || !request.url.endsWith('/releases.jsonl') || held >= 2) return;
        held += 1;
        if (held === 2) releaseBoth();
        await bothRead;
      },
    });
    await Promise.all([
      store().update(releaseOf('blog', manifest('blog', 7))),
      store().update(releaseOf('tools', manifest('tools', 7))),
    ]);
    expect(host.answered, 'one of them was refused once').toContain('PUT /releases.jsonl 412');
    const config = await store().read();
    expect(config.remotes.blog).toBe(manifest('blog', 7));
    expect(config.remotes.tools).toBe(manifest('tools', 7));
    expect((await store().history()).map((line) => line.section).sort()).toEqual(['blog', 'tools']);
  });

  it('lets a release that recorded its change first finish after one that wrote config.json first', async () => {
    // The first release's config PUT is held until a second release has finished: the second
    // finds the first's history line, carries it into config.json with its own, and the first
    // then gets 412 on config.json and finds its change there already.
    let secondDone!: () => void;
    const second = new Promise<void>((resolve) => (secondDone = resolve));
    let held = false;
    host = await startConfigHost({
      before: async (request) => {
        if (request.method !== 'PUT' || !request.url.endsWith('/config.json') || held) return;
        held = true;
        await second;
      },
    });
    const first = store().update(releaseOf('blog', manifest('blog', 4)));
    await expect.poll(() => held).toBe(true);
    await store().update(releaseOf('tools', manifest('tools', 4)));
    secondDone();
    await first;
    expect(host.answered).toContain('PUT /config.json 412');
    expect(logged.join('\n')).toContain(`keeping it: release of blog → ${manifest('blog', 4)}`);
    const config = await store().read();
    expect(config.remotes.blog).toBe(manifest('blog', 4));
    expect(config.remotes.tools).toBe(manifest('tools', 4));
    expect((await store().history()).map((line) => line.section)).toEqual(['blog', 'tools']);
  });

  it('keeps every one of many concurrent releases', async () => {
    host = await startConfigHost();
    const sections = ['blog', 'tools', 'marketing'] as const;
    await Promise.all(
      sections.flatMap((section) => [1, 2].map(() => store().update(releaseOf(section, manifest(section, 3))))),
    );
    const config = await store().read();
    for (const section of sections) expect(config.remotes[section]).toBe(manifest(section, 3));
    expect(await store().history()).toHaveLength(6);
  });

  it('carries a recorded change that never reached config.json into the next write, and says so', async () => {
    host = await startConfigHost();
    // As if a release stopped between its two writes: its history line is there, config.json is not.
    const interrupted: ReleaseRecord = {
      at: '2026-01-01T00:00:00.000Z',
      action: 'release',
      section: 'blog',
      remote: manifest('blog', 5),
      previous: null,
    };
    writeFileSync(join(host.dir, 'releases.jsonl'), `${JSON.stringify(interrupted)}\n`);
    await store().update(releaseOf('tools', manifest('tools', 5)));
    const config = await store().read();
    expect(config.remotes.blog).toBe(manifest('blog', 5));
    expect(config.remotes.tools).toBe(manifest('tools', 5));
    expect(logged.join('\n')).toContain(`keeping it: release of blog → ${manifest('blog', 5)}`);
  });

  it('fails as unauthorised without the token, writing nothing', async () => {
    host = await startConfigHost();
    const before = readFileSync(join(host.dir, 'config.json'), 'utf8');
    for (const token of ['', 'wrong']) {
      const error = await store(token)
        .update(releaseOf('blog', manifest('blog', 9)))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigStoreError);
      expect((error as ConfigStoreError).failure).toBe('unauthorised');
      expect((error as ConfigStoreError).message).toContain('RELEASE_TOKEN');
    }
    expect(readFileSync(join(host.dir, 'config.json'), 'utf8')).toBe(before);
  });

  it('fails as unavailable when the URL cannot be reached or has no config', async () => {
    host = await startConfigHost({ empty: true });
    await expect(store().read()).rejects.toMatchObject({ failure: 'unavailable', message: /answered 404/ });
    const closed = host.origin;
    await host.close();
    const unreachable = new HttpConfigStore(`${closed}/config.json`, { token: TOKEN, timeoutMs: 2000 });
    await expect(unreachable.update(releaseOf('blog', manifest('blog', 1)))).rejects.toMatchObject({
      failure: 'unavailable',
      message: /could not be reached/,
    });
    host = await startConfigHost();
  });

  it('writes nothing when the change throws, and refuses a config that is not valid', async () => {
    host = await startConfigHost();
    await expect(
      store().update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(
      store().update((config) => ({
        ...releaseOf('blog', 'not a url')(config),
        config: { ...config, remotes: { blog: 'not a url' } },
      })),
    ).rejects.toThrow('remotes.blog');
    expect(await store().history()).toEqual([]);
  });
});
