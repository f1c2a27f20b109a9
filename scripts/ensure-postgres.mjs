// Makes sure the api's tests have PostgreSQL binaries: the suite starts a throw-away server of its
// own (api/test/postgres-server.ts). As root it installs Debian's package when missing (about
// 20 s); otherwise it explains. Nothing is started here and no cluster is used.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const ROOT = '/usr/lib/postgresql';
const installed = () =>
  process.env.PG_BIN ||
  (existsSync(ROOT) && readdirSync(ROOT).find((version) => existsSync(`${ROOT}/${version}/bin/postgres`)));

if (installed()) {
  console.log(`PostgreSQL: ${process.env.PG_BIN ?? `${ROOT}/${installed()}/bin`}`);
} else if (process.getuid?.() !== 0) {
  console.error('PostgreSQL is not installed. Install it (e.g. `sudo apt-get install -y postgresql`) or set PG_BIN.');
  process.exit(1);
} else {
  console.log('Installing PostgreSQL with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log(`PostgreSQL: ${ROOT}/${installed()}/bin`);
}
