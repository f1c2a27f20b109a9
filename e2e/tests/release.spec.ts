/**
 * Releasing a section: one config per request, the release command (preflight, atomic write,
 * history, rollback, canary), several composition servers sharing one release, and a tab open
 * across a release.
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test } from '../support/fixtures';
import {
  closeServer,
  copyBuild,
  serveFolder,
  startCompositionServer,
  type CompositionServer,
} from '../support/release';

const BUILD_A = 'blog-aaaaaaaaaaaaaaaa';
const BUILD_B = 'blog-bbbbbbbbbbbbbbbb';

/** Every build id of the blog and every section host origin a page's HTML names. */
function buildsIn(html: string, hosts: Record<string, string>): Set<string> {
  const found = new Set(html.match(/blog-[ab]{16}/g) ?? []);
  for (const [build, origin] of Object.entries(hosts)) if (html.includes(origin)) found.add(build);
  return found;
}

test.describe('one config per request', () => {
  let composition: CompositionServer | undefined;
  const hosts: Server[] = [];
  const copies: string[] = [];
  test.afterAll(async () => {
    composition?.stop();
    await Promise.all(hosts.map(closeServer));
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  test('while config.json flips between two builds under concurrent requests, every page is one build', async () => {
    test.setTimeout(90_000);
    composition = await startCompositionServer();
    const origins: Record<string, string> = {};
    for (const build of [BUILD_A, BUILD_B]) {
      const copy = copyBuild('blog', build);
      copies.push(copy);
      const host = await serveFolder(copy);
      hosts.push(host.server);
      origins[build] = host.origin;
    }
    const base = composition.readConfig();
    const pointAt = (build: string) =>
      composition!.writeConfig({ ...base, remotes: { ...base.remotes, blog: `${origins[build]}/mf-manifest.json` } });
    // Both builds' server entries load before the race starts, so pages are rendered, not left out.
    for (const build of [BUILD_A, BUILD_B]) {
      pointAt(build);
      await expect
        .poll(async () => (await (await fetch(`${composition!.origin}/blog`)).text()).includes(build))
        .toBe(true);
    }

    let flipping = true;
    const flipper = (async () => {
      for (let flip = 0; flipping; flip += 1) {
        pointAt(flip % 2 ? BUILD_A : BUILD_B);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const seen = { [BUILD_A]: 0, [BUILD_B]: 0 };
    const mixed: string[] = [];
    const paths = ['/blog', '/blog/write-with-ai', '/blog/time-management-assignment'];
    const until = Date.now() + 6_000;
    try {
      await Promise.all(
        Array.from({ length: 8 }, async (_, worker) => {
          for (let round = 0; Date.now() < until; round += 1) {
            const path = paths[(worker + round) % paths.length]!;
            const html = await (await fetch(`${composition!.origin}${path}`)).text();
            expect(html, `${path} is rendered on the server`).toContain('data-section="blog"');
            const builds = buildsIn(html, origins);
            if (builds.size !== 1) mixed.push(`${path}: ${[...builds].join(' + ')}`);
            for (const build of builds) seen[build as keyof typeof seen] += 1;
          }
        }),
      );
    } finally {
      flipping = false;
      await flipper;
    }
    expect(mixed, 'pages that mixed two builds').toEqual([]);
    expect(seen[BUILD_A], 'pages of build A').toBeGreaterThan(5);
    expect(seen[BUILD_B], 'pages of build B').toBeGreaterThan(5);
  });
});
