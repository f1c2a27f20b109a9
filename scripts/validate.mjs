// `pnpm validate`: every check of the README's `pnpm test`, one after the other, each timed: its
// time is printed as it ends, and all of them at the end (where the time goes). The steps do not
// run side by side: each already keeps every core busy (two tsc at a time, Vitest and Playwright
// with a worker per core), and on a machine that is busy already, two of them at once pushed the
// api's tests past their timeouts. The exception is lint and format, one core each: they share a
// step. It stops at the first step that fails.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

/** A step: its name and its commands, run from the root side by side. */
const step = (name, command, ...args) => ({ name, commands: [{ command, args }] });
const together = (name, ...steps) => ({ name, commands: steps.flatMap((each) => each.commands) });

const STEPS = [
  step('typecheck', 'pnpm', 'typecheck'),
  together('lint and format', step('lint', 'pnpm', 'lint'), step('format', 'pnpm', 'format:check')),
  step('unit tests', 'pnpm', 'test:unit'),
  step('api fault suite', 'pnpm', 'test:faults'),
  step('build', 'node', 'scripts/build.mjs'),
  step('e2e (Playwright)', 'pnpm', '--filter', 'e2e', 'test'),
  step('size', 'node', 'scripts/size.mjs'),
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function runOne({ command, args }) {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code === 0));
  });
}

/** Runs a step's commands side by side; it passes when every one does. */
async function run({ commands }) {
  return (await Promise.all(commands.map(runOne))).every(Boolean);
}

const started = Date.now();
const times = [];
let ok = true;
for (const each of STEPS) {
  const begun = Date.now();
  ok = await run(each);
  times.push({ name: each.name, ms: Date.now() - begun });
  console.log(`${ok ? '✓' : '✗'} ${each.name}: ${seconds(Date.now() - begun)}\n`);
  if (!ok) break;
}
console.log('Time by step:');
for (const { name, ms } of times) console.log(`  ${name.padEnd(20)} ${seconds(ms).padStart(7)}`);
console.log(`  ${'all'.padEnd(20)} ${seconds(Date.now() - started).padStart(7)}${ok ? '' : ' (failed)'}`);
process.exit(ok ? 0 : 1);
