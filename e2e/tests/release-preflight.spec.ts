/**
 * The release preflight refuses builds that would fail visitors: a route that throws only in the
 * browser (the browser half, headless Chromium through a composition server with the candidate),
 * and server code that throws in a timer (the server half runs in a worker thread, so the release
 * command itself lives on to refuse it). config.json is never changed by a refused build.
 */
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import {
  closeServer,
  copyBuild,
  releaseCommand,
  serveFolder,
  startCompositionServer,
  type CompositionServer,
} from '../support/release';

test.describe('the release preflight', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.beforeAll(async () => {
    composition = await startCompositionServer();
  });
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  /** A copy of the blog's build as `buildId`, changed by `edit`, on an origin of its own. */
  async function candidate(buildId: string, edit: (dir: string) => void): Promise<string> {
    const dir = copyBuild('blog', buildId);
    copies.push(dir);
    edit(dir);
    const host = await serveFolder(dir);
    hosts.push(host.server);
    return `${host.origin}/mf-manifest.json`;
  }

  test('refuses a build whose route throws only in the browser, naming the route and the error', async () => {
    test.setTimeout(180_000);
    const { dist, configPath } = composition!;
    const before = readFileSync(configPath, 'utf8');
    // The article page's browser code throws on one route; its server build is untouched and renders.
    const url = await candidate('blog-b1b1b1b1b1b1b1b1', (dir) => {
      const chunk = readdirSync(join(dir, 'assets')).find((file) => /^article-page-[\w-]+\.js$/.test(file))!;
      const path = join(dir, 'assets', chunk);
      writeFileSync(
        path,
        `if (location.pathname === '/blog/write-with-ai') throw new Error('the article breaks in the browser');\n${readFileSync(path, 'utf8')}`,
      );
    });

    const refused = await releaseCommand(['blog', url], dist);
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.stdout, 'the server half passed').toContain('/blog/write-with-ai: rendered in');
    expect(refused.stderr).toContain(`Refused: blog at ${url} was not released (config.json is unchanged)`);
    expect(refused.stderr).toMatch(/✗ browser: route \/blog\/write-with-ai: .*the article breaks in the browser/);
    expect(refused.stderr, 'the other routes passed').not.toMatch(/route \/blog(\/time-management-assignment)?: /);
    expect(readFileSync(configPath, 'utf8')).toBe(before);

    // Skipping the browser half is possible, and said with a warning.
    const skipped = await releaseCommand(['blog', url, '--skip-browser-preflight', '--dry-run'], dist);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.stderr).toContain('Warning: the browser preflight was skipped (--skip-browser-preflight)');
    expect(readFileSync(configPath, 'utf8')).toBe(before);
  });

  test('refuses a build whose server code throws in a timer, and the command lives on to say so', async () => {
    test.setTimeout(120_000);
    const { dist, configPath } = composition!;
    const before = readFileSync(configPath, 'utf8');
    const url = await candidate('blog-b2b2b2b2b2b2b2b2', (dir) =>
      appendFileSync(
        join(dir, 'server', 'remote-entry.js'),
        `\nsetTimeout(() => { throw new Error('the blog build crashed in a timer'); }, 0);\n`,
      ),
    );
    const refused = await releaseCommand(['blog', url], dist);
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.stderr).toContain(
      '✗ server code: the build threw outside a page while it was checked: the blog build crashed in a timer',
    );
    expect(readFileSync(configPath, 'utf8')).toBe(before);
  });
});
