import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { readEnv } from '../env';

const lead = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 2025550123',
  assignmentType: 'report',
  message: 'Need help with a report.',
  acceptTerms: 'accepted',
};
const TOKEN = 'test-admin-token-0123456789abcdef';

let db: Database;
let app: ReturnType<typeof createApp>;

// One in-memory database per file (PGlite takes seconds to start); each test starts empty.
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('TRUNCATE submissions, rate_limit_hits');
  app = createApp(db, readEnv({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3' }));
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/f/lead', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /f/:form', () => {
  it('stores a valid lead and reads it back with the admin token', async () => {
    const response = await post(lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true });
    const read = await app.request('/admin/submissions?form=lead', { headers: { Authorization: `Bearer ${TOKEN}` } });
    const { submissions } = (await read.json()) as { submissions: { payload: typeof lead }[] };
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.payload).toMatchObject({ name: 'Asha Rao', acceptTerms: 'accepted' });
  });

  it('refuses the read without the token', async () => {
    expect((await app.request('/admin/submissions')).status).toBe(401);
    expect(
      (await app.request('/admin/submissions', { headers: { Authorization: 'Bearer wrong-token-wrong-token' } }))
        .status,
    ).toBe(401);
  });

  it('answers 422 with field errors for a bad payload', async () => {
    const response = await post({ ...lead, email: 'nope', acceptTerms: 'not accepted' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['acceptTerms', 'email']);
    expect(body.errors.find((e) => e.field === 'email')?.message).toBe('Please enter a valid email address.');
  });

  it('stores a retried submission once per idempotency key', async () => {
    const first = await post(lead, { 'Idempotency-Key': 'key-12345678' });
    const second = await post(lead, { 'Idempotency-Key': 'key-12345678' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()) as object).toMatchObject({ id: ((await first.json()) as { id: string }).id });
    const { rows } = await db.query('SELECT id FROM submissions');
    expect(rows).toHaveLength(1);
  });

  it('accepts a honeypot submission silently without storing it', async () => {
    expect((await post({ ...lead, website: 'spam.example' })).status).toBe(200);
    const { rows } = await db.query('SELECT id FROM submissions');
    expect(rows).toHaveLength(0);
  });

  it('rate-limits per IP with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post({ ...lead, name: `N${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('refuses bodies over the size limit with 413 and unknown forms with 404', async () => {
    expect((await post({ ...lead, message: 'x'.repeat(70_000) })).status).toBe(413);
    const unknown = await app.request('/f/other', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('Idempotency-Key reuse', () => {
  it('refuses the same key with a different body with 422 and stores nothing more', async () => {
    const first = await post(lead, { 'Idempotency-Key': 'key-reused-1' });
    expect(first.status).toBe(201);
    const other = await post({ ...lead, message: 'A different message.' }, { 'Idempotency-Key': 'key-reused-1' });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      error: expect.stringContaining('already used for a different request') as unknown,
      errors: [{ field: 'Idempotency-Key', code: 'idempotency_conflict' }],
    });
    const { rows } = await db.query<{ payload: typeof lead }>('SELECT payload FROM submissions');
    expect(rows.map((row) => row.payload.message)).toEqual(['Need help with a report.']);
  });

  it('returns the first result for the same key and the same body, even with keys in another order', async () => {
    const first = await post(lead, { 'Idempotency-Key': 'key-reused-2' });
    const reordered = Object.fromEntries(Object.entries(lead).reverse());
    const again = await post(reordered, { 'Idempotency-Key': 'key-reused-2' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });
});

describe('POST /v1/agency-forms', () => {
  const signUp = {
    section: 'blog',
    form: 'new-articles',
    fields: { email: 'reader@example.com' },
    consent: { given: true, text: 'Email me when a new article is published.' },
    replyTo: 'reader@example.com',
  };
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/v1/agency-forms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('stores a section form as <section>/<form> with its fields and consent, and the admin reads it back', async () => {
    const response = await send(signUp, { 'Idempotency-Key': 'agency-key-1' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const read = await app.request('/admin/submissions?form=blog/new-articles', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const { submissions } = (await read.json()) as { submissions: { form: string; payload: typeof signUp }[] };
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ form: 'blog/new-articles', payload: signUp });
    const { rows } = await db.query("SELECT id FROM notifications WHERE kind = 'agency-form' AND payload->>'id' = $1", [
      id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("finds the visitor's agency forms by the address to reply to, and lists them in the CSV", async () => {
    const withNote = { ...signUp, fields: { ...signUp.fields, name: 'Ravi', topic: 'Essays' } };
    expect((await send(withNote)).status).toBe(201);
    const byEmail = await app.request('/admin/submissions?email=READER@example.com', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const { submissions } = (await byEmail.json()) as { submissions: { form: string }[] };
    expect(submissions.map((submission) => submission.form)).toEqual(['blog/new-articles']);
    const csv = await (
      await app.request('/admin/submissions.csv', { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    const [, row] = csv.trim().split('\r\n');
    expect(row).toContain('"blog/new-articles","Ravi","reader@example.com","","",');
    expect(row).toContain('"topic: Essays\nConsent: given (""Email me when a new article is published."")"');
  });

  it('stores a retried submission once', async () => {
    expect((await send(signUp, { 'Idempotency-Key': 'agency-key-2' })).status).toBe(201);
    expect((await send(signUp, { 'Idempotency-Key': 'agency-key-2' })).status).toBe(200);
    const { rows } = await db.query('SELECT id FROM submissions');
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an unknown section', { section: 'nowhere' }],
    ['a form name that is not a slug', { form: 'Not A Name' }],
    ['more than 20 fields', { fields: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x'])) }],
    ['no words for the consent', { consent: { given: true, text: '' } }],
  ])('refuses %s with 422 and stores nothing', async (_case, change) => {
    expect((await send({ ...signUp, ...change })).status).toBe(422);
    const { rows } = await db.query('SELECT id FROM submissions');
    expect(rows).toHaveLength(0);
  });

  it('tells a bot it worked and stores nothing', async () => {
    expect((await send({ ...signUp, website: 'spam.example' })).status).toBe(200);
    const { rows } = await db.query('SELECT id FROM submissions');
    expect(rows).toHaveLength(0);
  });
});
