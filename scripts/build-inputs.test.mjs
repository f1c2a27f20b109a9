// The build cannot be stale: turbo keys each package's build on a hash of its inputs. These tests
// ask turbo (a dry run, nothing is built) for a package's build hash before and after an edit that
// must trigger a rebuild, and restore the file afterwards.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const turbo = join(root, 'node_modules', '.bin', 'turbo');

function buildHash(pkg) {
  const plan = JSON.parse(
    execFileSync(turbo, ['run', 'build', `--filter=${pkg}`, '--dry=json'], { cwd: root, encoding: 'utf8' }),
  );
  const task = plan.tasks.find((candidate) => candidate.taskId === `${pkg}#build`);
  assert.ok(task, `turbo plans ${pkg}#build`);
  return task.hash;
}

function hashChangesWhen(edit, restore, pkg = 'shell') {
  const before = buildHash(pkg);
  try {
    edit();
    return buildHash(pkg) !== before;
  } finally {
    restore();
  }
}

function editedFile(path, change) {
  const file = join(root, path);
  const original = readFileSync(file);
  return [() => change(file), () => writeFileSync(file, original)];
}

test('editing the shell package.json rebuilds the shell', () => {
  assert.equal(hashChangesWhen(...editedFile('shell/package.json', (file) => appendFileSync(file, '\n'))), true);
});

test('a new file in shell/public rebuilds the shell', () => {
  const file = join(root, 'shell/public/build-inputs-test.txt');
  assert.equal(
    hashChangesWhen(
      () => writeFileSync(file, 'new'),
      () => rmSync(file, { force: true }),
    ),
    true,
  );
});

test('editing shared code, the lockfile or the base tsconfig rebuilds the shell', () => {
  for (const path of [
    'shared/build/security-headers.mjs',
    'shared/platform/src/resource-cache.ts',
    'shared/ui/src/tokens/tokens.css',
    'pnpm-lock.yaml',
    'tsconfig.base.json',
  ]) {
    assert.equal(hashChangesWhen(...editedFile(path, (file) => appendFileSync(file, '\n'))), true, path);
  }
});

test('editing another section does not rebuild the shell', () => {
  assert.equal(hashChangesWhen(...editedFile('mfe-blog/package.json', (file) => appendFileSync(file, '\n'))), false);
});

// The server builds bundle the frame (and the release tools the composition server) and bake in
// the frame's build id: an edit to the frame must rebuild them, though it is another package.
test('editing the frame rebuilds the composition server and the release tools', () => {
  for (const pkg of ['composition-server', 'release-tools']) {
    assert.equal(
      hashChangesWhen(...editedFile('shell/src/server-render.ts', (file) => appendFileSync(file, '\n')), pkg),
      true,
      pkg,
    );
  }
});

test('editing the composition server rebuilds the release tools, not the frame', () => {
  const edit = editedFile('composition-server/src/fetch-failure.ts', (file) => appendFileSync(file, '\n'));
  assert.equal(hashChangesWhen(...edit, 'release-tools'), true);
  assert.equal(hashChangesWhen(...edit, 'shell'), false);
});
