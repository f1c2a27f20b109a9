// `pnpm start`: builds what is stale, then serves the production build the way it is deployed:
// each section on its own origin, the shell's composition server, and the api beside them.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { API, localOrigin } from '../shared/build/apps.mjs';
import { answers, waitUntil } from './lib/wait-until.mjs';
import { serveSite } from './serve-site.mjs';

const root = new URL('..', import.meta.url).pathname;

if (!process.argv.includes('--no-build')) {
  const build = spawn(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  const code = await new Promise((done) => build.on('exit', done));
  if (code !== 0) process.exit(code ?? 1);
}

const api = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    PORT: String(API.port),
    // The composition server forwards forms posted without JavaScript from this machine.
    TRUSTED_PROXIES: 'loopback',
    // Without Razorpay keys this machine pays in the labelled test mode, which must be asked for.
    ...(process.env.RAZORPAY_KEY_ID ? {} : { PAYMENTS_TEST_MODE: 'true' }),
    ...process.env,
  },
});
api.on('exit', (code) => {
  console.error(`api exited with code ${code}`);
  process.exit(code ?? 1);
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
const site = await serveSite();
console.log('\nThe site is at http://localhost:4173');

const stop = () => {
  api.kill('SIGTERM');
  site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
