// Serves every app's production build on its own origin (no api): used by `pnpm start` and e2e.
import { resolve } from 'node:path';
import { FRONT_END_APPS as APPS } from '../shared/apps.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = new URL('..', import.meta.url).pathname;

export async function serveApps({ quiet = false } = {}) {
  const servers = [];
  for (const app of APPS) {
    servers.push(await serveStatic({ root: resolve(root, app.dir, 'dist'), port: app.port, label: app.dir, quiet }));
  }
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) await serveApps();
