import { serve } from '@hono/node-server';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './app';
import { migrate, openDatabase } from './db/database';
import { readEnv } from './env';
import { preloadGrammar } from './grammar/languages';

// WebAssembly (PGlite's PostgreSQL, harper.js) is compiled by V8's baseline compiler only. The
// optimising tier kept about 100 MB of machine code for harper.js alone, and on this service's
// workload it was no faster (see docs/decisions/006-grammar-engines.md). It must be set before
// the first module is compiled, that is before the database opens.
setFlagsFromString('--liftoff-only');

const env = readEnv();
const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrate(db);
const app = createApp(db, env);

// The grammar engines take a few seconds to load; load them now rather than in a visitor's
// first check. GRAMMAR_PRELOAD=false leaves them to the first check.
if (env.GRAMMAR_PRELOAD)
  void preloadGrammar().catch((error: unknown) => console.error('grammar preload failed', error));

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const store = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
  console.log(`api → http://localhost:${info.port} (${store}; ${applied} migration(s) applied)`);
  if (!env.ADMIN_TOKEN) console.log('api: ADMIN_TOKEN is not set, so reading submissions back is disabled.');
});

const shutdown = () => {
  server.close();
  void db.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
