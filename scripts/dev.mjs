// `pnpm dev`: the same composition with hot reload: every app's Vite dev server on its own port,
// and the api restarting on change.
import { spawn } from 'node:child_process';
import { FRONT_END_APPS as APPS } from '../shared/build/apps.mjs';

const root = new URL('..', import.meta.url).pathname;
const children = [
  // Without Razorpay keys payments run in the labelled test mode, which must be asked for.
  spawn('pnpm', ['--filter', 'api', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...(process.env.RAZORPAY_KEY_ID ? {} : { PAYMENTS_TEST_MODE: 'true' }), ...process.env },
  }),
  ...APPS.map((app) => spawn('pnpm', ['--filter', app.dir, 'dev'], { cwd: root, stdio: 'inherit' })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
