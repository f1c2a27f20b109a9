import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fromFolder, staticHost } from './static-host.mjs';

const PAGE =
  '<!doctype html><html><head><script type="module" src="./assets/page.js"></script>' +
  '<link rel="stylesheet" crossorigin href="./assets/page.css"></head><body><a href="#top">Top</a></body></html>';
const CONFIG = { remotes: {}, endpoints: { api: 'http://localhost:8787' }, site: { mapEmbedUrl: '' } };

let dir = '';
const servers = [];
/** A host over `root` on a free port; answers its origin. */
async function host(options) {
  const server = await staticHost({ port: 0, quiet: true, ...options });
  servers.push(server);
  return `http://localhost:${server.address().port}`;
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  const build = join(dir, 'blog', 'blog-0123');
  mkdirSync(join(build, 'assets'), { recursive: true });
  writeFileSync(join(build, 'index.html'), PAGE);
  writeFileSync(join(build, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(join(build, 'mf-manifest.json'), '{}');
  writeFileSync(join(build, 'assets', 'page.js'), 'export {};');
});
after(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('with folders, each kept build is served under /<section>/<build id>/, with the cache rules', async () => {
  const origin = await host({ root: dir, folders: true });
  const manifest = await fetch(`${origin}/blog/blog-0123/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  const asset = await fetch(`${origin}/blog/blog-0123/assets/page.js`);
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');

  // The standalone page at its folder, as built; its folder without the slash is sent there.
  const page = await fetch(`${origin}/blog/blog-0123/`);
  assert.equal(await page.text(), PAGE);
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  const bare = await fetch(`${origin}/blog/blog-0123`, { redirect: 'manual' });
  assert.equal(bare.status, 301);
  assert.equal(bare.headers.get('location'), '/blog/blog-0123/');

  // A deep link gets the page with its files named from its folder.
  const deep = await fetch(`${origin}/blog/blog-0123/blog/write-with-ai`);
  assert.equal(deep.status, 200);
  assert.equal(deep.headers.get('cache-control'), 'no-cache');
  assert.match(deep.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.equal(await deep.text(), fromFolder(PAGE, '/blog/blog-0123/'));

  for (const path of ['/', '/blog/blog-9999/mf-manifest.json', '/blog/blog-9999/blog', '/blog/.x/index.html']) {
    assert.equal((await fetch(`${origin}${path}`)).status, 404, path);
  }
});

test('a build at the root of its origin serves deep links with its files named from the root', async () => {
  const origin = await host({ root: join(dir, 'blog', 'blog-0123') });
  assert.equal((await fetch(`${origin}/mf-manifest.json`)).status, 200);
  assert.equal(await (await fetch(`${origin}/`)).text(), PAGE);
  assert.equal(await (await fetch(`${origin}/blog/write-with-ai`)).text(), fromFolder(PAGE, '/'));
  assert.equal((await fetch(`${origin}/missing.js`)).status, 404);
});

test("a page's own files are named from the folder; its fragments and other URLs are left alone", () => {
  assert.equal(
    fromFolder(PAGE, '/blog/b-1/'),
    '<!doctype html><html><head><script type="module" src="/blog/b-1/assets/page.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/blog/b-1/assets/page.css"></head><body><a href="#top">Top</a></body></html>',
  );
  assert.equal(
    fromFolder('<link rel="icon" href="data:,"><a href="../x">', '/'),
    '<link rel="icon" href="data:,"><a href="../x">',
  );
});
