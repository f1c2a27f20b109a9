import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import S3rver from 's3rver';
import {
  FILE_MESSAGES,
  OrderCreatedResponseSchema,
  OrderViewSchema,
  type OrderRequest,
  type RuntimeConfig,
} from '@shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samplePdf, sampleExecutable } from '../../test/files';
import { pdfText } from '../../test/pdf-text';
import { formatDateTimeIn } from '@shared/domain/time';
import { testDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { ordersRoutes } from './orders-routes';

/** The order page's api: the brief, files (in the database or an object store), the thread, cancel, receipt. */

const ADMIN = 'order-page-admin-token-0123456789';
const NOW = new Date('2030-03-10T12:00:00Z');
const order: OrderRequest = {
  name: 'Asha Rao',
  mobile: '+91 9876543210',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  assignmentType: 'Report',
  subject: 'Engineering',
  deadline: '2030-03-20',
  firstDraft: true,
  instructions: 'Use APA 7.\nCite <b>five</b> sources.',
  wordCount: 1234,
  fileName: '',
  academicLevel: 'proficient-researcher',
  couponCode: 'save10',
  paymentMethod: 'Pay Later',
};

let db: Database;
let app: Hono;
beforeAll(async () => {
  db = await testDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query(
    'TRUNCATE order_files, order_file_chunks, upload_usage, order_messages, order_brief_additions, orders, payment_events, rate_limit_hits, notifications',
  );
  app = appWith();
});

function appWith(extra: Record<string, string> = {}) {
  const env = readEnv({ ADMIN_TOKEN: ADMIN, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true', ...extra });
  return new Hono().route('/', ordersRoutes(db, env, { now: () => NOW }));
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const admin = { Authorization: `Bearer ${ADMIN}` };

async function placeOrder(target = app) {
  const response = await target.request('/orders', json(order));
  expect(response.status).toBe(201);
  const created = OrderCreatedResponseSchema.parse(await response.json()).order;
  return { id: created.id, token: created.token! };
}

const view = async (token: string, target = app) => {
  const response = await target.request(`/orders/by-token/${token}`);
  expect(response.status).toBe(200);
  return OrderViewSchema.parse(((await response.json()) as { order: unknown }).order);
};

function upload(token: string, bytes: Uint8Array, name: string, target = app) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  return target.request(`/orders/by-token/${token}/files`, { method: 'POST', body: form });
}

async function setStatus(id: string, status: string) {
  const response = await app.request(`/admin/orders/${id}/status`, json({ status }, admin));
  expect(response.status).toBe(200);
}

describe('the brief', () => {
  it('shows the instructions as entered, and takes additions until work starts', async () => {
    const { id, token } = await placeOrder();
    const before = await view(token);
    expect(before.instructions).toBe('Use APA 7.\nCite <b>five</b> sources.');
    expect(before).toMatchObject({ wordCount: 1234, deadline: '2030-03-20', academicLevel: 'Proficient Researcher' });
    expect(before.briefOpen).toBe(true);

    const added = await app.request(`/orders/by-token/${token}/brief`, json({ text: '  Use British spelling. ' }));
    expect(added.status).toBe(201);
    expect((await view(token)).briefAdditions.map((a) => a.text)).toEqual(['Use British spelling.']);

    const empty = await app.request(`/orders/by-token/${token}/brief`, json({ text: '   ' }));
    expect(empty.status).toBe(422);

    await setStatus(id, 'in-progress');
    const late = await app.request(`/orders/by-token/${token}/brief`, json({ text: 'One more thing' }));
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: FILE_MESSAGES.closed, errors: [] });
    expect((await view(token)).briefOpen).toBe(false);
  });
});

describe('files in the database', () => {
  it('stores a PDF, lists it, and gives the same bytes back to the token holder and the admin only', async () => {
    const { id, token } = await placeOrder();
    const pdf = await samplePdf();
    const response = await upload(token, pdf, '../../My brief\u202e.pdf');
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as { file: { id: string; name: string; mediaType: string } };
    expect(file).toMatchObject({ name: 'My brief.pdf', mediaType: 'application/pdf' });
    expect((await view(token)).files.map((f) => f.name)).toEqual(['My brief.pdf']);

    const download = await app.request(`/orders/by-token/${token}/files/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="My brief.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const other = await placeOrder();
    expect((await app.request(`/orders/by-token/${other.token}/files/${file.id}`)).status).toBe(404);
    expect((await app.request(`/orders/by-token/${'a'.repeat(32)}/files/${file.id}`)).status).toBe(404);
    expect((await app.request(`/admin/orders/${id}/files/${file.id}`)).status).toBe(401);
    const asAdmin = await app.request(`/admin/orders/${id}/files/${file.id}`, { headers: admin });
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a renamed program, an empty file, a sixth file and files after work starts', async () => {
    const { id, token } = await placeOrder();
    const exe = await upload(token, sampleExecutable(), 'brief.pdf');
    expect(exe.status).toBe(415);
    expect(await exe.json()).toEqual({
      error: FILE_MESSAGES.wrongType,
      errors: [{ field: 'file', code: 'custom', message: FILE_MESSAGES.wrongType }],
    });
    expect((await upload(token, new TextEncoder().encode('just text'), 'notes.docx')).status).toBe(415);
    expect((await upload(token, new Uint8Array(0), 'empty.pdf')).status).toBe(422);
    const pdf = await samplePdf();
    for (let i = 0; i < 5; i += 1) expect((await upload(token, pdf, `part ${i}.pdf`)).status).toBe(201);
    const sixth = await upload(token, pdf, 'part 6.pdf');
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as { error: string }).error).toBe(FILE_MESSAGES.tooMany);

    const second = await placeOrder();
    await setStatus(second.id, 'in-progress');
    expect((await upload(second.token, pdf, 'late.pdf')).status).toBe(409);
    expect((await view(token)).files).toHaveLength(5);
    expect(id).not.toBe(second.id);
  });
});

describe('files in an S3-compatible object store', () => {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 's3rver-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'order-files', configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the bytes in the bucket, not the database, and serves them back unchanged', async () => {
    const stored = appWith({
      S3_BUCKET: 'order-files',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const { id, token } = await placeOrder(stored);
    const pdf = await samplePdf('In the bucket');
    const response = await upload(token, pdf, 'bucket.pdf', stored);
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as { file: { id: string } };
    const row = await db.query<{ storage: string; content: unknown; object_key: string }>(
      'SELECT storage, content, object_key FROM order_files WHERE id = $1',
      [file.id],
    );
    expect(row.rows[0]).toEqual({ storage: 's3', content: null, object_key: `orders/${id}/${file.id}` });
    const download = await stored.request(`/orders/by-token/${token}/files/${file.id}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe('the thread and cancelling', () => {
  const queued = async () =>
    (
      await db.query<{ kind: string; recipient: string | null }>(
        `SELECT kind, recipient FROM notifications
         WHERE kind IN ('order-message', 'student-order-message', 'order-cancelled', 'student-order-cancelled')
         ORDER BY created_at, kind`,
      )
    ).rows;

  it('keeps the student’s message and the agency’s answer with the order, each queuing an email to the other', async () => {
    const { id, token } = await placeOrder();
    const sent = await app.request(`/orders/by-token/${token}/messages`, json({ text: 'Can you use Harvard?' }));
    expect(sent.status).toBe(201);
    const answered = await app.request(`/admin/orders/${id}/messages`, json({ text: 'Yes, Harvard it is.' }, admin));
    expect(answered.status).toBe(201);
    expect((await app.request(`/admin/orders/${id}/messages`, json({ text: 'x' }))).status).toBe(401);
    expect((await view(token)).messages.map((m) => [m.from, m.text])).toEqual([
      ['student', 'Can you use Harvard?'],
      ['agency', 'Yes, Harvard it is.'],
    ]);
    expect(await queued()).toEqual([
      { kind: 'order-message', recipient: null },
      { kind: 'student-order-message', recipient: 'asha@example.com' },
    ]);
  });

  it('limits how fast a caller sends messages', async () => {
    const { token } = await placeOrder();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await app.request(`/orders/by-token/${token}/messages`, json({ text: `Message ${i}` }))).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('cancels a received order once, and marks a paid cancellation for refund', async () => {
    const unpaid = await placeOrder();
    expect((await app.request(`/orders/by-token/${unpaid.token}/cancel`, { method: 'POST' })).status).toBe(200);
    expect((await app.request(`/orders/by-token/${unpaid.token}/cancel`, { method: 'POST' })).status).toBe(409);
    const shown = await view(unpaid.token);
    expect(shown).toMatchObject({ status: 'cancelled', cancellable: false, payable: false });
    expect(shown.cancellation).toMatchObject({ by: 'student', refundDue: false });

    const paid = await placeOrder();
    const payment = (await (await app.request(`/orders/${paid.id}/payment`, json({}))).json()) as {
      razorpayOrderId: string;
    };
    const signed = await (
      await app.request('/test-checkout/pay', json({ razorpay_order_id: payment.razorpayOrderId }))
    ).json();
    expect((await app.request(`/orders/${paid.id}/payment/verify`, json(signed))).status).toBe(200);
    expect((await app.request(`/orders/by-token/${paid.token}/cancel`, { method: 'POST' })).status).toBe(200);

    const list = (await (await app.request('/admin/orders', { headers: admin })).json()) as {
      orders: { id: string; status: string; cancelledBy: string | null; refundDue: boolean }[];
    };
    const byId = new Map(list.orders.map((o) => [o.id, o]));
    expect(byId.get(unpaid.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'student', refundDue: false });
    expect(byId.get(paid.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'student', refundDue: true });
    expect((await view(paid.token)).cancellation).toMatchObject({ by: 'student', refundDue: true });
    // The agency hears of each, and so does the student, at the address they gave.
    expect(await queued()).toEqual([
      { kind: 'order-cancelled', recipient: null },
      { kind: 'student-order-cancelled', recipient: 'asha@example.com' },
      { kind: 'order-cancelled', recipient: null },
      { kind: 'student-order-cancelled', recipient: 'asha@example.com' },
    ]);

    const started = await placeOrder();
    await setStatus(started.id, 'in-progress');
    expect((await app.request(`/orders/by-token/${started.token}/cancel`, { method: 'POST' })).status).toBe(409);
  });
});

describe('the receipt', () => {
  /** Pays the order through the test-mode checkout; the payment's id. */
  async function payInTestMode(id: string, target = app) {
    const payment = (await (await target.request(`/orders/${id}/payment`, json({}))).json()) as {
      razorpayOrderId: string;
      amountPaise: number;
    };
    const signed = (await (
      await target.request('/test-checkout/pay', json({ razorpay_order_id: payment.razorpayOrderId }))
    ).json()) as { razorpay_payment_id: string };
    expect((await target.request(`/orders/${id}/payment/verify`, json(signed))).status).toBe(200);
    return { paymentId: signed.razorpay_payment_id, amountPaise: payment.amountPaise };
  }

  it('is a PDF for a paid order only, for exactly the amount charged', async () => {
    const { id, token } = await placeOrder();
    expect((await app.request(`/orders/by-token/${token}/receipt.pdf`)).status).toBe(409);
    const { paymentId, amountPaise } = await payInTestMode(id);

    const response = await app.request(`/orders/by-token/${token}/receipt.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    // 1234 words of Engineering at ₹4, first draft, ×1.1, SAVE10, 18% fee.
    expect(amountPaise).toBe(605458);
    expect(text).toContain('Amount charged: INR 6,054.58');
    expect(text).toContain(paymentId);
    expect((await view(token)).receipt).toMatchObject({
      paymentId,
      amountPaise: 605458,
      billedTo: 'Asha Rao',
      testMode: true,
    });
  });

  it('names the business of the site’s configuration, the student, the order, and that it was a test payment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'receipt-config-'));
    const configFile = join(dir, 'config.json');
    const config = siteConfig();
    await writeFile(configFile, JSON.stringify(config));
    const withConfig = appWith({ SITE_CONFIG_FILE: configFile });
    // Due at 6 pm in India, given from there.
    const response = await withConfig.request(
      '/orders',
      json({ ...order, deadlineTime: '18:00', timeZone: 'Asia/Kolkata' }),
    );
    const { id, token, reference } = OrderCreatedResponseSchema.parse(await response.json()).order;
    await payInTestMode(id, withConfig);

    const text = pdfText(
      new Uint8Array(await (await withConfig.request(`/orders/by-token/${token}/receipt.pdf`)).arrayBuffer()),
    );
    expect(text).toContain(config.site.businessName);
    expect(text).toContain(config.site.legalName!);
    expect(text).toContain(config.site.postalAddress);
    expect(text).toContain(config.site.taxDetails!);
    expect(text).toContain('Billed to');
    expect(text).toContain('Asha Rao');
    expect(text).toContain(reference!);
    expect(text).toContain('TEST PAYMENT: no money was charged.');
    expect(text).toContain('Razorpay (test mode)');
    expect(text).toContain('20 March 2030, 6:00 pm IST');
    // Paid when the payment was verified, written in India's time.
    expect(text).toContain(formatDateTimeIn((await view(token!, withConfig)).receipt!.paidAt, 'Asia/Kolkata'));
    expect(text).not.toContain('UTC');

    // The configuration changes (a new address): the next receipt has it, without a restart.
    await writeFile(
      configFile,
      JSON.stringify({ ...config, site: { ...config.site, postalAddress: '1 New Road, Kolkata 700001, India' } }),
    );
    await utimes(configFile, new Date(), new Date(Date.now() + 5000));
    const again = pdfText(
      new Uint8Array(await (await withConfig.request(`/orders/by-token/${token}/receipt.pdf`)).arrayBuffer()),
    );
    expect(again).toContain('1 New Road, Kolkata 700001, India');
    await rm(dir, { recursive: true, force: true });
  });
});

/** A deployment's config.json as receipts read it: the business details are what matter here. */
function siteConfig(): RuntimeConfig {
  const api = 'http://localhost:8787';
  return {
    remotes: {},
    endpoints: { lead: `${api}/f/lead`, contact: `${api}/f/contact`, grammar: `${api}/v2/check`, api },
    payment: { razorpayKeyId: '' },
    site: {
      businessName: 'Scholars Desk',
      legalName: 'Scholars Desk Education Services Private Limited',
      taxDetails: 'GSTIN 19AAAAA0000A1Z5',
      timeZone: 'Asia/Kolkata',
      siteUrl: 'http://localhost:4173',
      postalAddress: '221 Example Street, Salt Lake Sector V, Kolkata, West Bengal 700091, India',
      emails: ['help@example.com', 'orders@example.com'],
      phones: ['+91 55501 00199'],
      chatNumber: '15550100199',
      externalSite: 'https://agency.example.com/',
      social: [],
      reviewLinks: [],
      samplesFolders: { nonTechnical: '', technical: '' },
      conceptOriginator: { name: 'A. N. Author', url: '' },
      mapEmbedUrl: '',
    },
  };
}

describe('the due time', () => {
  it('is stored as the UTC moment the student named in their zone, the end of the day by default', async () => {
    const response = await app.request('/orders', json({ ...order, deadlineTime: '09:30', timeZone: 'Europe/London' }));
    const stored = OrderCreatedResponseSchema.parse(await response.json()).order;
    expect(stored.payload).toMatchObject({
      deadlineTime: '09:30',
      timeZone: 'Europe/London',
      dueAt: '2030-03-20T09:30:00.000Z',
    });
    expect((await view(stored.token!)).dueAt).toBe('2030-03-20T09:30:00.000Z');

    const plain = OrderCreatedResponseSchema.parse(await (await app.request('/orders', json(order))).json()).order;
    // No zone given: the site's (India by default), at the end of the day.
    expect(plain.payload).toMatchObject({
      deadlineTime: '23:59',
      timeZone: 'Asia/Kolkata',
      dueAt: '2030-03-20T18:29:00.000Z',
    });

    // A zone this runtime does not know is not trusted: the site's is used.
    const odd = await app.request('/orders', json({ ...order, timeZone: 'Mars/Olympus' }));
    expect(OrderCreatedResponseSchema.parse(await odd.json()).order.payload.timeZone).toBe('Asia/Kolkata');
  });

  it('refuses a due time that has passed', async () => {
    // NOW is 12:00 UTC on 10 March 2030: 5:30 pm in India.
    const past = await app.request(
      '/orders',
      json({ ...order, deadline: '2030-03-10', deadlineTime: '17:00', timeZone: 'Asia/Kolkata' }),
    );
    expect(past.status).toBe(422);
    const later = await app.request(
      '/orders',
      json({ ...order, deadline: '2030-03-10', deadlineTime: '20:00', timeZone: 'Asia/Kolkata' }),
    );
    expect(later.status).toBe(201);
  });
});
