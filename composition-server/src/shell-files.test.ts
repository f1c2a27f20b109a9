// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { readShellAssets, runtimeConfigFile } from './shell-files';

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

describe('runtimeConfigFile', () => {
  it('sees every change to config.json, even two of the same length with the same mtime', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const path = join(dir, 'config.json');
    const at = (remote: string) => JSON.stringify({ ...defaultRuntimeConfig('localhost'), remotes: { blog: remote } });
    const read = runtimeConfigFile(path);
    const sameTime = new Date('2026-01-01T00:00:00Z');
    writeFileSync(path, at('http://localhost:5001/mf-manifest.json'));
    utimesSync(path, sameTime, sameTime);
    expect(read().remotes.blog).toBe('http://localhost:5001/mf-manifest.json');
    writeFileSync(path, at('http://localhost:5002/mf-manifest.json'));
    utimesSync(path, sameTime, sameTime);
    expect(read().remotes.blog).toBe('http://localhost:5002/mf-manifest.json');
  });
});
