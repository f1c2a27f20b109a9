import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES } from '@shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../api-process';
import { sampleExecutable } from '../files';
import { order, postJson } from '../fixtures';
import { persistentStore } from './harness';

/** Uploads that must be refused, against the built api: too large, and a program named as a PDF. */

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
