import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Builds a remote into a temporary folder, as a separate release would, with extra env. */
export function buildRemoteVariant(dir: string, env: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), `${dir}-variant-`));
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(root, dir),
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  return outDir;
}

/**
 * A copy of the already-built shell whose config.json points one section elsewhere: exactly what a
 * deployment does to release a section. The shell itself is not rebuilt.
 */
export function shellWithRemote(section: string, manifestUrl: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-copy-'));
  cpSync(join(root, 'shell', 'dist'), dir, { recursive: true });
  const configPath = join(dir, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  config.remotes[section] = manifestUrl;
  writeFileSync(configPath, JSON.stringify(config));
  return dir;
}

/** Serves a folder on a free port, with the production server's rules (same module). */
export async function serveFolder(folder: string): Promise<{ server: Server; origin: string }> {
  const { serveStatic } = (await import(join(root, 'scripts', 'lib', 'static-server.mjs'))) as {
    serveStatic: (options: { root: string; port: number; label: string; quiet: boolean }) => Promise<Server>;
  };
  const server = await serveStatic({ root: folder, port: 0, label: folder, quiet: true });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return { server, origin: `http://localhost:${address.port}` };
}

export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
