import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL server for the tests: Debian's `postgres` binaries, a fresh data folder
 * in /tmp, and a Unix socket instead of a TCP port (so it can clash with nothing). PostgreSQL
 * refuses to run as root, so under root (CI) it runs as the `postgres` user the package created.
 */
export interface PostgresServer {
  /** A connection string for the `postgres` database; `databaseUrl(name)` for another one. */
  url: string;
  databaseUrl(name: string): string;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` (or set PG_BIN).');
  }
  return join(root, versions[0], 'bin');
}

/** `durable: false` (tests) turns fsync off; benchmarks keep it on, as production would. */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = binDir();
  const dir = await mkdtemp(join(tmpdir(), 'api-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(dir, uid, gid);
    await chmod(dir, 0o700);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // fsync off for tests: the data folder is thrown away, and the durability tests kill the api,
  // not the database.
  const fsync = options.durable ? 'on' : 'off';
  const settings = `-k ${dir} -c listen_addresses='' -c fsync=${fsync} -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const databaseUrl = (name: string) => `postgresql://postgres@localhost/${name}?host=${encodeURIComponent(dir)}`;
  return {
    url: databaseUrl('postgres'),
    databaseUrl,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
