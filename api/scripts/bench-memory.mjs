// The built api's resident memory (every thread of its process), as it is started in production
// (`pnpm --filter api start`'s flags), with the grammar engines preloaded: at rest once every
// variant is loaded, and at rest after N checks of the 1,000-word essay (default 20) spread over
// the five variants. Budget: 600 MB (docs/decisions/006-grammar-engines.md).
// Build first (`node scripts/build.mjs` in api/); run it in your own network namespace when others
// share the machine. Usage: node scripts/bench-memory.mjs [essays] [--first-boot] [-- extra node flags]
// API_ENV='{"NAME":"value"}' adds environment variables to the api's, API_ENTRY=path runs another
// build (for experiments).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const BUDGET_MB = 600;
/** GRAMMAR_MAX_CHARS of @shared/contracts (this script runs without a TypeScript loader). */
const GRAMMAR_MAX_CHARS = 20_000;
const dashes = process.argv.indexOf('--');
const args = dashes === -1 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const extraFlags = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const essays = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
const root = new URL('..', import.meta.url).pathname;
const essay = readFileSync(join(root, 'scripts/fixtures/essay.txt'), 'utf8');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-api-'));
const port = 8787;
const origin = `http://127.0.0.1:${port}`;

const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/);
const [command, ...startArgs] = start;
startArgs.pop();
// API_ENTRY runs another build of the api (a copy of an earlier dist/, to compare).
const entry = process.env.API_ENTRY ?? 'dist/main.js';
const firstBoot = args.includes('--first-boot');
const startApi = (env) => {
  const child = spawn(command, [...startArgs, ...extraFlags, entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, GRAMMAR_RATE_LIMIT_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('api →') && resolve());
    child.on('exit', (code) => reject(new Error(`the api exited (${code})`)));
  });
  return { child, listening };
};
const stop = async (child) => {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};
// A deployed api restarts on its existing data: by default the embedded database's files are made
// by a first start, so that the measure leaves out PGlite's one-off initdb, whose WebAssembly
// memory (about 300 MB) stays mapped until the main thread's next full garbage collection.
// --first-boot measures that first start instead.
if (!firstBoot) {
  const first = startApi({ GRAMMAR_PRELOAD: 'false' });
  await first.listening;
  await stop(first.child);
}
const { child: api, listening } = startApi(JSON.parse(process.env.API_ENV ?? '{}'));
await listening;

const LANGUAGES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN'];
async function check(text, language) {
  const response = await fetch(`${origin}/v2/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ text, language }).toString(),
  });
  if (!response.ok) throw new Error(`check answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Resident memory of the whole process, in MB, at rest: after 5 s without requests, the lowest of a few samples. */
async function residentMb() {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  let lowest = Infinity;
  for (let sample = 0; sample < 10; sample += 1) {
    const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
    lowest = Math.min(lowest, Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return lowest;
}

/** The highest resident memory the process has had (VmHWM), in MB. */
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1]) / 1024;

try {
  const started = Date.now();
  // A check waits for its variant's engines: once each answers, every variant is loaded.
  for (const language of LANGUAGES) await check('Ready.', language);
  console.log(
    `engines loaded in ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(2)}`,
  );
  const idle = await residentMb();
  console.log(`idle: ${idle.toFixed(0)} MB`);
  for (let index = 0; index < essays; index += 1) await check(essay, LANGUAGES[index % LANGUAGES.length]);
  const after = await residentMb();
  console.log(
    `after ${essays} essays: ${after.toFixed(0)} MB (budget ${BUDGET_MB} MB); load average ${loadavg()[0].toFixed(2)}`,
  );
  // The longest text a check accepts, once in each variant.
  const longest = essay.repeat(Math.ceil(GRAMMAR_MAX_CHARS / essay.length)).slice(0, GRAMMAR_MAX_CHARS);
  for (const language of LANGUAGES) await check(longest, language);
  const afterLongest = await residentMb();
  console.log(`after ${LANGUAGES.length} texts of ${GRAMMAR_MAX_CHARS} characters: ${afterLongest.toFixed(0)} MB`);
  console.log(`peak (the most the process ever held): ${peakMb().toFixed(0)} MB`);
  process.exitCode = Math.max(idle, after, afterLongest) <= BUDGET_MB ? 0 : 1;
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
