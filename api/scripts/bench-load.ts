/**
 * Load benchmark of the built api over loopback: `pnpm --filter api bench:load`.
 * For each database (PGlite, then a PostgreSQL server started for the run, fsync on) and for one
 * and two instances, autocannon drives `/f/lead`, `/orders` and a 1,000-word `/v2/check` for a
 * fixed time each, and the table gives requests per second and p50/p99 latency.
 * PGlite serves a single process, so it has no two-instance row.
 *
 * Options: BENCH_SECONDS per run (default 5), BENCH_CONNECTIONS (default 10).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApi, type ApiProcess } from '../test/api-process';
import { lead, order } from '../test/fixtures';
import { startPostgres } from '../test/postgres-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL('..', import.meta.url).pathname;

const essay = readFileSync(new URL('./fixtures/essay.txt', import.meta.url), 'utf8');
const thousandWords = essay.split(/\s+/).filter(Boolean).slice(0, 1000).join(' ');

interface Target {
  name: string;
  path: string;
  contentType: string;
  body: string;
}
const TARGETS: Target[] = [
  { name: 'POST /f/lead', path: '/f/lead', contentType: 'application/json', body: JSON.stringify(lead) },
  { name: 'POST /orders', path: '/orders', contentType: 'application/json', body: JSON.stringify(order) },
  {
    name: 'POST /v2/check (1,000 words)',
    path: '/v2/check',
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ language: 'en-US', text: thousandWords }).toString(),
  },
];

interface Row {
  database: string;
  instances: number;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

let clientCount = 0;
async function measure(urls: string[], target: Target): Promise<Omit<Row, 'database' | 'instances' | 'target'>> {
  const result = await autocannon({
    // autocannon spreads its connections over several URLs.
    url: urls.map((url) => `${url}${target.path}`) as unknown as string,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': target.contentType, accept: 'application/json' },
    body: target.body,
    // Each connection is its own visitor (TRUST_PROXY=1), as real traffic spreads over many.
    setupClient: (client) => {
      clientCount += 1;
      client.setHeaders({
        'content-type': target.contentType,
        accept: 'application/json',
        'x-forwarded-for': `198.51.${Math.floor(clientCount / 250) % 250}.${clientCount % 250}`,
      });
    },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function runAll(database: string, env: Record<string, string>, maxInstances: number, rows: Row[]) {
  const settings = {
    ...env,
    RATE_LIMIT_PER_MINUTE: '100000000',
    GRAMMAR_RATE_LIMIT_PER_MINUTE: '100000000',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  const instances: ApiProcess[] = [];
  try {
    for (let count = 1; count <= maxInstances; count += 1) {
      instances.push(await startApi({ ...settings, LOG_LEVEL: 'info' }));
      for (const target of TARGETS) {
        // A short warm-up (dictionaries load on the first grammar check, the JIT warms up).
        await autocannon({
          url: `${instances[0]!.url}${target.path}`,
          method: 'POST',
          amount: 20,
          connections: 2,
          headers: { 'content-type': target.contentType },
          body: target.body,
        });
        const result = await measure(
          instances.map((instance) => instance.url),
          target,
        );
        rows.push({ database, instances: count, target: target.name, ...result });
        console.error(
          `${database} ×${count} ${target.name}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
      }
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
const rows: Row[] = [];
console.error(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${SECONDS} s per run, ${CONNECTIONS} connections`,
);

const dir = await mkdtemp(join(tmpdir(), 'api-bench-'));
try {
  await runAll('PGlite', { DATA_DIR: join(dir, 'pglite') }, 1, rows);
} finally {
  await rm(dir, { recursive: true, force: true });
}
const postgres = await startPostgres({ durable: true });
try {
  await runAll('PostgreSQL', { DATABASE_URL: postgres.url }, 2, rows);
} finally {
  await postgres.stop();
}

console.log(`\n| database | instances | endpoint | req/s | p50 ms | p99 ms | non-2xx | errors |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.instances} | ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
  );
}
console.log(
  `\n${SECONDS} s per run, ${CONNECTIONS} connections, loopback, ${loadavg()[0]?.toFixed(2)} load average after.`,
);
