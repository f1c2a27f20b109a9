// Serves the production build the way it is deployed: each section's build on its own origin
// (static hosting) and the shell's composition server, which composes every page from them.
// Used by `pnpm start` and e2e; it does not start the api.
import { join } from 'node:path';
import { SECTIONS, SHELL } from '../shared/build/apps.mjs';
import { spawnCompositionServer } from './lib/composition-process.mjs';
import { staticHost } from './lib/static-host.mjs';
import { answers, waitUntil } from './lib/wait-until.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Starts the section hosts and the composition server; resolves once the site answers. */
export async function serveSite({ quiet = false } = {}) {
  const hosts = [];
  for (const section of SECTIONS) {
    hosts.push(
      await staticHost({ root: join(root, section.dir, 'dist'), port: section.port, label: section.dir, quiet }),
    );
  }
  const composition = spawnCompositionServer({
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { PORT: String(SHELL.port) },
  });
  const stop = () => {
    composition.kill('SIGTERM');
    for (const host of hosts) host.close();
  };
  const started = await waitUntil(
    () => {
      if (composition.exitCode !== null)
        throw new Error(`the composition server exited with code ${composition.exitCode}`);
      return answers(`http://localhost:${SHELL.port}/robots.txt`);
    },
    // It listens once it has loaded every section's server code (which a busy machine makes slow).
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  if (!started) throw new Error('the composition server did not start');
  return { stop, composition };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stop, composition } = await serveSite();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  composition.on('exit', (code) => process.exit(code ?? 0));
}
