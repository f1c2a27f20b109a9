import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_ORDER_FILE_BYTES } from '@shared/contracts';
import type { ApiProcess } from './api-process';
import { pdfOfSize } from './files';
import { order, postJson } from './fixtures';

/**
 * A flood of large uploads against a running api, with its resident memory watched from
 * /proc: what `pnpm --filter api bench:uploads` prints and the fault suite asserts on.
 */
export interface FloodOptions {
  uploads: number;
  /** The orders the uploads are spread over (round-robin). */
  orders: number;
  /** Distinct visitor addresses (X-Forwarded-For; the api must run with TRUST_PROXY=1 for more than one). */
  visitors: number;
  /** Bytes of each file: a PDF header and zeros. */
  fileBytes?: number;
}

export interface FloodResult {
  baselineMb: number;
  peakMb: number;
  riseMb: number;
  /** How many uploads got each status (0: the connection failed). */
  statuses: Record<number, number>;
  seconds: number;
  /** The slowest answer to `GET /healthz` and to an order's page while the flood ran, in ms. */
  slowestHealthMs: number;
  slowestOrderMs: number;
  /** Probe requests that failed or answered an error. */
  probeFailures: number;
  /** The api's own time for its slowest answer to a request other than an upload (its log's `responseTime`). */
  serverSlowestMs: number;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** A line of /proc/<pid>/status in kB (VmRSS: resident now; VmHWM: the peak since the last reset). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

export async function createOrderToken(url: string, visitor = '198.51.100.1'): Promise<string> {
  const created = await postJson(`${url}/orders`, order, { 'X-Forwarded-For': visitor });
  if (created.status !== 201) throw new Error(`The order was not created: ${created.status}`);
  return (created.body as { order: { token: string } }).order.token;
}

export async function uploadFlood(api: ApiProcess, options: FloodOptions): Promise<FloodResult> {
  const pid = api.child.pid!;
  const visitor = (i: number) => `198.51.100.${(i % options.visitors) + 1}`;
  const tokens: string[] = [];
  for (let i = 0; i < options.orders; i += 1) tokens.push(await createOrderToken(api.url, visitor(i)));
  const file = new Blob([pdfOfSize(options.fileBytes ?? MAX_ORDER_FILE_BYTES)]);
  // One small upload first, so that the path is warm and its one-off allocations are in the baseline.
  const warm = new FormData();
  warm.append('file', new Blob([pdfOfSize(64 * 1024)]), 'warm-up.pdf');
  const warmToken = await createOrderToken(api.url, '198.51.100.250');
  await fetch(`${api.url}/orders/by-token/${warmToken}/files`, {
    method: 'POST',
    body: warm,
    headers: { 'X-Forwarded-For': '198.51.100.250' },
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const baselineKb = statusKb(pid, 'VmRSS');
  let peakKb = baselineKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS'))), 20);

  // The probes run in a process of their own (see latency-probe.mjs).
  const probe = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./latency-probe.mjs', import.meta.url)),
      `${api.url}/healthz`,
      `${api.url}/orders/by-token/${tokens[0]}`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let probed = '';
  probe.stdout.on('data', (chunk: Buffer) => (probed += chunk.toString()));
  const probeExited = new Promise((done) => probe.on('exit', done));

  const logsBefore = api.logs.length;
  const started = performance.now();
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: options.uploads }, async (_, i) => {
      const form = new FormData();
      form.append('file', file, `part-${i}.pdf`);
      let status = 0;
      try {
        const response = await fetch(`${api.url}/orders/by-token/${tokens[i % tokens.length]}/files`, {
          method: 'POST',
          body: form,
          headers: { 'X-Forwarded-For': visitor(i) },
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  probe.stdin.end();
  await probeExited;
  const { slowest, failures } = JSON.parse(probed) as { slowest: [number, number]; failures: number };
  clearInterval(sampler);
  peakKb = Math.max(peakKb, statusKb(pid, 'VmHWM'));
  return {
    baselineMb: mb(baselineKb),
    peakMb: mb(peakKb),
    riseMb: mb(peakKb - baselineKb),
    statuses,
    seconds,
    slowestHealthMs: slowest[0],
    slowestOrderMs: slowest[1],
    probeFailures: failures,
    serverSlowestMs: Math.max(
      0,
      ...api.logs
        .slice(logsBefore)
        .filter((line) => typeof line.responseTime === 'number' && line.route !== '/orders/by-token/:token/files')
        .map((line) => line.responseTime as number),
    ),
  };
}
