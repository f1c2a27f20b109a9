/**
 * A build id from the content of everything a build reads: the app's own files, `shared/*`, the
 * lockfile and the root configs. The client and server builds of a section compute the same id,
 * so the composition server can tell that the two bundles it pairs came from one build.
 *
 * The shell's id covers the frame (`shell/`) alone: the composition server and the release tools
 * (their own packages, ADR 037) bake the frame's id into their builds, because they render the
 * frame, and an edit to the server changes neither the frame's id nor its browser build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.turbo', '.data', 'test-results', 'playwright-report']);
const workspace = join(import.meta.dirname, '..', '..', '..');

function filesUnder(path: string): string[] {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return [];
  if (info.isFile()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIP.has(name))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

export function contentBuildId(appDir: string, name: string): string {
  const hash = createHash('sha256');
  const inputs = [
    appDir,
    join(workspace, 'shared'),
    join(workspace, 'pnpm-lock.yaml'),
    join(workspace, 'package.json'),
    join(workspace, 'tsconfig.base.json'),
  ];
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(relative(workspace, file));
    hash.update(readFileSync(file));
  }
  return `${name}-${hash.digest('hex').slice(0, 16)}`;
}
