// `pnpm start`: builds what is stale, then serves the production build the way it is deployed:
// each section on its own origin, the composition server, and the api beside them.
// Everything it starts stops with it (Ctrl-C, SIGTERM, a child that fails), and a port already in
// use stops it before it starts anything.
import { resolve } from 'node:path';
import { API, FRONT_END_APPS, localOrigin } from '../shared/build/apps.mjs';
import { busyPorts, spawnChild, stopChildrenOnExit } from './lib/processes.mjs';
import { answers, waitUntil } from './lib/wait-until.mjs';
import { serveSite } from './serve-site.mjs';

const root = new URL('..', import.meta.url).pathname;
let site;
const stop = stopChildrenOnExit(() => site?.stop());

const apps = [...FRONT_END_APPS, API];
const busy = await busyPorts(apps.map((app) => app.port));
if (busy.length > 0) {
  const names = busy.map((port) => `${port} (${apps.find((app) => app.port === port).name})`);
  console.error(
    `Not started: port ${names.join(', ')} ${busy.length > 1 ? 'are' : 'is'} in use, by another \`pnpm start\` or \`pnpm dev\`? Stop it first (\`ss -ltnp\` shows which process listens). Nothing was started.`,
  );
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnChild(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  const code = await new Promise((done) => build.on('exit', done));
  if (code !== 0) process.exit(code ?? 1);
}

const api = spawnChild('pnpm', ['--filter', 'api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    PORT: String(API.port),
    // The composition server forwards forms posted without JavaScript from this machine.
    TRUSTED_PROXIES: 'loopback',
    // Receipts name the business details of the site's own config.json.
    SITE_CONFIG_FILE: resolve(root, 'shell/dist/config.json'),
    // Without Razorpay keys this machine pays in the labelled test mode, which must be asked for.
    ...(process.env.RAZORPAY_KEY_ID ? {} : { PAYMENTS_TEST_MODE: 'true' }),
    ...process.env,
  },
});
api.on('exit', (code) => {
  console.error(`The api exited with code ${code}; stopping the site.`);
  void stop(code || 1);
});

/**
 * The site opens once the api answers: a form posted the moment the site is up then reaches it
 * (the composition server used to be up a few seconds first, and such a post got a 503).
 */
async function apiReady(timeoutMs = 60_000) {
  if (!(await waitUntil(() => answers(`${localOrigin(API.port)}/readyz`), { timeoutMs, intervalMs: 250 })))
    console.error(`The api did not answer within ${timeoutMs / 1000} s; serving the site anyway.`);
}

await apiReady();
try {
  site = await serveSite();
} catch (error) {
  console.error(`The site could not be served: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
site.composition.on('exit', (code) => {
  console.error(`The composition server exited with code ${code}; stopping the site.`);
  void stop(code || 1);
});
console.log('\nThe site is at http://localhost:4173');
