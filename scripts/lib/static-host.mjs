// A local stand-in for the static host (a CDN in production) that serves one section's build on
// its own origin, with the cache rules and headers docs/deploy.md gives: CORS for the site,
// precompressed files when the browser accepts them, hashed assets immutable and everything
// else (manifests, remoteEntry.js, ssr.json, config.json) revalidated on every use.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '../../shared/build/security-headers.mjs';

/**
 * `builds`: `root` is a folder of builds (`<section>/<build id>/`, scripts/serve-builds.mjs), not
 * one build: no page falls back to an index.html, and a build's page gets the policy of its own
 * folder's config.json.
 */
export function staticHost({ root, port, host = '127.0.0.1', label = root, quiet = false, builds = false }) {
  const app = new Hono();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  // Files that are revalidated (config.json, the manifests) answer If-None-Match with a 304, as a
  // CDN or an object store does; hashed assets are immutable and never asked again.
  const revalidated = etag();
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : revalidated(c, next)));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    // The section's QA page gets the site's policy, from the config.json it is deployed with.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      const configFile = builds ? nearestConfig(root, join(root, c.req.path)) : join(root, 'config.json');
      const config = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : undefined;
      if (config) c.header('Content-Security-Policy', contentSecurityPolicy(config));
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    }
  });
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        const immutable = /\/assets\/[^/]+$/.test(path);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // A section's QA page: deep links of its standalone build get its index.html.
  const serveIndex = serveStatic({
    root,
    path: 'index.html',
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  });
  app.get('*', async (c, next) => (builds || /\.[a-z0-9]+$/i.test(c.req.path) ? next() : serveIndex(c, next)));
  app.notFound((c) => c.text('Not found', 404));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      if (!quiet) console.log(`${label} → http://localhost:${info.port}`);
      resolve(server);
    });
    server.once('error', reject);
  });
}

/** The config.json nearest above `file`, inside `root` (a build's own, in a folder of builds). */
function nearestConfig(root, file) {
  for (let dir = dirname(file); !relative(root, dir).startsWith('..'); dir = dirname(dir)) {
    if (existsSync(join(dir, 'config.json'))) return join(dir, 'config.json');
    if (dir === root) break;
  }
  return undefined;
}
