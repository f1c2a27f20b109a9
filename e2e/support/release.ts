/**
 * Releases as a deployment does them: a section built on its own (from a copy of its sources, so a
 * test can add a page to it) and served from its own origin, and a composition server whose
 * config.json a test rewrites to point a section at that build. Nothing else is rebuilt.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SECTIONS } from '@shared/build/apps';

const root = join(import.meta.dirname, '..', '..');

type SectionName = (typeof SECTIONS)[number]['name'];

export interface ReleaseOptions {
  /** Build settings, e.g. BUILD_ID or CONTRACT_VERSION_OVERRIDE. */
  env?: Record<string, string>;
  /** Changes the copy of the section's sources before it is built (a new page, say). */
  edit?: (sourceDir: string) => void;
}

/**
 * Builds a section from a copy of its sources, beside the real one so its relative imports of
 * `shared` still resolve, into that copy's dist/ (client, server entry and ssr.json).
 */
export function buildSectionRelease(section: SectionName, options: ReleaseOptions = {}): string {
  const { dir } = SECTIONS.find((candidate) => candidate.name === section)!;
  const source = join(root, dir);
  const copy = mkdtempSync(join(root, `.release-${section}-`));
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !/^(node_modules|dist)(\/|$)/.test(relative(source, path)),
  });
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'));
  options.edit?.(copy);
  const vite = join(copy, 'node_modules', '.bin', 'vite');
  // The runner loads the config's workspace imports (`@shared/build/vite`, TypeScript) as Vite would.
  const run = (args: string[]) =>
    execFileSync(vite, [...args, '--configLoader', 'runner', '--logLevel', 'error'], {
      cwd: copy,
      env: { ...process.env, ...options.env },
      stdio: 'pipe',
    });
  run(['build']);
  run(['build', '-c', 'vite.server.config.ts']);
  return join(copy, 'dist');
}

/**
 * A copy of a section's built `dist/` that is a build of its own: its build id is replaced by
 * `buildId` in every file (`only: 'server'`: in the server entry alone, as when a server entry of
 * another build is uploaded beside a browser build and its `ssr.json`). Much faster than building;
 * the precompressed copies are dropped so the host serves the changed files.
 */
export function copyBuild(section: SectionName, buildId: string, only?: 'server'): string {
  const { dir } = SECTIONS.find((candidate) => candidate.name === section)!;
  const dist = join(root, dir, 'dist');
  const original = (JSON.parse(readFileSync(join(dist, 'ssr.json'), 'utf8')) as { buildId: string }).buildId;
  const copy = mkdtempSync(join(tmpdir(), `build-${section}-`));
  cpSync(dist, copy, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|json|html)$/.test(file)) continue;
    if (only === 'server' && !file.startsWith('server/')) continue;
    const path = join(copy, file);
    const text = readFileSync(path, 'utf8');
    if (text.includes(original)) writeFileSync(path, text.replaceAll(original, buildId));
  }
  return copy;
}

/** Removes the source copies buildSectionRelease made. */
export function removeReleases(distDirs: string[]) {
  for (const dist of distDirs) rmSync(join(dist, '..'), { recursive: true, force: true });
}

/** Serves a folder as a section's static host on a free port (the module `pnpm start` uses). */
export async function serveFolder(folder: string): Promise<{ server: Server; origin: string }> {
  const { staticHost } = (await import(join(root, 'scripts', 'lib', 'static-host.mjs'))) as {
    staticHost: (options: { root: string; port: number; quiet: boolean }) => Promise<Server>;
  };
  const server = await staticHost({ root: folder, port: 0, quiet: true });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return { server, origin: `http://localhost:${address.port}` };
}

/**
 * Serves a section's build as `pnpm serve-builds` does: in a folder by its build id under one
 * origin, `<origin>/<section>/<build id>/` (ADR 030). Moves `dist` there; answers that folder's URL
 * and the folder of builds, for the caller to remove.
 */
export async function serveInFolder(
  section: SectionName,
  dist: string,
): Promise<{ server: Server; folder: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'builds-'));
  const build = `${section}/${buildIdOf(dist)}`;
  mkdirSync(join(dir, section));
  renameSync(dist, join(dir, build));
  const { staticHost } = (await import(join(root, 'scripts', 'lib', 'static-host.mjs'))) as {
    staticHost: (options: { root: string; port: number; quiet: boolean; folders: boolean }) => Promise<Server>;
  };
  const server = await staticHost({ root: dir, port: 0, quiet: true, folders: true });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return { server, folder: `http://localhost:${address.port}/${build}/`, dir };
}

export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

type ConfigJson = Record<string, unknown> & { remotes: Record<string, string>; endpoints: Record<string, string> };

export interface CompositionServer {
  origin: string;
  /** Its copy of the shell's client build (`SHELL_DIST`), where its config.json is unless given a state dir. */
  dist: string;
  /** Its release state's config.json (`pnpm release` writes it; releases.jsonl is beside it). */
  configPath: string;
  readConfig: () => ConfigJson;
  /** Rewrites this deployment's config.json (an object, or raw text), as a release does; no restart. */
  writeConfig: (config: ConfigJson | string) => void;
  stop: () => void;
}

/** The origin a server started on port 0 prints once it listens (`http://localhost:<port>`). */
function announcedOrigin(child: ChildProcess, name: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://localhost:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
  });
}

/**
 * A composition server of its own, on a free port, over a copy of the built shell: the same
 * server `pnpm start` runs, with a config.json the test may rewrite.
 */
export async function startCompositionServer(
  options: {
    configUrl?: string;
    env?: Record<string, string>;
    /** Its release state (config.json, releases.jsonl), started from the shell's; by default its copy of the shell. */
    stateDir?: string;
  } = {},
): Promise<CompositionServer> {
  const dist = mkdtempSync(join(tmpdir(), 'shell-release-'));
  cpSync(join(root, 'shell', 'dist'), dist, { recursive: true });
  const stateDir = options.stateDir ?? dist;
  const configPath = join(stateDir, 'config.json');
  const child: ChildProcess = spawn(process.execPath, [join(root, 'composition-server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      SHELL_DIST: dist,
      // Its release state is its own, never the checkout's `.release/`.
      RELEASE_STATE_DIR: stateDir,
      ...(options.configUrl ? { CONFIG_URL: options.configUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await announcedOrigin(child, 'the composition server');
  await untilEveryRuntimeReady(origin);
  return {
    origin,
    dist,
    configPath,
    readConfig: () => JSON.parse(readFileSync(configPath, 'utf8')) as ConfigJson,
    // As a release writes it: a whole new file renamed over the old, never a half-written one.
    writeConfig: (config) => {
      const temporary = `${configPath}.${process.pid}.tmp`;
      writeFileSync(temporary, typeof config === 'string' ? config : JSON.stringify(config));
      renameSync(temporary, configPath);
    },
    stop() {
      child.kill('SIGTERM');
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `/readyz` lists every section's build with its runtime ready. The server listens
 * once its runtimes have started or after a time limit, and on a busy machine the limit may come
 * first: its pages are then the frame (by design), which a test of releases would misread.
 */
async function untilEveryRuntimeReady(origin: string, ms = 30_000) {
  const end = Date.now() + ms;
  let last = '';
  while (Date.now() < end) {
    const readyz = (await (await fetch(`${origin}/readyz`)).json()) as { builds: { state: string }[] };
    if (readyz.builds.length > 0 && readyz.builds.every(({ state }) => state === 'ready')) return;
    last = JSON.stringify(readyz.builds.map(({ state }) => state));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The composition server at ${origin} has runtimes not ready after ${ms} ms: ${last}`);
}

/**
 * Code that, appended to a section build's server entry, makes the build fail once when
 * `switchFile` appears (it removes it): it throws in a timer (`crashes`) or spins forever
 * (`hangs`). Until then it does nothing, so the build passes the release's preflight, as a fault
 * that strikes only under real traffic, minutes after a release, does; and the runtime that
 * replaces the failed one is well, so a test leaves no thread burning a core. (A section
 * runtime's environment holds nothing a test could set, so a file is the switch.)
 */
export function faultWhenSwitched(fault: 'crashes' | 'hangs', switchFile: string): string {
  const strike = fault === 'crashes' ? `throw new Error('the build crashed in a timer')` : 'for (;;) {}';
  const file = JSON.stringify(switchFile);
  return `\n(() => { const fs = process.getBuiltinModule('node:fs'); setInterval(() => { if (fs.existsSync(${file})) { fs.rmSync(${file}, { force: true }); ${strike}; } }, 50).unref(); })();\n`;
}

/** A visitor id (the `release_visitor` cookie) that falls in `section`'s canary at 50%, or outside it. */
export function canaryVisitor(section: SectionName, inCanary: boolean): string {
  for (let index = 0; ; index += 1) {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    const bucket = createHash('sha256').update(`${section}:${id}`).digest().readUInt32BE(0) % 100;
    if (bucket < 50 === inCanary) return id;
  }
}

/** The build id of a section build's `dist/` (its `ssr.json`). */
export function buildIdOf(dist: string): string {
  return (JSON.parse(readFileSync(join(dist, 'ssr.json'), 'utf8')) as { buildId: string }).buildId;
}

/**
 * The build of `section` the composition server at `origin` serves now, for a visitor with
 * `cookie` (`GET /__builds`, as a tab asks). A server serves a release once its new builds'
 * runtimes have started, a few seconds after config.json changed: a test waits on this mark.
 */
export async function servedBuild(origin: string, section: SectionName, cookie = ''): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`${origin}/__builds`, { headers: { cookie } });
  } catch (error) {
    // A synchronous build (buildSectionRelease) blocks this worker for longer than the server's
    // keep-alive timeout: the pooled socket the server closed meanwhile fails once ("other side
    // closed"). No answer yet; the caller's poll asks again on a new connection.
    if (error instanceof TypeError) return undefined;
    throw error;
  }
  return ((await response.json()) as { builds: Record<string, string> }).builds[section];
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `pnpm release …` (the built command) against a composition server's config.json, or the
 * config at a URL (`configLocation`, with RELEASE_TOKEN in `env`). Not spawnSync: the section
 * hosts the command asks run in this process.
 */
export function releaseCommand(
  args: string[],
  shellDist: string,
  configLocation = join(shellDist, 'config.json'),
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'release-tools', 'dist', 'release.js'), ...args],
      {
        env: { ...process.env, SHELL_DIST: shellDist, RELEASE_CONFIG: configLocation, ...env },
        timeout: 90_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

export interface ConfigHost {
  /** The URL of its config.json (CONFIG_URL, and `pnpm release --config`). */
  configUrl: string;
  stop: () => void;
}

/**
 * The config host (`pnpm config-host`, the built `release-tools/dist/config-host.js`) over a folder
 * holding a copy of the built shell's config.json, on a free port, accepting writes with `token`.
 */
export async function startConfigHost(token: string): Promise<ConfigHost & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'config-host-'));
  cpSync(join(root, 'shell', 'dist', 'config.json'), join(dir, 'config.json'));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'release-tools', 'dist', 'config-host.js'), '--dir', dir, '--port', '0'],
    { env: { ...process.env, RELEASE_TOKEN: token }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = await announcedOrigin(child, 'the config host');
  return {
    dir,
    configUrl: `${origin}/config.json`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
