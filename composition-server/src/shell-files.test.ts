// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShellAssets } from './shell-files';

function shellDist(files: Record<string, { raw: number; brotli?: number }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, { raw, brotli }] of Object.entries(files)) {
    writeFileSync(join(dir, 'assets', name), 'x'.repeat(raw));
    if (brotli !== undefined) writeFileSync(join(dir, 'assets', `${name}.br`), 'x'.repeat(brotli));
  }
  const preloads = Object.keys(files)
    .map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}">`)
    .join('');
  writeFileSync(
    join(dir, 'index.html'),
    `<html><head><script type="module" crossorigin src="/assets/index.js"></script>${preloads}</head></html>`,
  );
  writeFileSync(join(dir, 'start.js'), '// a comment line\nstart();\n');
  return dir;
}

describe('readShellAssets', () => {
  it('preloads from the head only the modules that are large as sent, judged by their compressed copy', () => {
    const assets = readShellAssets(
      shellDist({
        'react-dom.js': { raw: 200_000, brotli: 56_000 },
        'router.js': { raw: 80_000, brotli: 28_000 },
        'runtime.js': { raw: 45_000 },
        'small.js': { raw: 900 },
      }),
    );
    expect(assets.modules).toEqual([
      '/assets/react-dom.js',
      '/assets/router.js',
      '/assets/runtime.js',
      '/assets/small.js',
    ]);
    // The router is large on disk but small on the wire; the runtime has no compressed copy.
    expect(assets.headModules).toEqual(['/assets/react-dom.js', '/assets/runtime.js']);
    expect(assets.scripts).toEqual(['/assets/index.js']);
    expect(assets.startScript.source).toBe('start();\n');
  });
});
