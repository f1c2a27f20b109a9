// How the composition server's process is started, in production and in every script that serves
// or measures it (`pnpm start`, e2e, the benchmarks), so they all measure the deployed process.
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Node's flags for the composition server. Its main thread answers most requests from the page
 * cache, so it needs a small young generation: Node's default lets it grow to 16 MB per semi-space
 * under load, and that (three times over, committed) stays resident long after. With 4 MB, memory
 * after 100 releases ended 12–18 MB above the start (node scripts/bench-memory.mjs; 25–41 MB
 * without it), and `/` still served about 3,800 requests/s at p99 16 ms
 * (node scripts/bench-composition.mjs). The render workers set their own limit.
 */
export const COMPOSITION_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Worker threads come and go on releases; glibc would otherwise keep a memory arena for each. */
export const COMPOSITION_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * Starts `composition-server/dist/main.js` as it is deployed; `env` is added to this process's own. It
 * stays in the caller's process group, so a supervisor that stops the group (Playwright's
 * webServer, a terminal's Ctrl-C) stops it too; the caller kills it when it ends on its own.
 */
export function spawnCompositionServer({ env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(
    process.execPath,
    [...COMPOSITION_NODE_FLAGS, join(root, 'composition-server', 'dist', 'main.js')],
    {
      stdio,
      env: { ...COMPOSITION_ENV, ...process.env, ...env },
    },
  );
  // However the caller ends (an error, process.exit), the server does not outlive it.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  return child;
}
