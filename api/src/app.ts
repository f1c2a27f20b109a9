import { Hono } from 'hono';
import { AGENCY_FORM_PATH } from '@shared/contracts';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { pinoLogger } from 'hono-pino';
import { adminRoutes } from './admin/admin-routes';
import { healthPageRoutes } from './admin/health-page';
import type { Database } from './db/database';
import type { Env } from './env';
import { agencyFormsRoutes, formsRoutes } from './forms/forms-routes';
import { grammarRoutes } from './grammar/grammar-routes';
import { apiErrorHandler, errorResponse, NOT_FOUND_MESSAGE } from './http/errors';
import { adminLockout } from './http/failure-lockout';
import { clientIp, rateLimiters } from './http/rate-limit';
import { createLogger, type Logger } from './logger';
import { ordersRoutes, type OrdersDeps } from './orders/orders-routes';
import { paraphraseRoutes } from './paraphrase/paraphrase-routes';
import { vitalsRoutes } from './vitals/vitals-routes';

export interface AppDeps {
  logger?: Logger;
  /** Set `draining` on shutdown: /readyz then answers 503 so the load balancer stops sending traffic. */
  lifecycle?: { draining: boolean };
  orders?: OrdersDeps;
  /** Called after a request queued a notification, so the worker sends it at once. */
  onNotificationQueued?: () => void;
}

/** The whole service as a Hono app, so tests can call it without opening a port. */
export function createApp(db: Database, env: Env, deps: AppDeps = {}) {
  const logger = deps.logger ?? createLogger(env);
  const lifecycle = deps.lifecycle ?? { draining: false };
  const limiter = rateLimiters(db, env.TRUST_PROXY, env.TRUSTED_PROXIES);
  const app = new Hono();
  // A load balancer's X-Request-Id is kept; otherwise one is made. Either way it is echoed back.
  app.use('*', requestId());
  app.use(
    '*',
    pinoLogger({
      pino: logger,
      http: {
        // The route's pattern (`/orders/by-token/:token`), never the path: paths carry order tokens.
        onReqBindings: (c) => ({
          req: {
            method: c.req.method,
            // Field measurements are anonymous: their requests are logged without the caller's address.
            ...(c.req.path === '/v1/vitals' ? {} : { ip: clientIp(c, env.TRUST_PROXY, env.TRUSTED_PROXIES) }),
          },
        }),
        // Known once routed: the pattern of the handler (or its middleware) that answered; `*` for none.
        onResBindings: (c) => ({ route: routePath(c), res: { status: c.res.status } }),
        onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
      },
    }),
  );
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    '*',
    cors({
      origin: env.ALLOWED_ORIGINS,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Idempotency-Key', 'Authorization'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  /** Liveness: the process answers. */
  app.get('/healthz', (c) => c.json({ ok: true }));
  /** Readiness: the database answers and the instance is not shutting down. */
  app.get('/readyz', async (c) => {
    if (lifecycle.draining) return c.json({ ok: false, error: 'Shutting down.' }, 503);
    try {
      await db.query('SELECT 1');
      return c.json({ ok: true });
    } catch (error) {
      logger.error({ err: error }, 'Readiness check: the database did not answer');
      return c.json({ ok: false, error: 'The database is not reachable.' }, 503);
    }
  });
  const onQueued = deps.onNotificationQueued ?? (() => undefined);
  app.route('/f', formsRoutes(db, { rateLimit: limiter('forms', env.RATE_LIMIT_PER_MINUTE), onQueued }));
  app.route(
    AGENCY_FORM_PATH,
    agencyFormsRoutes(db, { rateLimit: limiter('forms', env.RATE_LIMIT_PER_MINUTE), onQueued }),
  );
  app.get('/admin/', (c) => c.redirect('/admin', 301));
  // Before every route that takes the admin token (the page's data, orders, vitals).
  app.use('/admin/*', adminLockout(db, env.TRUST_PROXY, env.TRUSTED_PROXIES));
  app.route(
    '/',
    vitalsRoutes(db, {
      rateLimit: limiter('vitals', env.VITALS_RATE_LIMIT_PER_MINUTE),
      addressOf: (c) => clientIp(c, env.TRUST_PROXY, env.TRUSTED_PROXIES),
      retentionDays: env.VITALS_RETENTION_DAYS,
      releaseHistory: env.RELEASE_HISTORY,
      adminToken: env.ADMIN_TOKEN,
      serverToken: env.SERVER_HEALTH_TOKEN,
    }),
  );
  app.route('/admin', healthPageRoutes());
  app.route('/admin', adminRoutes(db, env.ADMIN_TOKEN));
  app.route('/', grammarRoutes(env, limiter));
  app.route('/', paraphraseRoutes(env, limiter));
  app.route('/', ordersRoutes(db, env, { logger, rateLimiters: limiter, onQueued, ...deps.orders }));
  app.notFound((c) => errorResponse(c, 404, NOT_FOUND_MESSAGE));
  app.onError(apiErrorHandler);
  return app;
}
