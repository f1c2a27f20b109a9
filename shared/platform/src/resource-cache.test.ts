import { describe, expect, it, vi } from 'vitest';
import { createResourceCache } from './resource-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createResourceCache', () => {
  it('loads a key once while it loads and once it has loaded', async () => {
    const cache = createResourceCache<string, number>();
    const load = vi.fn(async (key: string) => key.length);
    const first = cache.get('abc', load);
    expect(cache.get('abc', load)).toBe(first);
    expect(cache.peek('abc')).toBeUndefined();
    expect(await first).toBe(3);
    expect(cache.peek('abc')).toBe(3);
    expect(cache.get('abc', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.loaded()).toEqual([['abc', 3]]);
  });

  it('forgets a failed load by default, so the next get tries again', async () => {
    const cache = createResourceCache<string, string>();
    const failing = cache.get('a', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    await settle();
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('keeps a failed load when asked to, until the key is deleted', async () => {
    const cache = createResourceCache<string, string>({ failures: 'keep' });
    const failing = cache.get('a', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    await settle();
    expect(cache.get('a', async () => 'up')).toBe(failing);
    cache.delete('a');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('loads again once a loaded value is older than maxAgeMs, but shares a load that still runs', async () => {
    let time = 0;
    const cache = createResourceCache<string, number>({ maxAgeMs: 1000, now: () => time });
    let release: (value: number) => void = () => {};
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    time = 5000;
    expect(cache.get('a', async () => 2)).toBe(slow);
    release(1);
    await slow;
    expect(await cache.get('a', async () => 2)).toBe(2);
    time = 5500;
    expect(await cache.get('a', async () => 3)).toBe(2);
    time = 6100;
    expect(await cache.get('a', async () => 4)).toBe(4);
  });

  it('drops the values past their time when it loads another key', async () => {
    let time = 0;
    const cache = createResourceCache<string, number>({ maxAgeMs: 1000, now: () => time });
    await cache.get('old-build', async () => 1);
    time = 2000;
    await cache.get('new-build', async () => 2);
    expect(cache.loaded()).toEqual([['new-build', 2]]);
  });

  it('with maxAgeMs 0 only shares a load in flight', async () => {
    const cache = createResourceCache<string, number>({ maxAgeMs: 0 });
    const load = vi.fn(async () => 1);
    const first = cache.get('config', load);
    expect(cache.get('config', load)).toBe(first);
    await first;
    await cache.get('config', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('pins a value with set, and a late load that was replaced does not overwrite it', async () => {
    const cache = createResourceCache<string, string>({ failures: 'keep' });
    let release: (value: string) => void = () => {};
    const late = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.set('a', 'pinned');
    expect(cache.peek('a')).toBe('pinned');
    release('late');
    await late;
    expect(cache.peek('a')).toBe('pinned');
    expect(await cache.get('a', async () => 'other')).toBe('pinned');
  });

  it('empties itself before a new key when it holds maxEntries', async () => {
    const cache = createResourceCache<number, number>({ maxEntries: 2 });
    await cache.get(1, async (key) => key);
    await cache.get(2, async (key) => key);
    expect(cache.loaded()).toHaveLength(2);
    await cache.get(2, async () => 20);
    expect(cache.peek(1)).toBe(1);
    await cache.get(3, async (key) => key);
    expect(cache.loaded()).toEqual([[3, 3]]);
  });

  it('clear forgets everything', async () => {
    const cache = createResourceCache<string, number>();
    await cache.get('a', async () => 1);
    cache.clear();
    expect(cache.peek('a')).toBeUndefined();
  });
});
