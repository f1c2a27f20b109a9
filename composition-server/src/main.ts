/**
 * The composition server's process: `node composition-server/dist/main.js`. Settings (docs/deploy.md):
 * PORT (default the shell's port), HOST, SHELL_DIST (the frame's browser build, default
 * shell/dist in the checkout) and SECTION_BUDGET_MS (how long a section may take before its page is left to
 * the browser; default 800, at most 1000). CONFIG_URL: where config.json is read from, a URL every
 * instance revalidates (ETag) or a path; by default the release state's (RELEASE_STATE_DIR/config.json,
 * default `.release/config.json` in the checkout: release-state.ts).
 * Section runtimes: SECTION_MEMORY_MB (each runtime's heap cap, default 128), SECTION_MISSES
 * (missed deadlines in a row before a runtime is replaced, default 3), SECTION_RESTART_MS (the
 * first wait before a crashed runtime is started again, default 250, doubling up to 10 s),
 * SECTION_BREAKER_FAILURES (failed runtimes in a row that open a build's breaker, default 3),
 * SECTION_BREAKER_COOLDOWN_MS (default 30000) and SECTION_STABLE_AFTER_MS (how long a runtime must
 * live before its answers prove its build stable, default 30000). Release health:
 * SERVER_HEALTH_URL (the api's /v1/server-health), SERVER_HEALTH_TOKEN and SERVER_HEALTH_EVERY_MS (how
 * often the counts are sent, default 10000). TRUST_PROXY: how many
 * proxies of ours stand in front (default 0; 1 behind a TLS-terminating load balancer), the only
 * way the server learns a visitor's address and protocol.
 * QA pins: ADMIN_TOKEN (who may pin a build; none, no pins) and QA_BUILD_HOSTS (host names a pin
 * may point at, besides the deployed remotes' hosts, comma-separated).
 * STANDALONE_SECTION: compose that section alone, as its standalone page for QA (standalone.ts).
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { SHELL } from '@shared/build/apps';
import { redactProcessOutput } from './redacted-output';
import { ensureReleaseState, releaseStateDir } from './release-state';
import { standaloneSection } from './standalone';

// No order token or email address leaves this process in a log line, whoever writes it.
redactProcessOutput();

// React's development server renderer is several times slower and writes stack traces into the
// HTML; it is chosen when React is first imported, which happens below, after this line.
process.env.NODE_ENV ??= 'production';

const { createCompositionServer, DEFAULT_RUNTIME_OPTIONS } = await import('./composition-server');

/** A whole number of at least `min` from the environment, or the default. */
function setting(name: string, fallback: number, min = 1): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}`);
  return number;
}

const distDir = process.env.SHELL_DIST ?? fileURLToPath(new URL('../../shell/dist', import.meta.url));
/** The longest the server waits for the sections' runtimes before it listens anyway. */
const WARM_LIMIT_MS = 30_000;
// config.json is the release state's (RELEASE_STATE_DIR, default `.release/` in the checkout), which
// no build touches; made on first start from the shell build's (or moved there, with its history).
const configAt =
  process.env.CONFIG_URL || ensureReleaseState(releaseStateDir(import.meta.url), distDir, (line) => console.log(line));
const standalone = standaloneSection(process.env.STANDALONE_SECTION);
const sectionBudgetMs = Math.min(setting('SECTION_BUDGET_MS', 800), 1000);
const composition = createCompositionServer({
  distDir,
  sectionBudgetMs,
  config: configAt,
  entryUrl: import.meta.url,
  runtimes: {
    memoryMb: setting('SECTION_MEMORY_MB', DEFAULT_RUNTIME_OPTIONS.memoryMb, 16),
    misses: setting('SECTION_MISSES', DEFAULT_RUNTIME_OPTIONS.misses),
    restartMs: setting('SECTION_RESTART_MS', DEFAULT_RUNTIME_OPTIONS.restartMs),
    breakerFailures: setting('SECTION_BREAKER_FAILURES', DEFAULT_RUNTIME_OPTIONS.breakerFailures),
    breakerCooldownMs: setting('SECTION_BREAKER_COOLDOWN_MS', DEFAULT_RUNTIME_OPTIONS.breakerCooldownMs),
    stableAfterMs: setting('SECTION_STABLE_AFTER_MS', DEFAULT_RUNTIME_OPTIONS.stableAfterMs, 0),
  },
  health: {
    url: process.env.SERVER_HEALTH_URL,
    token: process.env.SERVER_HEALTH_TOKEN,
    everyMs: setting('SERVER_HEALTH_EVERY_MS', 10_000, 100),
  },
  trustProxy: Math.min(setting('TRUST_PROXY', 0, 0), 10),
  // QA pins (GET /__qa/pin): on when ADMIN_TOKEN is set; QA_BUILD_HOSTS adds hosts a pin may use.
  qa: { adminToken: process.env.ADMIN_TOKEN, buildHosts: (process.env.QA_BUILD_HOSTS ?? '').split(',') },
  standalone,
});
const { app } = composition;
// Listen once every section's runtime has started (each loads its server entry, which on a cold
// start can take longer than the sections' deadline) and one page has been composed: the first
// visitors would otherwise get pages rendered by their browser. A section that cannot be reached,
// or a broken config.json, does not hold the server back past WARM_LIMIT_MS: its pages say so.
await composition
  .warm(Date.now() + WARM_LIMIT_MS)
  .then(() => app.request('/'))
  .catch(() => undefined);
const port = setting('PORT', SHELL.port, 0);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) =>
  console.log(
    `shell (composition server${standalone ? `, ${standalone} standalone` : ''}) → http://localhost:${info.port}`,
  ),
);

const stop = () => {
  composition.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
