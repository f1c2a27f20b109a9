import type { Context } from 'hono';
import { OrderTokenSchema } from '@shared/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { limitBody } from '../http/limits';
import { rateLimit, visitorProtocol, type RateLimiters } from '../http/rate-limit';
import { createLogger, type Logger } from '../logger';
import { fileStorageOf } from './files/file-storage';
import { uploadFolder } from './files/receive-upload';
import { UploadGate } from './files/upload-gate';
import { visitorKey } from './files/upload-quota';
import { findOrder, findOrderByToken, serviceSecret, type OrderRecord } from './order-store';
import { paymentConfigOf, paymentSecrets } from './payment-config';
import { siteSettingsReader, type SiteSettings } from '../site-config';

export interface OrdersDeps {
  /** The HTTPS client for Razorpay's Orders API (injected in tests). */
  fetch?: typeof fetch;
  now?: () => Date;
  /** The app's limiters (shared across instances on PostgreSQL); in-memory ones when not given. */
  rateLimiters?: RateLimiters;
  logger?: Logger;
  /** Called after a change queued a notification (see the outbox). */
  onQueued?: () => void;
  /** The site's business details and default time zone (from SITE_CONFIG_FILE when not given). */
  site?: () => SiteSettings;
}

export const ORDER_NOT_FOUND = 'Order not found.';

const MB = 1024 * 1024;

/** What every order router shares: the database, the payment set-up, limits, clock and log. */
export function ordersContext(db: Database, env: Env, deps: OrdersDeps = {}) {
  let quotaSecret: Promise<string> | undefined;
  const payment = paymentConfigOf(env);
  const limiter =
    deps.rateLimiters ?? ((_, limit, options) => rateLimit({ limit, trustProxy: env.TRUST_PROXY, ...options }));
  const log = deps.logger ?? createLogger(env);
  return {
    db,
    env,
    payment,
    secrets: paymentSecrets(db, payment),
    fetch: deps.fetch ?? fetch,
    now: deps.now ?? (() => new Date()),
    log,
    onQueued: deps.onQueued ?? (() => undefined),
    /** Who issues receipts, and the zone times are shown in for an order that named none. */
    site: deps.site ?? siteSettingsReader(env.SITE_CONFIG_FILE, env.SITE_URL),
    limiter,
    /** A body limit and the per-caller limit named `name`, for a route that changes something. */
    limits: (name: string) => [limitBody(), limiter(name, env.RATE_LIMIT_PER_MINUTE)] as const,
    /** Where the bytes of orders' files are kept. */
    files: fileStorageOf(env, db),
    /** The uploads this instance is receiving, and the caps on them (see UploadGate). */
    uploads: new UploadGate(env.UPLOADS_IN_FLIGHT, env.UPLOADS_IN_FLIGHT_PER_VISITOR),
    uploadFolder: uploadFolder(env.UPLOAD_TMP_DIR),
    uploadQuota: { perVisitor: env.UPLOAD_MB_PER_VISITOR_PER_DAY * MB, perDay: env.UPLOAD_MB_PER_DAY * MB },
    /** A visitor's address as the quota table keeps it: hashed with a secret of the service's own. */
    visitorKey: async (address: string) => {
      quotaSecret ??= serviceSecret(db, 'upload-quota').catch((error: unknown) => {
        quotaSecret = undefined; // asked for again by the next upload
        throw error;
      });
      return visitorKey(await quotaSecret, address);
    },
    // A token is 160 random bits, so guessing is hopeless anyway; failed look-ups are still limited
    // per caller, while the student reading their own page is never held back.
    lookupLimit: limiter('order-lookup', env.RATE_LIMIT_PER_MINUTE, { failuresOnly: true }),
    /**
     * This service's own address, for links it hands out (the test-mode checkout script):
     * PUBLIC_URL, or the request's host with the protocol the visitor used (by the trusted-proxy rule).
     */
    publicBase: (c: Context) =>
      (
        env.PUBLIC_URL ?? `${visitorProtocol(c, env.TRUST_PROXY, env.TRUSTED_PROXIES)}://${new URL(c.req.url).host}`
      ).replace(/\/+$/, ''),
  };
}
export type OrdersContext = ReturnType<typeof ordersContext>;

const OrderIdSchema = z.uuid();

/** The order a path's `:id` names; 404 for a malformed or unknown id. */
export async function orderById(ctx: OrdersContext, c: Context): Promise<OrderRecord> {
  const id = OrderIdSchema.safeParse(c.req.param('id'));
  const order = id.success ? await findOrder(ctx.db, id.data) : null;
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/** The uuid in a path's `:id`, without reading the order; 404 when malformed. */
export function orderIdOf(c: Context): string {
  const id = OrderIdSchema.safeParse(c.req.param('id'));
  if (!id.success) throw new ApiError(404, ORDER_NOT_FOUND);
  return id.data;
}

/** The order a page token (`:token`) names; 404 for a malformed or unknown token. */
export async function orderByToken(ctx: OrdersContext, c: Context): Promise<OrderRecord & { reference: string }> {
  const token = OrderTokenSchema.safeParse(c.req.param('token'));
  const order = token.success ? await findOrderByToken(ctx.db, token.data) : null;
  if (!order?.reference || !order.access_token) throw new ApiError(404, ORDER_NOT_FOUND);
  return { ...order, reference: order.reference };
}
