// A local stand-in for the static host (a CDN in production) that serves one section's build on
// its own origin, with the cache rules and headers docs/deploy.md gives: CORS for the site,
// precompressed files when the browser accepts them, hashed assets immutable and everything
// else (manifests, remoteEntry.js, ssr.json, config.json) revalidated on every use.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '../../shared/build/security-headers.mjs';

export function staticHost({ root, port, host = '127.0.0.1', label = root, quiet = false }) {
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
      const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'));
      c.header('Content-Security-Policy', contentSecurityPolicy(config));
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
  app.get('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? next() : serveIndex(c, next)));
  app.notFound((c) => c.text('Not found', 404));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      if (!quiet) console.log(`${label} → http://localhost:${info.port}`);
      resolve(server);
    });
    server.once('error', reject);
  });
}
