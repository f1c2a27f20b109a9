import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { FILE_MESSAGES, MAX_ORDER_FILES, OrderCreatedResponseSchema, OrderViewSchema } from '@shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfOfSize, samplePdf } from '../../../test/files';
import { order } from '../../../test/fixtures';
import { testDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { readEnv } from '../../env';
import { ordersRoutes } from '../orders-routes';
import { sweepFiles } from './file-expiry';
import { CHUNK_BYTES, fileStorageOf } from './file-storage';
import { UploadGate } from './upload-gate';

/** Uploads as stored and bounded: chunks in the database, quotas per visitor and per day, expiry. */

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('TRUNCATE order_files, order_file_chunks, upload_usage, orders, notifications, rate_limit_hits');
});

const appWith = (extra: Record<string, string> = {}) =>
  new Hono().route('/', ordersRoutes(db, readEnv({ RATE_LIMIT_PER_MINUTE: '1000', ...extra })));

async function placeOrder(app: Hono) {
  const response = await app.request('/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(order),
  });
  expect(response.status).toBe(201);
  const created = OrderCreatedResponseSchema.parse(await response.json()).order;
  return { id: created.id, token: created.token! };
}

/** A file posted as a browser posts it: multipart, with its Content-Length. */
async function upload(app: Hono, token: string, bytes: Uint8Array, name = 'brief.pdf') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const response = await app.request(`/orders/by-token/${token}/files`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': String(body.byteLength) },
  });
  return { status: response.status, body: (await response.json()) as { error?: string; file?: { id: string } } };
}

const view = async (app: Hono, token: string) =>
  OrderViewSchema.parse(((await (await app.request(`/orders/by-token/${token}`)).json()) as { order: unknown }).order);

describe('files in the database', () => {
  it('are kept in chunks and streamed back byte for byte', async () => {
    const app = appWith();
    const { token } = await placeOrder(app);
    const bytes = pdfOfSize(2.5 * 1024 * 1024);
    bytes.fill(7, 100);
    const stored = await upload(app, token, bytes);
    expect(stored.status).toBe(201);
    const id = stored.body.file!.id;
    const chunks = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_file_chunks WHERE file_id = $1',
      [id],
    );
    expect(chunks.rows[0]?.n).toBe(Math.ceil(bytes.byteLength / CHUNK_BYTES));
    const download = await app.request(`/orders/by-token/${token}/files/${id}`);
    expect(download.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('serves a file stored whole, before chunks, as it was', async () => {
    const app = appWith();
    const { id, token } = await placeOrder(app);
    const pdf = await samplePdf();
    const fileId = randomUUID();
    await db.query(
      `INSERT INTO order_files (id, order_id, name, media_type, size, storage, content)
       VALUES ($1, $2, 'old.pdf', 'application/pdf', $3, 'database', $4)`,
      [fileId, id, pdf.byteLength, pdf],
    );
    const download = await app.request(`/orders/by-token/${token}/files/${fileId}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe('quotas', () => {
  it('holds a visitor to their bytes for the day, across orders; a refused file costs nothing', async () => {
    const app = appWith({ UPLOAD_MB_PER_VISITOR_PER_DAY: '1' });
    const first = await placeOrder(app);
    const refusedType = await upload(app, first.token, new Uint8Array(700 * 1024).fill(1));
    expect(refusedType.body.error).toBe(FILE_MESSAGES.wrongType);
    expect((await upload(app, first.token, pdfOfSize(700 * 1024))).status).toBe(201);
    const second = await placeOrder(app);
    const over = await upload(app, second.token, pdfOfSize(400 * 1024));
    expect(over).toEqual({ status: 429, body: { error: FILE_MESSAGES.visitorQuota, errors: [] } });
    // What was stored counts, not what was reserved: a small file still fits.
    expect((await upload(app, second.token, await samplePdf())).status).toBe(201);
  });

  it('holds all visitors together to the day’s cap', async () => {
    const app = appWith({ UPLOAD_MB_PER_DAY: '1' });
    const { token } = await placeOrder(app);
    expect((await upload(app, token, pdfOfSize(900 * 1024))).status).toBe(201);
    const over = await upload(app, token, pdfOfSize(200 * 1024));
    expect(over).toEqual({ status: 503, body: { error: FILE_MESSAGES.dailyQuota, errors: [] } });
  });
});

describe('expiry', () => {
  it('deletes the files of an order unpaid after UNPAID_FILES_DAYS, says so ahead, and keeps a paid order’s', async () => {
    const app = appWith({ UNPAID_FILES_DAYS: '30' });
    const unpaid = await placeOrder(app);
    const paid = await placeOrder(app);
    for (const { token } of [unpaid, paid]) expect((await upload(app, token, await samplePdf())).status).toBe(201);
    const shown = await view(app, unpaid.token);
    const placed = new Date(shown.placedAt).getTime();
    expect(new Date(shown.filesKeptUntil!).getTime() - placed).toBe(30 * 24 * 60 * 60 * 1000);

    await db.query(`UPDATE orders SET created_at = now() - interval '31 days'`);
    await db.query(`UPDATE orders SET paid_at = now(), status = 'paid', payment_id = 'pay_X' WHERE id = $1`, [paid.id]);
    expect((await view(app, paid.token)).filesKeptUntil).toBeNull();
    const late = await upload(app, unpaid.token, await samplePdf());
    expect(late).toEqual({ status: 409, body: { error: FILE_MESSAGES.expired, errors: [] } });

    const env = readEnv({});
    const swept = await sweepFiles(db, fileStorageOf(env, db), { unpaidFilesDays: 30, uploadFolder: '/nonexistent' });
    expect(swept.expired).toBe(1);
    expect((await view(app, unpaid.token)).files).toEqual([]);
    expect((await view(app, paid.token)).files).toHaveLength(1);
    const chunks = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_file_chunks');
    expect(chunks.rows[0]?.n).toBe(1);
  });

  it('sweeps the chunks of an upload that never got its row', async () => {
    await db.query(
      `INSERT INTO order_file_chunks (file_id, seq, bytes, created_at) VALUES ($1, 0, '\\x00', now() - interval '2 hours')`,
      [randomUUID()],
    );
    await sweepFiles(db, fileStorageOf(readEnv({}), db), { unpaidFilesDays: 30, uploadFolder: '/nonexistent' });
    const chunks = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_file_chunks');
    expect(chunks.rows[0]?.n).toBe(0);
  });
});

describe('the upload gate', () => {
  it('takes at most so many at once, per visitor, and no more per order than it has room for', () => {
    const gate = new UploadGate(3, 2);
    const a1 = gate.enter('a', 'order-1', 0);
    const a2 = gate.enter('a', 'order-2', 0);
    expect(gate.enter('a', 'order-3', 0)).toBe('visitor');
    const b1 = gate.enter('b', 'order-4', 0);
    expect(gate.enter('c', 'order-5', 0)).toBe('busy');
    expect(gate.enter('c', 'order-4', MAX_ORDER_FILES - 1)).toBe('full');
    for (const place of [a1, a2, b1]) if (typeof place === 'object') place.release();
    expect(gate.inFlight).toBe(0);
    expect(typeof gate.enter('a', 'order-3', 0)).toBe('object');
  });

  it('answers a visitor’s second upload at once, without waiting for the first', async () => {
    const app = appWith({ UPLOADS_IN_FLIGHT_PER_VISITOR: '1' });
    const { token } = await placeOrder(app);
    // A body that never ends holds the first upload's place.
    let hold!: ReadableStreamDefaultController<Uint8Array>;
    const endless = new ReadableStream<Uint8Array>({ start: (controller) => void (hold = controller) });
    const boundary = 'b0undary';
    hold.enqueue(
      new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
      ),
    );
    const first = app.request(`/orders/by-token/${token}/files`, {
      method: 'POST',
      body: endless,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    await expect.poll(async () => (await db.query('SELECT 1 FROM upload_usage')).rows.length).toBeGreaterThan(0);
    const second = await upload(app, token, await samplePdf());
    expect(second).toEqual({ status: 429, body: { error: FILE_MESSAGES.oneAtATime, errors: [] } });
    hold.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
    hold.close();
    expect((await first).status).toBe(201);
  });
});
