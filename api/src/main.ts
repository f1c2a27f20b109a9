import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './app';
import { collectGarbage } from './collect-garbage';
import { migrate, openDatabase } from './db/database';
import { readEnv } from './env';
import { preloadGrammar } from './grammar/pool';
import { createLogger } from './logger';
import { startFileSweeps } from './orders/files/file-expiry';
import { fileStorageOf } from './orders/files/file-storage';
import { uploadFolder } from './orders/files/receive-upload';
import { smtpTransport, startNotifier, type Notifier } from './notifications/worker';
import { siteSettingsReader } from './site-config';

// WebAssembly (PGlite's PostgreSQL, harper.js) is compiled by V8's baseline compiler only. The
// optimising tier kept about 100 MB of machine code for harper.js alone, and on this service's
// workload it was no faster (see docs/decisions/006-grammar-engines.md). It must be set before
// the first module is compiled, that is before the database opens.
setFlagsFromString('--liftoff-only');

// This is how the service runs in production, so it is production unless told otherwise (the dev
// script says development): then it refuses to start without payment keys or PAYMENTS_TEST_MODE.
process.env.NODE_ENV ??= 'production';
const env = readEnv();
const logger = createLogger(env);
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
  onError: (error) => logger.error({ err: error }, 'A pooled database connection failed'),
});
const applied = await migrate(db);
// A first start's initdb left about 400 MB of WebAssembly memory behind: free it before the
// grammar worker loads its engines (see collect-garbage.ts). PGlite lets go of it only once the
// current task has ended, so the collection waits for the next turn of the event loop.
await new Promise((resolve) => setImmediate(resolve));
collectGarbage();
const lifecycle = { draining: false };

// The site's config.json: receipts name its business, times default to its zone.
const site = siteSettingsReader(env.SITE_CONFIG_FILE, env.SITE_URL);
if (!env.SITE_CONFIG_FILE) {
  logger.warn(
    'SITE_CONFIG_FILE is not set, so receipts name only the site’s address: point it at the site’s config.json.',
  );
}

let notifier: Notifier | null = null;
if (env.SMTP_URL) {
  notifier = startNotifier({
    db,
    logger,
    send: smtpTransport(env.SMTP_URL),
    from: env.NOTIFY_FROM ?? env.NOTIFY_TO[0]!,
    agency: env.NOTIFY_TO,
    siteUrl: env.SITE_URL,
    timeZone: site().timeZone,
    pollMs: env.NOTIFY_POLL_MS,
    retryBaseMs: env.NOTIFY_RETRY_BASE_MS,
    maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
  });
  // How many addresses, not which: no email address is ever logged.
  logger.info({ recipients: env.NOTIFY_TO.length }, 'Notifications are on: new leads, messages and orders are emailed');
} else {
  logger.warn('SMTP_URL is not set, so notifications are off: they are kept in the database and sent once it is set.');
}
const app = createApp(db, env, { logger, lifecycle, orders: { site }, onNotificationQueued: () => notifier?.nudge() });
// Files of orders unpaid for UNPAID_FILES_DAYS go, and so do the leftovers of cut-off uploads.
const fileSweeps = startFileSweeps(db, fileStorageOf(env, db), {
  unpaidFilesDays: env.UNPAID_FILES_DAYS,
  uploadFolder: uploadFolder(env.UPLOAD_TMP_DIR),
  logger,
});

// The grammar engines take a few seconds to load; load them now, in the grammar worker, rather
// than in a visitor's first check. GRAMMAR_PRELOAD=false leaves them to the first check.
if (env.GRAMMAR_PRELOAD)
  void preloadGrammar().catch((error: unknown) => console.error('grammar preload failed', error));

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const store = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
  logger.info({ port: info.port, store, migrationsApplied: applied }, `api → http://localhost:${info.port}`);
  if (!env.ADMIN_TOKEN) logger.warn('ADMIN_TOKEN is not set, so reading submissions back is disabled.');
}) as Server;

/**
 * Graceful shutdown: stop accepting connections (readiness turns 503 at once), let the requests in
 * flight finish for up to SHUTDOWN_TIMEOUT_MS, then cut what is left and close the database.
 * Nothing acknowledged is lost: a response is only sent after its row is committed.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  logger.info({ signal }, 'Shutting down: finishing the requests in flight');
  const closed = new Promise<void>((done) => server.close(() => done()));
  // Keep-alive connections between requests would hold close() open; they are closed as they idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), env.SHUTDOWN_TIMEOUT_MS).unref());
  const outcome = await Promise.race([closed.then(() => 'drained' as const), timeout]);
  clearInterval(idle);
  if (outcome === 'timeout') {
    logger.warn('Requests still running after the shutdown timeout were cut off');
    server.closeAllConnections();
  }
  fileSweeps.stop();
  await notifier?.stop();
  await db.close().catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'));
  logger.info({ outcome }, 'Stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
