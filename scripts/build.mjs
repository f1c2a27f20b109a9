// Builds what changed, with turbo: each app's build is cached by a content hash of its inputs
// (its files, shared, the lockfile, the configs; see turbo.json), so nothing stale is ever served
// and an unchanged app is restored from the cache instead of rebuilt. Two at a time: the machine
// this runs on has two cores. `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const args = ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only'];
if (process.argv.includes('--force')) args.push('--force');
const result = spawnSync('pnpm', args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' },
});
process.exit(result.status ?? 1);
