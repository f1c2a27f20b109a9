/**
 * The composition server's process: `node shell/dist-server/main.js`. Settings: PORT (default
 * the shell's port), HOST, SHELL_DIST (the shell's client build, default ../dist beside this
 * file) and SECTION_BUDGET_MS (how long sections may take before a page is left to the browser;
 * default 800, at most 1000). CONFIG_URL: where config.json is read from when it is not
 * SHELL_DIST/config.json, a URL every instance revalidates (ETag) or a path.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { SHELL } from '@shared/build/apps';

// React's development server renderer is several times slower and writes stack traces into the
// HTML; it is chosen when React is first imported, which happens below, after this line.
process.env.NODE_ENV ??= 'production';

const { createCompositionServer } = await import('./composition-server');
const distDir = process.env.SHELL_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const sectionBudgetMs = Math.min(Number(process.env.SECTION_BUDGET_MS ?? 800), 1000);
const app = createCompositionServer({
  distDir,
  sectionBudgetMs,
  config: process.env.CONFIG_URL,
  entryUrl: import.meta.url,
});
const port = Number(process.env.PORT ?? SHELL.port);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  // Compose one page before saying so: it loads every section's server entry, which on a cold
  // start can take longer than the sections' deadline, and the first visitor would otherwise get
  // pages rendered by their browser.
  void Promise.resolve(app.request('/'))
    .catch(() => undefined)
    .finally(() => console.log(`shell (composition server) → http://localhost:${info.port}`));
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
