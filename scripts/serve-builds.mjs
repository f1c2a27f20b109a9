// `pnpm serve-builds`: section builds served the way a CDN serves them (immutable hashed assets,
// everything else revalidated, CORS for the site, precompressed files), for a local release
// rehearsal and for QA. Each build is kept in a folder of its own, by build id, so a new build
// never replaces one that is live or pinned, and is served at the root of an origin of its own
// (a section's browser build names its assets by absolute path, `/assets/…`):
//
//   pnpm serve-builds --add blog     copies mfe-blog/dist (the build just made) to
//                                    .builds/blog/<build id>/, then serves every kept build
//   pnpm serve-builds [--dir D] [--port P]
//
// Each build keeps its port (from P, default 4190, in the order they were added; remembered in
// .builds/ports.json), and its manifest, http://localhost:<port>/mf-manifest.json, is the URL
// `pnpm release` and a QA pin take (docs/deploy.md).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SECTIONS } from '../shared/build/apps.mjs';
import { staticHost } from './lib/static-host.mjs';

const root = new URL('..', import.meta.url).pathname;
/** Where builds are kept by default: `.builds/` at the checkout's root (ignored by git). */
export const BUILDS_DIR = join(root, '.builds');

/** Copies a section's current build into `dir/<section>/<build id>/`; answers that folder's path. */
export function addBuild(dir, sectionName) {
  const section = SECTIONS.find((candidate) => candidate.name === sectionName);
  if (!section) {
    throw new Error(`Unknown section "${sectionName}": one of ${SECTIONS.map((entry) => entry.name).join(', ')}.`);
  }
  const dist = join(root, section.dir, 'dist');
  if (!existsSync(join(dist, 'ssr.json'))) {
    throw new Error(`${dist} holds no build: build it first (pnpm --filter ${section.dir} build).`);
  }
  const { buildId } = JSON.parse(readFileSync(join(dist, 'ssr.json'), 'utf8'));
  const target = join(dir, section.name, buildId);
  // A build id names its content: a folder already there is this very build, and is left as it is.
  if (!existsSync(target)) {
    mkdirSync(join(dir, section.name), { recursive: true });
    cpSync(dist, target, { recursive: true });
  }
  return { buildId, target };
}

/** The builds in `dir`, as `<section>/<build id>`. */
export function listBuilds(dir) {
  if (!existsSync(dir)) return [];
  return SECTIONS.flatMap((section) =>
    existsSync(join(dir, section.name))
      ? readdirSync(join(dir, section.name)).map((build) => `${section.name}/${build}`)
      : [],
  );
}

/** Each kept build's port: the ones remembered in `dir/ports.json`, new ones after the highest. */
export function portsOf(dir, builds, firstPort) {
  const file = join(dir, 'ports.json');
  const ports = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const build of builds) {
    if (ports[build]) continue;
    ports[build] = Math.max(firstPort - 1, ...Object.values(ports)) + 1;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(ports, null, 2)}\n`);
  return ports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: BUILDS_DIR },
      port: { type: 'string', default: '4190' },
      add: { type: 'string', multiple: true, default: [] },
    },
  });
  const dir = resolve(values.dir);
  try {
    for (const name of values.add) {
      const { buildId, target } = addBuild(dir, name);
      console.log(`${name} build ${buildId} is kept in ${target}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const builds = listBuilds(dir);
  const ports = portsOf(dir, builds, Number(values.port));
  const servers = [];
  for (const build of builds) {
    try {
      servers.push(await staticHost({ root: join(dir, build), port: ports[build], label: build, quiet: true }));
    } catch (error) {
      console.error(`Could not serve ${build} on port ${ports[build]}: ${error.message}. Nothing is served.`);
      for (const server of servers) server.close();
      process.exit(1);
    }
    console.log(`${build} → http://localhost:${ports[build]}/mf-manifest.json`);
  }
  if (builds.length === 0) console.log(`No builds in ${dir} yet: add one with --add <section>.`);
  const stop = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
