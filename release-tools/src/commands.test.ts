// @vitest-environment node
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runRelease, type ReleaseOptions } from './commands';
import { EXIT } from './exit-codes';

const CANARY = 'http://localhost:4999/mf-manifest.json';

/** A deployment whose blog has a canary running; nothing in these tests reaches a preflight. */
function deployment() {
  const dir = mkdtempSync(join(tmpdir(), 'release-commands-'));
  const configPath = join(dir, 'config.json');
  const config = defaultRuntimeConfig('localhost');
  writeFileSync(configPath, JSON.stringify({ ...config, canaries: { blog: { remote: CANARY, percent: 10 } } }));
  const options: ReleaseOptions = {
    percent: undefined,
    section: undefined,
    dryRun: false,
    force: false,
    skipBrowserPreflight: false,
    configLocation: configPath,
    shellDist: dir,
    budgetMs: 800,
    entryUrl: import.meta.url,
    serverEntryUrl: import.meta.url,
    env: {},
  };
  const state = () => ({
    config: readFileSync(configPath, 'utf8'),
    history: existsSync(join(dir, 'releases.jsonl')) ? readFileSync(join(dir, 'releases.jsonl'), 'utf8') : null,
  });
  return { options, state };
}

let output: { out: string; err: string };
beforeEach(() => {
  output = { out: '', err: '' };
  vi.spyOn(console, 'log').mockImplementation((...parts) => void (output.out += `${parts.join(' ')}\n`));
  vi.spyOn(console, 'warn').mockImplementation((...parts) => void (output.err += `${parts.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...parts) => void (output.err += `${parts.join(' ')}\n`));
});
let health: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  if (health) await new Promise((resolve) => health!.close(resolve));
  health = undefined;
});

/** An api's /admin/vitals that answers `verdict` for the blog's canary. */
async function releaseHealth(verdict: string, reasons: string[], canary = 'blog-2'): Promise<NodeJS.ProcessEnv> {
  health = createServer((request, response) => {
    if (request.headers.authorization !== 'Bearer admin-token') return void response.writeHead(401).end();
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify({ canaries: [{ section: 'blog', canary, stable: 'blog-1', health: { verdict, reasons } }] }),
    );
  }).listen(0, '127.0.0.1');
  await once(health, 'listening');
  const { port } = health.address() as AddressInfo;
  return { RELEASE_HEALTH_URL: `http://127.0.0.1:${port}/admin/vitals`, ADMIN_TOKEN: 'admin-token' };
}

describe('pnpm release', () => {
  it('abort --dry-run says what it would do and changes nothing', async () => {
    const { options, state } = deployment();
    const before = state();
    expect(await runRelease(['abort', 'blog'], { ...options, dryRun: true })).toBe(EXIT.ok);
    expect(output.out).toContain(`Dry run: nothing was changed`);
    expect(output.out).toContain(`the canary of blog (${CANARY}) would stop`);
    expect(state()).toEqual(before);
    expect(await runRelease(['abort', 'blog'], options)).toBe(EXIT.ok);
    expect(state().config).not.toContain(CANARY);
  });

  it('refuses to promote with no release health, even as a dry run, and changes nothing', async () => {
    const { options, state } = deployment();
    const before = state();
    for (const dryRun of [false, true]) {
      expect(await runRelease(['promote', 'blog'], { ...options, dryRun })).toBe(EXIT.refused);
      expect(state()).toEqual(before);
    }
    expect(output.err).toContain('Not promoted: release health unknown: RELEASE_HEALTH_URL');
    expect(output.err).toContain('at least 200 page views on each of the canary and stable');
    expect(output.err).toContain('--force');
  });

  it('refuses to promote on too few page views, or a canary judged worse, naming the evidence', async () => {
    const { options, state } = deployment();
    const before = state();
    const few = await releaseHealth('insufficient', ['12 canary and 840 stable page views; 200 each are needed.']);
    expect(await runRelease(['promote', 'blog'], { ...options, env: few })).toBe(EXIT.refused);
    expect(output.err).toContain(
      'Not promoted: too little evidence yet on the blog canary (build blog-2): 12 canary and 840 stable page views; 200 each are needed.',
    );
    await new Promise((resolve) => health!.close(resolve));
    const worse = await releaseHealth('worse', ["Server code: the canary's runtime crashed 2 times (stable: 0)."]);
    expect(await runRelease(['promote', 'blog'], { ...options, env: worse })).toBe(EXIT.refused);
    expect(output.err).toContain(
      "Not promoted: the blog canary (build blog-2) is clearly worse than stable (build blog-1): Server code: the canary's runtime crashed 2 times (stable: 0).",
    );
    expect(output.err).toContain(
      'Abort it (`pnpm release abort blog`) and fix the build, or promote anyway with --force',
    );
    expect(state()).toEqual(before);
  });

  it('refuses to promote on the health of another build than the running canary', async () => {
    const { options, state } = deployment();
    // The history says which build the running canary is.
    const released = { at: new Date().toISOString(), action: 'canary', section: 'blog', remote: null, previous: null };
    writeFileSync(
      join(options.shellDist, 'releases.jsonl'),
      `${JSON.stringify({ ...released, canary: { remote: CANARY, percent: 10 }, buildId: 'blog-3' })}\n`,
    );
    const before = state();
    const stale = await releaseHealth('ok', [], 'blog-2');
    expect(await runRelease(['promote', 'blog'], { ...options, env: stale })).toBe(EXIT.refused);
    expect(output.err).toContain(
      'Not promoted: release health unknown: it judges blog build blog-2 as the canary, not the running canary, build blog-3',
    );
    expect(state()).toEqual(before);
  });

  it('says what was wrong on a usage error: an unknown section or command, a flag with no meaning', async () => {
    const { options, state } = deployment();
    const before = state();
    expect(await runRelease(['blgo', CANARY], options)).toBe(EXIT.usage);
    expect(output.err).toContain('"blgo" is neither a section (');
    expect(await runRelease(['promote', 'blgo'], options)).toBe(EXIT.usage);
    expect(output.err).toContain('Unknown section "blgo": one of ');
    expect(await runRelease(['history'], { ...options, dryRun: true })).toBe(EXIT.usage);
    expect(output.err).toContain('--dry-run has no meaning for history: history changes nothing');
    expect(await runRelease(['abort', 'blog'], { ...options, force: true })).toBe(EXIT.usage);
    expect(output.err).toContain('--force has no meaning for abort');
    expect(await runRelease(['history', '--section'], options)).toBe(EXIT.usage);
    expect(output.err).toContain('Too many arguments');
    expect(output.err).toContain('`pnpm release --help` lists the commands and options.');
    expect(state()).toEqual(before);
  });
});
