// `pnpm validate`: every check of the README's `pnpm test`, timed. The checks that share nothing
// run in two lanes side by side (the api's tests, which start api processes from its build, in
// one; typecheck, lint, format and the other unit tests in the other), which keeps both cores of a
// two-core machine busy while the api's fault suite waits on the processes it kills. Then the
// build, Playwright and the first-load budget, one after the other, with their output as it comes.
// Each step's time is printed as it ends, and all of them at the end: where the time goes.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const logs = join(root, '.validate');

/** A step: its name and its command, run from the root. */
const step = (name, command, ...args) => ({ name, command, args });
/** Vitest uses one worker fewer than the cores by default: on two cores, one. Here, all of them. */
const ALL_CORES = '--maxWorkers=100%';

const LANES = [
  [step('api unit tests', 'pnpm', '--filter', 'api', 'test'), step('api fault suite', 'pnpm', 'test:faults')],
  [
    step('typecheck', 'pnpm', 'typecheck'),
    step('lint', 'pnpm', 'lint'),
    step('format', 'pnpm', 'format:check'),
    step(
      'unit tests',
      'pnpm',
      '-r',
      '--workspace-concurrency=1',
      '--filter=!e2e',
      '--filter=!api',
      'run',
      'test',
      ALL_CORES,
    ),
    step('script tests', 'node', '--test', 'scripts/'),
  ],
];
const AFTER = [
  step('build', 'node', 'scripts/build.mjs'),
  step('e2e (Playwright)', 'pnpm', '--filter', 'e2e', 'test'),
  step('size', 'node', 'scripts/size.mjs'),
];

const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();

/** Runs one step; `live` streams its output, otherwise it goes to a log printed when it ends. */
function run({ name, command, args }, live) {
  const begun = Date.now();
  const log = join(logs, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - begun;
      times.push({ name, ms, ok: code === 0 });
      if (!live) {
        writeFileSync(log, Buffer.concat(output));
        const text = readFileSync(log, 'utf8');
        // A step that passed shows its last lines; one that failed, all of it.
        const shown = code === 0 ? text.trimEnd().split('\n').slice(-4).join('\n') : text;
        console.log(`\n── ${name} ──\n${shown}`);
      }
      console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds(ms)}${live || code === 0 ? '' : ` (log: ${log})`}`);
      resolve(code === 0);
    });
  });
}

function summary(ok) {
  console.log('\nTime by step:');
  for (const { name, ms, ok: passed } of times)
    console.log(`  ${passed ? ' ' : '✗'} ${name.padEnd(20)} ${seconds(ms).padStart(6)}`);
  console.log(`  ${'all'.padEnd(22)} ${seconds(Date.now() - started).padStart(6)}${ok ? '' : ' (failed)'}`);
}

mkdirSync(logs, { recursive: true });
// Each lane stops at its first failure; the other lane finishes what it started.
const lanes = await Promise.all(
  LANES.map(async (lane) => {
    for (const each of lane) if (!(await run(each, false))) return false;
    return true;
  }),
);
let ok = lanes.every(Boolean);
for (const each of AFTER) {
  if (!ok) break;
  ok = await run(each, true);
}
summary(ok);
process.exit(ok ? 0 : 1);
