// Bundles the api into JavaScript for production (`node dist/main.js`, and the grammar worker), with the admin
// page's files beside it. The workspace's
// `@shared/*` packages ship TypeScript, which Node will not import, so they are bundled in; every npm
// dependency stays an import from node_modules (some read their own data files at run time).
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@shared/'));

const started = Date.now();
await build({
  // The grammar checks' worker thread is its own entry, loaded by file name (src/grammar/pool.ts).
  entryPoints: { main: `${root}src/main.ts`, 'grammar-worker': `${root}src/grammar/grammar-worker.ts` },
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (`hono/cors`, `zod/mini`, `@hono/node-server/conninfo`).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
// The admin page's own files, read at start-up from next to the bundle.
cpSync(`${root}src/admin/ui`, `${root}dist/ui`, { recursive: true });
console.log(`api bundled into dist/main.js and dist/grammar-worker.js in ${Date.now() - started} ms`);
