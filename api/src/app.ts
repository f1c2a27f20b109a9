import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { adminRoutes } from './admin/admin-routes';
import type { Database } from './db/database';
import type { Env } from './env';
import { formsRoutes } from './forms/forms-routes';
import { grammarRoutes } from './grammar/grammar-routes';
import { ordersRoutes } from './orders/orders-routes';
import { paraphraseRoutes } from './paraphrase/paraphrase-routes';

/** The whole service as a Hono app, so tests can call it without opening a port. */
export function createApp(db: Database, env: Env) {
  const app = new Hono();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    '*',
    cors({
      origin: env.ALLOWED_ORIGINS,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Idempotency-Key', 'Authorization'],
      maxAge: 600,
    }),
  );
  app.get('/healthz', async (c) => {
    await db.query('SELECT 1');
    return c.json({ ok: true });
  });
  app.route('/f', formsRoutes(db, { ratePerMinute: env.RATE_LIMIT_PER_MINUTE }));
  app.route('/admin', adminRoutes(db, env.ADMIN_TOKEN));
  app.route('/', grammarRoutes(env));
  app.route('/', paraphraseRoutes(env));
  app.route('/', ordersRoutes(db, env));
  app.notFound((c) => c.json({ error: 'Not found.', errors: [] }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Something went wrong on our side. Please try again.', errors: [] }, 500);
  });
  return app;
}
