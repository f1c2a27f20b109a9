// Builds every app, and the api, whose dist is missing or older than its inputs (or all, with
// --force). Two at a time: the machine this runs on has two cores.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API, FRONT_END_APPS as APPS } from '../shared/apps.mjs';

const force = process.argv.includes('--force');
const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** What each build writes, and what it is made from: a newer input means a rebuild. */
const TARGETS = [
  ...APPS.map((app) => ({
    dir: app.dir,
    output: 'dist/index.html',
    inputs: [
      join(app.dir, 'src'),
      join(app.dir, 'index.html'),
      join(app.dir, 'vite.config.ts'),
      join('shared', 'src'),
      join('shared', 'vite'),
    ],
  })),
  {
    dir: API.dir,
    output: 'dist/main.js',
    inputs: ['src', 'scripts/build.mjs', 'package.json']
      .map((input) => join(API.dir, input))
      .concat(join('shared', 'src', 'contracts'), join('shared', 'src', 'pricing')),
  },
];

function isStale(target) {
  const built = join(root, target.dir, target.output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return target.inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', app.dir, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app.dir} failed to build`));
      }
    });
  });
}

const todo = TARGETS.filter((target) => force || isStale(target));
if (todo.length === 0) console.log('every app and the api are built and up to date');
const queue = [...todo];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await build(queue.shift());
  }),
);
