// `pnpm serve-builds`: section builds served the way a CDN serves them (immutable hashed assets,
// everything else revalidated, CORS for the site, precompressed files), for a local release
// rehearsal and for QA. Each build is kept in a folder of its own, by build id, so a new build
// never replaces one that is live or pinned, and every kept build is served from its folder under
// one origin (a build names its files relative to its folder: ADR 030):
//
//   pnpm serve-builds --add blog     copies mfe-blog/dist (the build just made) to
//                                    .builds/blog/<build id>/, then serves every kept build
//   pnpm serve-builds [--dir D] [--port P]
//
// A build's manifest, http://localhost:<P, default 4190>/<section>/<build id>/mf-manifest.json, is
// the URL `pnpm release` and a QA pin take (docs/deploy.md); its standalone page is that folder.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * Whether a kept build names its files from the root of an origin (`/assets/…`), as builds made
 * before ADR 030 did: such a build works only at the root of an origin, not from its folder here.
 */
export function namesFilesFromRoot(folder) {
  const page = join(folder, 'index.html');
  return existsSync(page) && /\s(src|href)="\/assets\//.test(readFileSync(page, 'utf8'));
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
  let server;
  try {
    server = await staticHost({ root: dir, port: Number(values.port), folders: true, quiet: true });
  } catch (error) {
    console.error(`Could not serve ${dir} on port ${values.port}: ${error.message}.`);
    process.exit(1);
  }
  const origin = `http://localhost:${server.address().port}`;
  for (const build of builds) {
    // Still listed: a folder is a record of what was released, and `pnpm start` serves its copy at a root.
    const rootOnlyNote = namesFilesFromRoot(join(dir, build))
      ? ' (built before ADR 030: its pages ask for its files at the root of this origin; rebuild it to use it here)'
      : '';
    console.log(`${build} → ${origin}/${build}/mf-manifest.json${rootOnlyNote}`);
  }
  if (builds.length === 0) console.log(`No builds in ${dir} yet: add one with --add <section>.`);
  const stop = () => {
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
