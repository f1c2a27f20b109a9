import { execFileSync } from 'node:child_process';

/** Tests that start api processes run the production bundle; build it once per run (~0.3 s). */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'ignore',
  });
}
