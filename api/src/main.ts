import { serve } from '@hono/node-server';
import { createApp } from './app';
import { migrate, openDatabase } from './db/database';
import { readEnv } from './env';

const env = readEnv();
const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrate(db);
const app = createApp(db, env);

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
