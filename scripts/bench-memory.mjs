// Memory across releases: the composition server's resident memory (every thread of its process)
// before and after N releases of the blog (default 100), each a build of its own: a copy of the
// blog's dist with its own build id, served from its own folder, written into config.json as the
// release command writes it (temporary file and rename). At the end the first build is released
// again and the served HTML must equal the first. Run it in its own network namespace when others
// share the machine. The server runs as it is deployed (scripts/lib/composition-process.mjs: a
// small young generation, MALLOC_ARENA_MAX=2).
// Usage: node scripts/bench-memory.mjs [releases]
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTIONS, SHELL } from '../shared/build/apps.mjs';
import { spawnCompositionServer } from './lib/composition-process.mjs';
import { staticHost } from './lib/static-host.mjs';

const releases = Number(process.argv[2] ?? 100);
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const blogDist = join(root, 'mfe-blog', 'dist');
const originalId = JSON.parse(readFileSync(join(blogDist, 'ssr.json'), 'utf8')).buildId;

/** A copy of the blog's build under `name`, with `buildId` in place of its own. */
function blogBuild(name, buildId) {
  const dir = join(work, 'builds', name);
  cpSync(blogDist, dir, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|json)$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes(originalId)) writeFileSync(join(dir, file), text.replaceAll(originalId, buildId));
  }
}

const hosts = [];
for (const section of SECTIONS) {
  if (section.name === 'blog') continue;
  hosts.push(await staticHost({ root: join(root, section.dir, 'dist'), port: section.port, quiet: true }));
}
const buildsHost = await staticHost({ root: join(work, 'builds'), port: 0, quiet: true });
const buildsOrigin = `http://localhost:${buildsHost.address().port}`;
hosts.push(buildsHost);

const shellDist = join(work, 'shell');
cpSync(join(root, 'shell', 'dist'), shellDist, { recursive: true });
const configPath = join(shellDist, 'config.json');
const config = JSON.parse(readFileSync(configPath, 'utf8'));
function release(name) {
  config.remotes.blog = `${buildsOrigin}/${name}/mf-manifest.json`;
  writeFileSync(`${configPath}.tmp`, JSON.stringify(config));
  renameSync(`${configPath}.tmp`, configPath);
}
blogBuild('r0', originalId);
release('r0');

const server = spawnCompositionServer({
  env: { PORT: String(SHELL.port), SHELL_DIST: shellDist },
  stdio: ['ignore', 'pipe', 'ignore'],
});
await new Promise((resolve) => server.stdout.on('data', resolve));
const origin = `http://localhost:${SHELL.port}`;
const page = async (path) => (await fetch(`${origin}${path}`, { headers: { cookie: 'CookieConsent=false' } })).text();
const paths = ['/', '/blog', '/blog/write-with-ai'];
async function servedBuild(buildId) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const html = await page('/blog');
    if (html.includes(`data-build="${buildId}"`)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${buildId} was not served`);
}
/**
 * Resident memory of the whole process (all its threads), in MB, at rest: after 5 s without
 * requests (V8 gives back memory once allocation stops), the lowest of a few samples.
 */
async function residentMb() {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  let lowest = Infinity;
  for (let sample = 0; sample < 10; sample += 1) {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    lowest = Math.min(lowest, Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return lowest;
}
async function traffic() {
  for (let round = 0; round < 10; round += 1) for (const path of paths) await page(path);
}

try {
  await servedBuild(originalId);
  await traffic();
  const firstHtml = await page('/blog/write-with-ai');
  const start = await residentMb();
  console.log(`start: ${start.toFixed(1)} MB`);
  for (let index = 1; index <= releases; index += 1) {
    const buildId = `blog-${String(index).padStart(16, '0')}`;
    blogBuild(`r${index}`, buildId);
    release(`r${index}`);
    await servedBuild(buildId);
    await traffic();
    // Old builds' files go once no page can be using them (two releases back, here).
    if (index >= 2) rmSync(join(work, 'builds', `r${index - 2}`), { recursive: true, force: true });
    if (index % 20 === 0) console.log(`after ${index} releases: ${(await residentMb()).toFixed(1)} MB`);
  }
  blogBuild('r0', originalId);
  release('r0');
  await servedBuild(originalId);
  await traffic();
  const end = await residentMb();
  const lastHtml = await page('/blog/write-with-ai');
  // Each render carries a fresh form key (the idempotency of a native post); the rest must match.
  const withoutFormKey = (html) => html.replace(/"forms":\{"key":"[^"]+"/, '"forms":{"key":""');
  const sameHtml = withoutFormKey(lastHtml) === withoutFormKey(firstHtml);
  if (!sameHtml) {
    const at = [...firstHtml].findIndex((char, index) => char !== lastHtml[index]);
    console.log(
      `the HTML differs at ${at}: …${firstHtml.slice(at - 80, at + 80)}… / …${lastHtml.slice(at - 80, at + 80)}…`,
    );
  }
  console.log(`end (the first build again): ${end.toFixed(1)} MB, ${(end - start).toFixed(1)} MB from the start`);
  console.log(`same HTML as at the start: ${sameHtml}`);
  process.exitCode = end - start <= 20 && sameHtml ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  for (const host of hosts) host.close();
  rmSync(work, { recursive: true, force: true });
}
