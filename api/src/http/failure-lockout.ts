import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import { errorResponse } from './errors';
import { clientIp, PostgresRateLimitStore } from './rate-limit';

/** Wrong admin tokens an address may send within the window before it is locked out. */
export const ADMIN_MAX_FAILURES = 10;
/** The window, and so the longest lockout: from the first failure of a run. */
export const ADMIN_LOCKOUT_MS = 15 * 60 * 1000;

export const LOCKED_OUT_MESSAGE = 'Too many wrong admin tokens from this address. Please try again in 15 minutes.';

/**
 * fail2ban for the admin token: an address (by the trusted-proxy rule) that sent
 * `ADMIN_MAX_FAILURES` wrong tokens within `ADMIN_LOCKOUT_MS` is answered 429 on every admin
 * route, the right token included, until the window ends. Only requests that carried a token and
 * were refused (401) count; the admin page itself and a right token never do. The counts live
 * where the rate limits live: PostgreSQL, shared by every instance, or this process's memory.
 */
export function adminLockout(db: Database, trustProxy: number, trustedProxies: readonly string[]): MiddlewareHandler {
  const store = db.kind === 'postgres' ? postgresFailures(db) : memoryFailures();
  return async (c, next) => {
    if (!c.req.header('authorization')) return next();
    const address = clientIp(c, trustProxy, trustedProxies);
    if ((await store.count(address)) >= ADMIN_MAX_FAILURES) {
      c.header('Retry-After', String(ADMIN_LOCKOUT_MS / 1000));
      return errorResponse(c, 429, LOCKED_OUT_MESSAGE);
    }
    await next();
    if (c.res.status === 401) await store.add(address);
  };
}

/** Failures per key within the current window (which starts at a key's first failure). */
interface FailureCounts {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
}

function postgresFailures(db: Database): FailureCounts {
  const store = new PostgresRateLimitStore(db, 'admin-failures:');
  store.init({ windowMs: ADMIN_LOCKOUT_MS });
  return {
    count: async (key) => (await store.get(key))?.totalHits ?? 0,
    add: async (key) => void (await store.increment(key)),
  };
}

function memoryFailures(): FailureCounts {
  const runs = new Map<string, { failures: number; until: number }>();
  return {
    count: async (key) => {
      const run = runs.get(key);
      if (run && run.until > Date.now()) return run.failures;
      runs.delete(key);
      return 0;
    },
    add: async (key) => {
      const run = runs.get(key);
      if (run && run.until > Date.now()) run.failures += 1;
      else runs.set(key, { failures: 1, until: Date.now() + ADMIN_LOCKOUT_MS });
    },
  };
}
