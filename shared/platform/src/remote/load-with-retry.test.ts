import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadFailure, toChunkLoadError } from './chunk-load-error';
import { loadWithRetry } from './load-with-retry';

const manifestDown = () => new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

describe('isChunkLoadFailure / toChunkLoadError', () => {
  it('recognises federation and dynamic-import load failures', () => {
    expect(isChunkLoadFailure(manifestDown())).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to load script resources. #RUNTIME-008'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('a string')).toBe(false);
  });

  it('wraps load failures and passes bugs through untouched', () => {
    const wrapped = toChunkLoadError(manifestDown(), 'blog');
    expect(wrapped).toBeInstanceOf(ChunkLoadError);
    expect((wrapped as ChunkLoadError).section).toBe('blog');
    expect((wrapped as ChunkLoadError).reason).toBe('unavailable');
    const bug = new RangeError('bug');
    expect(toChunkLoadError(bug, 'blog')).toBe(bug);
  });
});

describe('loadWithRetry', () => {
  it('retries load failures with backoff, then succeeds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(manifestDown())
      .mockRejectedValueOnce(manifestDown())
      .mockResolvedValue('module');
    const beforeRetry = vi.fn();
    await expect(loadWithRetry(load, { section: 'tools', baseDelayMs: 1, beforeRetry })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(beforeRetry.mock.calls).toEqual([[1], [2]]);
  });

  it('gives up after the retries with a ChunkLoadError naming the section', async () => {
    const load = vi.fn().mockRejectedValue(manifestDown());
    const error = await loadWithRetry(load, { section: 'tools', retries: 2, baseDelayMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).section).toBe('tools');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error that is not a load failure', async () => {
    const load = vi.fn().mockRejectedValue(new SyntaxError('broken module'));
    await expect(loadWithRetry(load, { section: 'blog', baseDelayMs: 1 })).rejects.toBeInstanceOf(SyntaxError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cuts off a load that stalls', async () => {
    const stalled = () => new Promise<never>(() => {});
    const started = Date.now();
    const error = await loadWithRetry(stalled, {
      section: 'checkout',
      retries: 1,
      baseDelayMs: 1,
      timeoutMs: 30,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
