import { describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '@shared/contracts/testing';
import { SECTION_NAMES } from '@shared/contracts/runtime-config';
import { ChunkLoadError } from './chunk-load-error';
import { createFederationSectionLoader, type FederationRuntime } from './federation-section-loader';

const entry = (contractVersion: string) => ({
  contractVersion,
  buildId: 'b1',
  routes: [{ path: '/', page: 'home', title: 'Home', heading: 'Home', description: 'The home page.', indexable: true }],
  pages: { home: () => Promise.resolve({ default: () => null }) },
});

function runtimeReturning(value: unknown): FederationRuntime & { registerRemotes: ReturnType<typeof vi.fn> } {
  return { registerRemotes: vi.fn(), loadRemote: vi.fn().mockResolvedValue(value) } as never;
}

const remotes = exampleRuntimeConfig().remotes;

describe('createFederationSectionLoader', () => {
  it('registers every remote from the config and loads a section once', async () => {
    const runtime = runtimeReturning(entry('2.4.0'));
    const loader = createFederationSectionLoader(runtime, remotes);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(SECTION_NAMES.length);
    const first = loader.load('blog');
    expect(loader.load('blog')).toBe(first);
    expect(loader.peek('blog')).toBeUndefined();
    await expect(first).resolves.toMatchObject({ buildId: 'b1', widgets: {} });
    expect(loader.peek('blog')).toBe(await first);
    expect(runtime.loadRemote).toHaveBeenCalledWith('blog/routes');
  });

  it('answers a section the config leaves out with "unavailable", without asking the runtime', async () => {
    const runtime = runtimeReturning(entry('2.0.0'));
    const { tools: _left, ...partial } = remotes;
    const loader = createFederationSectionLoader(runtime, partial);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(SECTION_NAMES.length - 1);
    const error = await loader.load('tools').catch((e: unknown) => e);
    expect((error as ChunkLoadError).reason).toBe('unavailable');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('refuses a remote of another contract major version as "updated"', async () => {
    const loader = createFederationSectionLoader(runtimeReturning(entry('3.0.0')), remotes);
    const error = await loader.load('tools').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('updated');
  });

  it('refuses a module that does not satisfy the contract', async () => {
    const loader = createFederationSectionLoader(runtimeReturning({ pages: 'nope' }), remotes);
    await expect(loader.load('checkout')).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('keeps a failure until reset, then loads again after re-registering', async () => {
    const runtime = runtimeReturning(entry('2.0.0'));
    runtime.loadRemote = vi.fn().mockRejectedValue(new Error('#RUNTIME-003'));
    const loader = createFederationSectionLoader(runtime, remotes, { retries: 0 });
    const failed = loader.load('blog');
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    expect(loader.load('blog')).toBe(failed);
    runtime.loadRemote = vi.fn().mockResolvedValue(entry('2.0.0'));
    loader.reset('blog');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'blog', entry: remotes.blog }], { force: true });
    await expect(loader.load('blog')).resolves.toMatchObject({ contractVersion: '2.0.0' });
  });
});
