// Serves one app's dist folder: `node scripts/serve-dist.mjs <app-folder> <port>`.
import { resolve } from 'node:path';
import { serveStatic } from './lib/static-server.mjs';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) {
  console.error('usage: node scripts/serve-dist.mjs <app-folder> <port>');
  process.exit(2);
}
await serveStatic({ root: resolve(folder, 'dist'), port: Number(port), label: folder });
