import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { listBuilds, namesFilesFromRoot } from './serve-builds.mjs';

test('lists the kept builds by section and build id, and tells a build that names its files from the root', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-builds-'));
  try {
    const page = (build, html) => {
      mkdirSync(join(dir, build), { recursive: true });
      writeFileSync(join(dir, build, 'index.html'), html);
    };
    page('blog/blog-0001', '<head><script type="module" src="/assets/index-a.js"></script>');
    page('blog/blog-0002', '<head><script type="module" src="./assets/index-b.js"></script>');
    page('tools/tools-0001', '<head><link rel="stylesheet" crossorigin href="./assets/index-c.css">');
    mkdirSync(join(dir, 'unknown-section', 'x-1'), { recursive: true });
    assert.deepEqual(listBuilds(dir).sort(), ['blog/blog-0001', 'blog/blog-0002', 'tools/tools-0001']);
    assert.equal(namesFilesFromRoot(join(dir, 'blog/blog-0001')), true);
    assert.equal(namesFilesFromRoot(join(dir, 'blog/blog-0002')), false);
    assert.equal(namesFilesFromRoot(join(dir, 'tools/tools-0001')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
