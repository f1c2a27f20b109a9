// `pnpm serve-builds`: a folder of section builds served the way a CDN serves them (immutable
// hashed assets, everything else revalidated, CORS for the site, precompressed files), for a
// local release rehearsal and for QA. Each build has a folder of its own, by build id, so a new
// build never replaces one that is live or pinned:
//
//   pnpm serve-builds --add blog          copies mfe-blog/dist (the build just made) to
//                                         .builds/blog/<build id>/ and serves .builds/
//   pnpm serve-builds [--dir D] [--port P]
//
// Each build's manifest is then at http://localhost:<port>/<section>/<build id>/mf-manifest.json,
// the URL `pnpm release` and a QA pin take (docs/deploy.md).
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
      console.log(`${name} build ${buildId} is in ${target}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  mkdirSync(dir, { recursive: true });
  const port = Number(values.port);
  // Port 0 picks a free one; the line below names it.
  const server = await staticHost({ root: dir, port, label: dir, quiet: true, builds: true }).catch((error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  });
  const origin = `http://localhost:${server.address().port}`;
  console.log(`Serving the builds in ${dir} → ${origin}`);
  for (const build of listBuilds(dir)) console.log(`  ${origin}/${build}/mf-manifest.json`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
