// A local stand-in for the static host (a CDN in production) that serves section builds, with the
// cache rules and headers docs/deploy.md gives: CORS for the site, precompressed files when the
// browser accepts them, hashed assets immutable and everything else (manifests, remoteEntry.js,
// ssr.json, config.json) revalidated on every use. It serves one build at the root of its origin
// (`pnpm start`, a section's own host), or, with `folders`, a folder of kept builds under one
// origin, each at `/<section>/<build id>/` (`pnpm serve-builds`, as a CDN keeps them; ADR 030).
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '../../shared/build/security-headers.mjs';

/** `/<section>/<build id>/…`: a section's name, then a build id (never `.` or `..`). */
const BUILD_FOLDER = /^\/([a-z][a-z0-9-]*)\/([A-Za-z0-9][A-Za-z0-9._-]*)(?:\/|$)/;

/**
 * The folder, as a URL path ending in `/`, of the build a request path is in: `/` for a host of
 * one build, `/<section>/<build id>/` for a host of `folders`; null when the path is in no build.
 */
export function buildFolderOf(root, path, folders) {
  if (!folders) return '/';
  const match = BUILD_FOLDER.exec(path);
  if (!match) return null;
  const folder = `/${match[1]}/${match[2]}/`;
  return statSync(join(root, folder), { throwIfNoEntry: false })?.isDirectory() ? folder : null;
}

/**
 * A build's `index.html` for a deep link of its standalone page (`…/blog/write-with-ai`): it names
 * its files relative to itself (`./assets/…`), which from the link's path would point elsewhere,
 * so they are named from the build's folder instead (`/blog/<build id>/assets/…`). Not with a
 * `<base>`: that would also move the page's own `#fragment` links to the folder.
 */
export function fromFolder(html, folder) {
  return html.replace(/(\s(?:src|href)=["'])\.\//g, `$1${folder}`);
}

/** Hashed build files: never change, so never revalidated. */
const IMMUTABLE_ASSET = /\/assets\/[^/]+$/;

export function staticHost({ root, port, host = '127.0.0.1', label = root, quiet = false, folders = false }) {
  const app = new Hono();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  // Files that are revalidated (config.json, the manifests) answer If-None-Match with a 304, as a
  // CDN or an object store does; hashed assets are immutable and never asked again.
  const revalidated = etag();
  app.use('*', (c, next) => (IMMUTABLE_ASSET.test(c.req.path) ? next() : revalidated(c, next)));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    // The section's QA page gets the site's policy, from the config.json its build is deployed with.
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const folder = buildFolderOf(root, c.req.path, folders);
    if (folder) {
      const config = JSON.parse(readFileSync(join(root, folder, 'config.json'), 'utf8'));
      c.header('Content-Security-Policy', contentSecurityPolicy(config));
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    }
  });
  // A build's folder is its page's address with the final slash, which its relative URLs need.
  app.get('*', async (c, next) => {
    const folder = buildFolderOf(root, c.req.path, folders);
    return folder && `${c.req.path}/` === folder ? c.redirect(folder, 301) : next();
  });
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        const immutable = IMMUTABLE_ASSET.test(path);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // A section's QA page: deep links of its standalone build get its index.html.
  app.get('*', async (c, next) => {
    const folder = buildFolderOf(root, c.req.path, folders);
    if (!folder || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    let html;
    try {
      html = readFileSync(join(root, folder, 'index.html'), 'utf8');
    } catch {
      return next();
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fromFolder(html, folder));
  });
  app.notFound((c) => c.text('Not found', 404));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      if (!quiet) console.log(`${label} → http://localhost:${info.port}`);
      resolve(server);
    });
    server.once('error', reject);
  });
}
