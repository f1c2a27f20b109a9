import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES } from '@shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../api-process';
import { sampleExecutable } from '../files';
import { order, postJson } from '../fixtures';
import { uploadFlood } from '../upload-flood';
import { persistentStore } from './harness';

/**
 * Uploads against the built api: refused when too large or a program named as a PDF, and a flood
 * of large uploads that must leave the api's memory flat and the api answering.
 */

let api: ApiProcess;
let store: Awaited<ReturnType<typeof persistentStore>>;
beforeAll(async () => {
  store = await persistentStore();
  api = await store.start();
});
afterAll(async () => {
  await api.stop();
  await store.remove();
});

async function newOrderToken(): Promise<string> {
  const created = await postJson(`${api.url}/orders`, order);
  expect(created.status).toBe(201);
  return (created.body as { order: { token: string } }).order.token;
}

const upload = async (token: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const response = await fetch(`${api.url}/orders/by-token/${token}/files`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json().catch(() => null)) as { error?: string } | null };
};

const filesOf = async (token: string) => {
  const response = await fetch(`${api.url}/orders/by-token/${token}`);
  return ((await response.json()) as { order: { files: unknown[] } }).order.files;
};

describe('uploads', () => {
  it('refuses a file over 20 MB with a message the browser can read, and stores nothing', async () => {
    const token = await newOrderToken();
    const big = new Uint8Array(MAX_ORDER_FILE_BYTES + 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const refused = await upload(token, big, 'thesis.pdf');
    expect(refused).toEqual({ status: 413, body: { error: FILE_MESSAGES.tooLarge, errors: [] } });
    // Exactly at the limit's edge the file itself is checked: 20 MB and a byte.
    const edge = new Uint8Array(MAX_ORDER_FILE_BYTES + 1);
    edge.set(new TextEncoder().encode('%PDF-1.4\n'));
    expect((await upload(token, edge, 'edge.pdf')).status).toBe(413);
    expect(await filesOf(token)).toEqual([]);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
  });

  it('refuses a program renamed to .pdf, by its content', async () => {
    const token = await newOrderToken();
    const refused = await upload(token, sampleExecutable(), 'brief.pdf');
    expect(refused.status).toBe(415);
    expect(refused.body?.error).toBe(FILE_MESSAGES.wrongType);
    expect(await filesOf(token)).toEqual([]);
  });
});

describe('a flood of uploads', () => {
  // The bound the api is held to: 30 concurrent 20 MB uploads raise its resident memory by at most
  // this much at peak (all of them used to be held whole: +1.7 to +2.1 GB, and no answers for 30 s).
  const MAX_RISE_MB = 200;

  it(
    'from one visitor to one order: one or two are received at a time, the rest refused unread',
    { timeout: 240_000 },
    async () => {
      const result = await uploadFlood(api, { uploads: 30, orders: 1, visitors: 1 });
      console.info('one visitor, one order:', JSON.stringify(result));
      expect(result.riseMb).toBeLessThanOrEqual(MAX_RISE_MB);
      expect(result.probeFailures).toBe(0);
      expect(Object.keys(result.statuses).sort()).toEqual(['201', '429']);
    },
  );

  it(
    'from 30 addresses to 30 orders: the server takes what it can at once and answers everyone',
    { timeout: 240_000 },
    async () => {
      // Its own database: a PGlite folder belongs to one process.
      const own = await persistentStore();
      const flooded = await own.start({ TRUST_PROXY: '1' });
      try {
        const result = await uploadFlood(flooded, { uploads: 30, orders: 30, visitors: 30 });
        console.info('30 addresses, 30 orders:', JSON.stringify(result));
        expect(result.riseMb).toBeLessThanOrEqual(MAX_RISE_MB);
        expect(result.probeFailures).toBe(0);
        expect(result.statuses[201]).toBeGreaterThanOrEqual(1);
        expect((result.statuses[201] ?? 0) + (result.statuses[503] ?? 0)).toBe(30);
      } finally {
        await flooded.stop();
        await own.remove();
      }
    },
  );
});
