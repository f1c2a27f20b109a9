import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { order } from '../../test/fixtures';
import { testDatabase } from '../../test/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';

const TOKEN = 'admin-view-token-0123456789abcdef';
let db: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('TRUNCATE submissions, orders, notifications, rate_limit_hits');
  app = createApp(db, readEnv({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true' }), {
    logger: pino({ level: 'silent' }),
  });
});

const auth = { Authorization: `Bearer ${TOKEN}` };
const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('admin view', () => {
  it('serves the page and its script without a token, under a policy that allows no inline script', async () => {
    expect((await app.request('/admin/')).headers.get('location')).toBe('/admin');
    const page = await app.request('/admin');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/admin/admin.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son\w+=/);
    const script = await app.request('/admin/admin.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).not.toMatch(/localStorage|sessionStorage|innerHTML/);
  });

  it('exports submissions as CSV, newest first, quoting every field and defusing formulas', async () => {
    const lead = {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'a@example.com',
      phone: '+1 2025550123',
      assignmentType: 'report',
      message: 'Line one, "quoted"\nline two',
      acceptTerms: 'accepted',
    };
    expect((await post('/f/lead', lead)).status).toBe(201);
    expect(
      (await post('/f/contact', { name: 'Later', email: 'b@example.com', phone: '+91 9876543210', message: 'Hi' }))
        .status,
    ).toBe(201);
    expect((await app.request('/admin/submissions.csv')).status).toBe(401);
    const response = await app.request('/admin/submissions.csv', { headers: auth });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      '"received_at","id","form","name","email","phone","assignment_type","message","handled_at","orders"',
    );
    expect(lines[1]).toMatch(/^"[^"]+","[^"]+","contact","Later","b@example.com","'\+919876543210","","Hi","","0"$/);
    expect(lines[2]).toContain(
      `"lead","'=HYPERLINK(""http://evil.example"",""click"")","a@example.com","'+12025550123","report","Line one, ""quoted""\nline two"`,
    );
    const onlyLeads = await (await app.request('/admin/submissions.csv?form=lead', { headers: auth })).text();
    expect(onlyLeads.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('exports orders as CSV with their status, filtered by status', async () => {
    const created = (await (await post('/orders', order)).json()) as { order: { id: string; reference: string } };
    await app.request(`/admin/orders/${created.order.id}/status`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'in-progress' }),
    });
    await post('/orders', { ...order, name: 'Second' });
    const all = (await (await app.request('/admin/orders.csv', { headers: auth })).text())
      .split('\r\n')
      .filter(Boolean);
    expect(all).toHaveLength(3);
    expect(all[0]).toMatch(/^"placed_at","id","reference","status","name",/);
    const inProgress = (await (await app.request('/admin/orders.csv?status=in-progress', { headers: auth })).text())
      .split('\r\n')
      .filter(Boolean);
    expect(inProgress).toHaveLength(2);
    expect(inProgress[1]).toContain(`"${created.order.id}","${created.order.reference}","in-progress","Asha Rao"`);
    expect(inProgress[1]).toContain('"6054.58","Not paid: the student chose Pay Later"');
    expect((await app.request('/admin/orders.csv?status=lost', { headers: auth })).status).toBe(400);
  });

  it('shows a payment only once it is verified: a card checkout opened and closed is not paid', async () => {
    const created = (await (await post('/orders', { ...order, paymentMethod: 'Paid via Razorpay' })).json()) as {
      order: { id: string };
    };
    expect((await post(`/orders/${created.order.id}/payment`, {})).status).toBe(200);
    const csv = await (await app.request('/admin/orders.csv', { headers: auth })).text();
    expect(csv).toContain('"Not paid: card checkout opened, no payment verified"');
    expect(csv).not.toContain('"Paid via Razorpay');
  });

  it('marks a lead or message handled, and back, and filters by it', async () => {
    await post('/f/lead', {
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      phone: '+1 2025550123',
      assignmentType: 'report',
      message: '',
      acceptTerms: 'accepted',
    });
    const list = async (query = '') =>
      (
        (await (await app.request(`/admin/submissions${query}`, { headers: auth })).json()) as {
          submissions: { id: string; handled_at: string | null; order_count: number }[];
        }
      ).submissions;
    const [lead] = await list();
    expect(lead!.handled_at).toBeNull();
    const mark = (id: string, body: unknown, headers: Record<string, string> = auth) =>
      app.request(`/admin/submissions/${id}/handled`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await mark(lead!.id, { handled: true }, {})).status).toBe(401);
    expect((await mark(lead!.id, { handled: 'yes' })).status).toBe(422);
    expect((await mark('00000000-0000-4000-8000-000000000000', { handled: true })).status).toBe(404);
    expect((await mark(lead!.id, { handled: true })).status).toBe(200);
    expect((await list())[0]!.handled_at).not.toBeNull();
    expect(await list('?handled=open')).toHaveLength(0);
    expect(await list('?handled=handled')).toHaveLength(1);
    expect((await mark(lead!.id, { handled: false })).status).toBe(200);
    expect(await list('?handled=open')).toHaveLength(1);
  });

  it('links a lead to the same person’s orders, and back, by email in any case', async () => {
    await post('/f/lead', {
      name: 'Asha Rao',
      email: 'ASHA@example.com',
      phone: '+1 2025550123',
      assignmentType: 'report',
      message: '',
      acceptTerms: 'accepted',
    });
    await post('/orders', order);
    await post('/orders', { ...order, email: 'someone.else@example.com' });
    const { submissions } = (await (await app.request('/admin/submissions', { headers: auth })).json()) as {
      submissions: { order_count: number }[];
    };
    expect(submissions[0]!.order_count).toBe(1);
    const mine = (await (
      await app.request(`/admin/orders?email=${encodeURIComponent('Asha@Example.com')}`, { headers: auth })
    ).json()) as { orders: { payload: { email: string } }[] };
    expect(mine.orders.map((o) => o.payload.email)).toEqual(['asha@example.com']);
    const back = (await (
      await app.request('/admin/submissions?email=asha%40example.com', { headers: auth })
    ).json()) as { submissions: unknown[] };
    expect(back.submissions).toHaveLength(1);
  });
});
