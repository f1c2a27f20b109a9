import { afterEach, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../api-process';
import { lead } from '../fixtures';
import { persistentStore, readSubmissionIds } from './harness';

/**
 * Whatever stops the process, a submission that was acknowledged (2xx with its id) is stored:
 * the api answers only after the row is committed.
 */

const TOTAL = 400;
const CONCURRENCY = 20;

interface Outcome {
  id: string | null;
  /** Milliseconds since the burst began. */
  at: number;
  error: boolean;
}

/** Sends TOTAL submissions, CONCURRENCY at a time; `interrupt` runs once `after` are acknowledged. */
async function burst(
  url: string,
  after: number,
  interrupt: () => void,
): Promise<{ outcomes: Outcome[]; signalAt: number }> {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  let acknowledged = 0;
  let signalAt = -1;
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      try {
        const response = await fetch(`${url}/f/lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `burst-${started}-${i}` },
          body: JSON.stringify({ ...lead, name: `Burst ${i}` }),
          signal: AbortSignal.timeout(20_000),
        });
        const body = (await response.json()) as { id?: string };
        const ok = response.status === 201 && typeof body.id === 'string';
        outcomes.push({ id: ok ? body.id! : null, at: Date.now() - started, error: !ok });
        if (ok && ++acknowledged === after) {
          signalAt = Date.now() - started;
          interrupt();
        }
      } catch {
        outcomes.push({ id: null, at: Date.now() - started, error: true });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { outcomes, signalAt };
}

let running: ApiProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((api) => api.stop('SIGKILL')));
  running = [];
});

describe('durability', () => {
  it('kill -9 during 400 submissions loses none that were acknowledged', async () => {
    const store = await persistentStore();
    const api = await store.start();
    running.push(api);
    const { outcomes } = await burst(api.url, 150, () => api.child.kill('SIGKILL'));
    expect(await api.exited).toBeNull();
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(outcomes.some((outcome) => outcome.error)).toBe(true);

    const restarted = await store.start();
    running.push(restarted);
    const stored = await readSubmissionIds(restarted.url);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    console.log(`kill -9 (${store.kind}): ${acknowledged.length} of ${TOTAL} acknowledged, all kept`);
    await store.remove();
  });

  it('SIGTERM during a burst finishes the requests in flight and loses none that were acknowledged', async () => {
    const store = await persistentStore();
    const api = await store.start();
    running.push(api);
    const { outcomes, signalAt } = await burst(api.url, 150, () => api.child.kill('SIGTERM'));
    expect(await api.exited).toBe(0);
    expect(api.logs.find((entry) => entry.msg === 'Stopped')).toMatchObject({ outcome: 'drained' });
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    // Requests that were running when the signal came were answered, not cut off.
    expect(outcomes.filter((outcome) => outcome.id && outcome.at > signalAt).length).toBeGreaterThan(0);

    const restarted = await store.start();
    running.push(restarted);
    const stored = await readSubmissionIds(restarted.url);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    console.log(`SIGTERM (${store.kind}): ${acknowledged.length} of ${TOTAL} acknowledged, all kept`);
    await store.remove();
  });
});
