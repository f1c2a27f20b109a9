import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import proxyAddr from 'proxy-addr';
import { MemoryStore, rateLimiter, type ClientRateLimitInfo, type Store } from 'hono-rate-limiter';
import type { Database } from '../db/database';
import { errorResponse } from './errors';

/**
 * The caller's address. Behind proxies, each one appends the address it saw to X-Forwarded-For,
 * so only the right-most entries were written by machines we run; the left ones are whatever the
 * caller sent. Walking from the socket peer leftwards, a hop is ours when it is one of the first
 * `trustProxy` hops (load balancers) or its address is in `trustedProxies` (our own servers that
 * forward visitors' posts); the first hop that is not ours is the client.
 */
export function clientIp(c: Context, trustProxy: number, trustedProxies: readonly string[] = []): string {
  const socket = socketAddress(c);
  if (trustProxy <= 0 && trustedProxies.length === 0) return socket;
  const trusted = trustRule(trustedProxies);
  const request = {
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' },
    socket: { remoteAddress: socket },
  };
  try {
    return proxyAddr(request as never, (address, hop) => hop < trustProxy || trusted(address, hop));
  } catch {
    return socket;
  }
}

/**
 * The protocol the visitor used. Behind a TLS-terminating proxy the request reaches this service
 * over http and the proxy says `https` in X-Forwarded-Proto; the header is believed only from a
 * peer the same rule trusts (within TRUST_PROXY hops, or one of TRUSTED_PROXIES), since anyone
 * else could write it. Its first entry is the one the outermost proxy wrote.
 */
export function visitorProtocol(
  c: Context,
  trustProxy: number,
  trustedProxies: readonly string[] = [],
): 'http' | 'https' {
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  const peerTrusted = trustProxy > 0 || (trustedProxies.length > 0 && trustRule(trustedProxies)(socketAddress(c), 0));
  if (!peerTrusted) return own;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || forwarded === 'http' ? forwarded : own;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in tests through app.request() have no socket.
    return 'unknown';
  }
}

const trustRules = new Map<string, (address: string, hop: number) => boolean>();
function trustRule(list: readonly string[]) {
  const key = list.join(',');
  let rule = trustRules.get(key);
  if (!rule) {
    rule = list.length > 0 ? proxyAddr.compile([...list]) : () => false;
    trustRules.set(key, rule);
  }
  return rule;
}

/**
 * Counts hits in PostgreSQL, so every api instance on the database shares one count per caller.
 * One atomic upsert per request: a window whose reset time has passed starts again at 1.
 */
export class PostgresRateLimitStore implements Store {
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.db.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [`${this.prefix}${key}`, this.windowMs],
    );
    this.sweep();
    const row = rows[0];
    return { totalHits: row?.hits ?? 1, resetTime: row ? new Date(row.reset_at) : undefined };
  }

  /** The current window's count, or nothing once it has ended. */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.db.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [`${this.prefix}${key}`],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async decrement(key: string) {
    await this.db.query('UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1', [
      `${this.prefix}${key}`,
    ]);
  }

  async resetKey(key: string) {
    await this.db.query('DELETE FROM rate_limit_hits WHERE key = $1', [`${this.prefix}${key}`]);
  }

  /** Drops finished windows now and then, so the table holds only the callers of the last minutes. */
  private sweep() {
    const now = Date.now();
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    this.db.query(`DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 minute'`).catch(() => undefined);
  }
}

export interface RateLimitOptions {
  limit: number;
  windowMs?: number;
  /** Where hits are counted; in this process's memory when not given. */
  store?: Store;
  trustProxy?: number;
  /** Our own forwarding servers (the api's `TRUSTED_PROXIES`). */
  trustedProxies?: readonly string[];
  /**
   * Count only refused requests (4xx and 5xx): for look-ups by a secret, where someone guessing
   * fails every time and the owner never does.
   */
  failuresOnly?: boolean;
}

const TOO_MANY = 'Too many requests. Please wait a minute and try again.';

/** A fixed-window limit per caller: 429 with Retry-After and the form-protocol error shape. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  if (options.failuresOnly) return failureLimit(options);
  const trustProxy = options.trustProxy ?? 0;
  return rateLimiter({
    windowMs: options.windowMs ?? 60_000,
    limit: options.limit,
    standardHeaders: 'draft-6',
    store: options.store ?? new MemoryStore(),
    keyGenerator: (c) => clientIp(c, trustProxy, options.trustedProxies ?? []),
    handler: (c) => errorResponse(c, 429, TOO_MANY),
  });
}

/**
 * Counts only refused requests (4xx and 5xx), and refuses a caller who has `limit` of them in the
 * window, right answer or not. A request costs one read of the count and only a refusal writes
 * (counting every request and taking the successes back cost two writes each, which on a small
 * PostgreSQL pool held up everything else).
 */
function failureLimit(options: RateLimitOptions): MiddlewareHandler {
  const windowMs = options.windowMs ?? 60_000;
  const store = options.store ?? new MemoryStore();
  store.init?.({ windowMs } as never);
  return async (c, next) => {
    const key = clientIp(c, options.trustProxy ?? 0, options.trustedProxies ?? []);
    const seen = await store.get?.(key);
    const current = seen && (!seen.resetTime || seen.resetTime.getTime() > Date.now());
    if (current && seen.totalHits >= options.limit) {
      const resetTime = seen.resetTime?.getTime() ?? Date.now() + windowMs;
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetTime - Date.now()) / 1000))));
      return errorResponse(c, 429, TOO_MANY);
    }
    await next();
    if (c.res.status >= 400) await store.increment(key);
  };
}

/**
 * The limiters of one app. On PostgreSQL the counts live in the database, shared by every
 * instance; on PGlite (one process by design) in memory.
 */
export function rateLimiters(db: Database, trustProxy: number, trustedProxies: readonly string[] = []) {
  return (name: string, limit: number, options: { failuresOnly?: boolean } = {}): MiddlewareHandler =>
    rateLimit({
      limit,
      trustProxy,
      trustedProxies,
      ...options,
      ...(db.kind === 'postgres' ? { store: new PostgresRateLimitStore(db, `${name}:`) } : {}),
    });
}
export type RateLimiters = ReturnType<typeof rateLimiters>;
