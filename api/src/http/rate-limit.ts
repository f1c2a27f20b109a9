import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's address; behind a proxy, set TRUST_PROXY so the first X-Forwarded-For hop counts. */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A fixed-window limit per IP, kept in memory: enough for one small instance. Answers 429 with
 * Retry-After and the form-protocol error shape.
 */
export function rateLimit(options: { limit: number; windowMs?: number; now?: () => number }): MiddlewareHandler {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const time = now();
    const key = clientIp(c);
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= time) {
      entry = { count: 0, resetAt: time + windowMs };
      hits.set(key, entry);
      if (hits.size > 10_000) for (const [ip, e] of hits) if (e.resetAt <= time) hits.delete(ip);
    }
    entry.count += 1;
    if (entry.count > options.limit) {
      c.header('Retry-After', String(Math.ceil((entry.resetAt - time) / 1000)));
      return c.json({ error: 'Too many requests. Please wait a minute and try again.', errors: [] }, 429);
    }
    await next();
  };
}
