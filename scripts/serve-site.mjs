// Serves the production build the way it is deployed: each section's build on its own origin
// (static hosting) and the composition server, which composes every page (the shell's frame and theirs).
// Used by `pnpm start` and e2e; it does not start the api. Each section is served from a copy of
// its build kept by build id (`.builds/<section>/<build id>/`, as `pnpm serve-builds` keeps them),
// so building a section while the site runs never changes what the site serves: a new build
// reaches visitors only through `pnpm release`.
import { SECTIONS, SHELL } from '../shared/build/apps.mjs';
import { spawnCompositionServer } from './lib/composition-process.mjs';
import { stopChildrenOnExit } from './lib/processes.mjs';
import { staticHost } from './lib/static-host.mjs';
import { addBuild, BUILDS_DIR } from './serve-builds.mjs';
import { answers, waitUntil } from './lib/wait-until.mjs';

/** Starts the section hosts and the composition server; resolves once the site answers. */
export async function serveSite({ quiet = false } = {}) {
  const hosts = [];
  // `pnpm qa-site --standalone <section>`: that section alone, whose composition server asks for no other.
  const only = process.env.STANDALONE_SECTION;
  for (const section of SECTIONS.filter(({ name }) => !only || name === only)) {
    hosts.push(
      await staticHost({
        root: addBuild(BUILDS_DIR, section.name).target,
        port: section.port,
        label: section.dir,
        quiet,
      }),
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
  stopChildrenOnExit();
  const { composition } = await serveSite();
  composition.on('exit', (code) => process.exit(code ?? 0));
}
