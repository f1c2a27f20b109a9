import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../test/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import { ADMIN_LOCKOUT_MS, ADMIN_MAX_FAILURES, LOCKED_OUT_MESSAGE } from './failure-lockout';

const TOKEN = 'lockout-admin-token-0123456789abcdef';

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(() => db.query('TRUNCATE rate_limit_hits'));

const appOf = () =>
  createApp(db, readEnv({ ADMIN_TOKEN: TOKEN, TRUST_PROXY: '1' }), { logger: pino({ level: 'silent' }) });
const read = (app: ReturnType<typeof appOf>, address: string, token?: string) =>
  app.request('/admin/submissions', {
    headers: { 'X-Forwarded-For': address, ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
  });

describe('the admin token', () => {
  it('must be long', () => {
    expect(() => readEnv({ ADMIN_TOKEN: 'x'.repeat(31) })).toThrow(/ADMIN_TOKEN.*32/);
    expect(readEnv({ ADMIN_TOKEN: 'x'.repeat(32) }).ADMIN_TOKEN).toHaveLength(32);
  });

  it('locks out an address after ten wrong tokens, the right one included, and no other address', async () => {
    const app = appOf();
    // Asking without a token is not an attempt.
    for (let i = 0; i < 12; i += 1) expect((await read(app, '203.0.113.5')).status).toBe(401);
    for (let i = 0; i < ADMIN_MAX_FAILURES; i += 1) {
      expect((await read(app, '203.0.113.5', `wrong-${i}`.padEnd(32, 'x'))).status).toBe(401);
    }
    const locked = await read(app, '203.0.113.5', TOKEN);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(ADMIN_LOCKOUT_MS / 1000));
    expect(await locked.json()).toEqual({ error: LOCKED_OUT_MESSAGE, errors: [] });
    expect(
      (
        await app.request('/admin/orders', {
          headers: { 'X-Forwarded-For': '203.0.113.5', Authorization: `Bearer ${TOKEN}` },
        })
      ).status,
    ).toBe(429);
    expect((await read(app, '198.51.100.7', TOKEN)).status).toBe(200);
  });

  it('lets the address in again once the window is over', async () => {
    const app = appOf();
    for (let i = 0; i < ADMIN_MAX_FAILURES; i += 1) await read(app, '203.0.113.6', 'nope');
    expect((await read(app, '203.0.113.6', TOKEN)).status).toBe(429);
    // The window ends: moved into the past where PostgreSQL keeps it, the clock moved on in memory.
    if (db.kind === 'postgres') await db.query(`UPDATE rate_limit_hits SET reset_at = now() - interval '1 second'`);
    else {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + ADMIN_LOCKOUT_MS + 1000);
    }
    try {
      expect((await read(app, '203.0.113.6', TOKEN)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
