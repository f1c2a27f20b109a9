import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database';
import { createApp } from './app';
import type { Database } from './db/database';
import { readEnv } from './env';

const lead = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 2025550123',
  assignmentType: 'report',
  acceptTerms: 'accepted',
};

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.query('TRUNCATE submissions, rate_limit_hits'));

/** A logger that keeps its JSON lines for the test to read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const postLead = (app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) =>
  app.request('/f/lead', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(lead),
  });

describe('operations', () => {
  it('logs each request as one JSON line with a request id, echoed in X-Request-Id', async () => {
    const { logger, lines } = capturedLogger();
    const app = createApp(db, readEnv({}), { logger });
    const response = await postLead(app, { Authorization: 'Bearer secret-never-logged' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    const line = lines.find((entry) => entry.reqId === id);
    expect(line).toMatchObject({ level: 30, req: { method: 'POST' }, route: '/f/:form', res: { status: 201 } });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-never-logged');
  });

  it("keeps a load balancer's request id", async () => {
    const app = createApp(db, readEnv({}), { logger: pino({ level: 'silent' }) });
    const response = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-1234-abcd' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234-abcd');
  });

  it('is ready while the database answers, and not once it is shutting down', async () => {
    const lifecycle = { draining: false };
    const app = createApp(db, readEnv({}), { logger: pino({ level: 'silent' }), lifecycle });
    expect((await app.request('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('is not ready when the database does not answer', async () => {
    const down: Database = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const app = createApp(down, readEnv({}), { logger: pino({ level: 'silent' }) });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'The database is not reachable.' });
    expect((await app.request('/healthz')).status).toBe(200);
  });
});

describe('cookies', () => {
  it('are never set: the api keeps no session, so no cookie of it can travel over plain http', async () => {
    const app = createApp(db, readEnv({ PAYMENTS_TEST_MODE: 'true' }), { logger: pino({ level: 'silent' }) });
    const answers = [
      await postLead(app),
      await app.request('/healthz'),
      await app.request('/admin'),
      await app.request('/admin/submissions', { headers: { Authorization: 'Bearer nope' } }),
      await app.request('/test-checkout.js'),
      await app.request('/nowhere'),
    ];
    for (const answer of answers) expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  const app = () =>
    createApp(db, readEnv({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' }), { logger: pino({ level: 'silent' }) });

  it('counts the address our proxy saw, so a spoofed left-most X-Forwarded-For does not reset the limit', async () => {
    const target = app();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      // The caller writes a fresh address each time; our proxy appends the real one on the right.
      const response = await postLead(target, { 'X-Forwarded-For': `10.9.${i}.1, 203.0.113.7` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    // Another real client behind the same proxy has its own count.
    expect((await postLead(target, { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(201);
  });

  it('with two proxies, trusts exactly the two right-most hops', async () => {
    const target = createApp(db, readEnv({ TRUST_PROXY: '2', RATE_LIMIT_PER_MINUTE: '1' }), {
      logger: pino({ level: 'silent' }),
    });
    expect((await postLead(target, { 'X-Forwarded-For': 'spoof-1, 203.0.113.9, 10.0.0.2' })).status).toBe(201);
    expect((await postLead(target, { 'X-Forwarded-For': 'spoof-2, 203.0.113.9, 10.0.0.3' })).status).toBe(429);
  });
});
