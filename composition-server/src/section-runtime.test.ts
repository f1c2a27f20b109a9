// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeSettings } from './runtime-protocol';
import { SectionRuntime, type RuntimeLimits } from './section-runtime';

const WORKER = new URL('./test/fake-runtime-worker.mjs', import.meta.url);
const LIMITS: RuntimeLimits = {
  memoryMb: 64,
  startTimeoutMs: 10_000,
  pingTimeoutMs: 10_000,
  misses: 3,
  // Generous, so that a free thread on a loaded machine still counts as free.
  freePingMs: 1000,
  drainMs: 100,
};
const DEADLINE_MS = 150;

const runtimes: SectionRuntime[] = [];
function start(mode: 'busy' | 'stuck', blockMs = 0): SectionRuntime {
  const runtime = new SectionRuntime(WORKER, { mode, blockMs } as unknown as RuntimeSettings, LIMITS);
  runtimes.push(runtime);
  return runtime;
}
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.stop();
});

/** Sends a page with a short deadline; answers how it ended (its fault's kind, or 'answered'). */
function page(runtime: SectionRuntime): Promise<string> {
  const deadline = Date.now() + DEADLINE_MS;
  return runtime.ask({ type: 'render', page: {} as never, deadline }, deadline).then(
    () => 'answered',
    (error: { kind?: string }) => error.kind ?? 'error',
  );
}

describe('a section runtime that misses its deadlines', () => {
  it('is replaced when its thread is free: its pages are stuck, its pings answer at once', async () => {
    const runtime = start('stuck');
    await runtime.ready;
    // Each page is sent once the one before has missed: three misses in a row.
    for (let index = 0; index < 3; index += 1) expect(await page(runtime)).toBe('timed-out');
    const fault = await runtime.ended;
    expect(fault?.kind).toBe('timed-out');
    expect(fault?.message).toBe('missed its deadline 3 times in a row');
  });

  it('is kept when its thread is busy: the pings after its misses answer late', async () => {
    // Every page holds the thread for 1.5 s: the ping sent after a miss waits behind it.
    const runtime = start('busy', 1500);
    let ended = false;
    void runtime.ended.then(() => (ended = true));
    await runtime.ready;
    for (let index = 0; index < 4; index += 1) expect(await page(runtime)).toBe('timed-out');
    expect(await runtime.probe()).toBeGreaterThan(LIMITS.freePingMs);
    expect(runtime.state).toBe('ready');
    expect(ended).toBe(false);
  }, 30_000);
});
