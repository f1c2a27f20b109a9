/**
 * Memory under an upload flood: `pnpm --filter api bench:uploads`. Starts the built api on a fresh
 * PGlite database (files kept in the database, as `pnpm start` keeps them), sends 30 concurrent
 * 20 MB uploads, and prints the api's resident memory before and at its peak, what the uploads were
 * answered, and how slowly the api answered other requests meanwhile. Three floods:
 * one visitor at one order (as a student's tab, or a script, would), 30 addresses at one order, and
 * 30 addresses at 30 orders (where only the server-wide cap stands in the way).
 *
 * Options: BENCH_UPLOADS (default 30), BENCH_FLOODS (which of the three, e.g. `1,3`), GRAMMAR_PRELOAD (default false; true measures on top of the
 * loaded grammar engines, as `pnpm start` runs), BENCH_ENV (extra settings, `A=1,B=2`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../test/api-process';
import { uploadFlood, type FloodOptions } from '../test/upload-flood';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const root = new URL('..', import.meta.url).pathname;
const extra = Object.fromEntries(
  (process.env.BENCH_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

const FLOODS: (FloodOptions & { name: string })[] = [
  { name: 'one visitor, one order', uploads: UPLOADS, orders: 1, visitors: 1 },
  { name: `${UPLOADS} addresses, one order`, uploads: UPLOADS, orders: 1, visitors: UPLOADS },
  { name: `${UPLOADS} addresses, ${UPLOADS} orders`, uploads: UPLOADS, orders: UPLOADS, visitors: UPLOADS },
];

const chosen = (process.env.BENCH_FLOODS ?? '1,2,3').split(',').map(Number);

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
for (const flood of FLOODS.filter((_, i) => chosen.includes(i + 1))) {
  const dir = await mkdtemp(join(tmpdir(), 'api-bench-uploads-'));
  const api = await startApi({
    DATA_DIR: join(dir, 'pglite'),
    RATE_LIMIT_PER_MINUTE: '100000',
    TRUST_PROXY: '1',
    GRAMMAR_PRELOAD: process.env.GRAMMAR_PRELOAD ?? 'false',
    ...extra,
  });
  try {
    const result = await uploadFlood(api, flood);
    const answered = Object.entries(result.statuses)
      .map(([status, count]) => `${count}× ${status === '0' ? 'no answer' : status}`)
      .join(', ');
    console.log(
      `${flood.uploads} × 20 MB, ${flood.name}: resident ${result.baselineMb} MB → peak ${result.peakMb} MB ` +
        `(+${result.riseMb} MB) in ${result.seconds} s; answered ${answered}; ` +
        `meanwhile /healthz ≤ ${result.slowestHealthMs} ms, the order's page ≤ ${result.slowestOrderMs} ms ` +
        `(${result.probeFailures} failed; the api's own time ≤ ${result.serverSlowestMs} ms)`,
    );
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
