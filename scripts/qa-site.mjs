// `pnpm qa-site <section> <mf-manifest.json URL>`: the site as `pnpm start` serves it (no build),
// with one section at the chosen build for everyone who visits it, so QA can test that build in
// isolation on their own machine. The release state is a temporary copy of the shell build's
// config.json with that section's remote replaced; the checkout's own `.release/` is untouched.
// (On a shared site, a QA pin does the same for one browser: docs/deploy.md.)
// `pnpm qa-site --standalone <section> [<mf-manifest.json URL>]`: that section alone, its standalone
// page as QA uses it (ADR 027): the composition server composes only that section (its pages on
// the server, with the real frame, forms posted natively to the api), and no other section is
// served or asked for. Without a URL, the section's local build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTIONS } from '../shared/build/apps.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const standalone = args.includes('--standalone');
const [sectionName, manifest] = args.filter((arg) => arg !== '--standalone');
const usage = [
  'Usage: pnpm qa-site <section> <mf-manifest.json URL>',
  '       pnpm qa-site --standalone <section> [<mf-manifest.json URL>]',
].join('\n');
if (!SECTIONS.some((section) => section.name === sectionName)) {
  console.error(
    `${sectionName ? `Unknown section "${sectionName}"` : 'No section given'}: one of ${SECTIONS.map((section) => section.name).join(', ')}.\n${usage}`,
  );
  process.exit(2);
}
if (!(standalone && manifest === undefined) && !/^https?:\/\/.+\/mf-manifest\.json$/.test(manifest ?? '')) {
  console.error(`"${manifest ?? ''}" is not the http(s) URL of a build's mf-manifest.json.\n${usage}`);
  process.exit(2);
}

const state = mkdtempSync(join(tmpdir(), 'qa-site-'));
const config = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'config.json'), 'utf8'));
if (manifest) config.remotes[sectionName] = manifest;
writeFileSync(join(state, 'config.json'), JSON.stringify(config, null, 2));
console.log(
  standalone
    ? `QA site: ${sectionName} standalone at ${config.remotes[sectionName]}; no other section is served.`
    : `QA site: ${sectionName} at ${manifest}; every other section is the local build.`,
);

// start.mjs stops everything it starts when it ends; this script ends with it.
const start = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build'], {
  stdio: 'inherit',
  env: { ...process.env, RELEASE_STATE_DIR: state, ...(standalone ? { STANDALONE_SECTION: sectionName } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => start.kill(signal));
start.on('exit', (code) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 1);
});
