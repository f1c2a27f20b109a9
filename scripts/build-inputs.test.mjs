// The build cannot be stale: turbo keys each package's build on a hash of its inputs. These tests
// ask turbo (a dry run, nothing is built) for the shell's build hash before and after an edit that
// must trigger a rebuild, and restore the file afterwards.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const turbo = join(root, 'node_modules', '.bin', 'turbo');

function shellBuildHash() {
  const plan = JSON.parse(
    execFileSync(turbo, ['run', 'build', '--filter=shell', '--dry=json'], { cwd: root, encoding: 'utf8' }),
  );
  const task = plan.tasks.find((candidate) => candidate.taskId === 'shell#build');
  assert.ok(task, 'turbo plans shell#build');
  return task.hash;
}

function hashChangesWhen(edit, restore) {
  const before = shellBuildHash();
  try {
    edit();
    return shellBuildHash() !== before;
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
