import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '@shared/build/security-headers';
import { RuntimeConfigError, type RuntimeConfig } from '@shared/platform/core';
import { BUILDS_PATH } from '../app/build-freshness';
import { respondWithBuilds } from './builds-route';
import { configSource } from './config-source';
import { FORM_POSTS } from './form-posts';
import { registerAgencyForms } from './form-posts/agency-forms';
import { registerConsentPost } from './form-posts/consent';
import { registerToolPosts } from './form-posts/tool-posts';
import { formSigningSecret } from './form-posts/signed';
import { registerWizardForms } from './form-posts/wizard';
import { assignCanaries } from './canary';
import { PageCache } from './page-cache';
import { respondWithPage } from './page-responder';
import { RenderPool } from './render-pool';
import { renderConfigError } from './render-page';
import { SectionEntries } from './section-entries';
import { readShellAssets } from './shell-files';
import { robotsTxt } from './sitemap';
import { visitorCountry } from './visitor-country';

export interface CompositionServerOptions {
  /** The shell's client build: its assets, index.html and the deployment's config.json. */
  distDir: string;
  sectionBudgetMs: number;
  /** Where config.json is read from: a path or a URL (default: `distDir/config.json`). */
  config?: string;
  /** The server's entry file in `dist-server/`, beside which the render worker is. */
  entryUrl: string;
}

/**
 * The composition server: serves the shell's static files and composes every page on request
 * from the sections listed in `config.json`.
 */
export function createCompositionServer({
  distDir,
  sectionBudgetMs,
  config: configAt,
  entryUrl,
}: CompositionServerOptions) {
  const readConfig = configSource(configAt ?? join(distDir, 'config.json'));
  const shell = readShellAssets(distDir);
  const sections = new SectionEntries(sectionBudgetMs);
  const cache = new PageCache(sections);
  // Sections' server code runs in a worker thread, replaced when a release changes the builds.
  const pool = new RenderPool({ entryUrl, distDir, sectionBudgetMs }, sections, () => cache.clear());

  registerConsentPost();
  registerAgencyForms();
  registerToolPosts();
  const wizard = registerWizardForms(formSigningSecret());

  // `config`: the one config.json a request read, for its headers.
  const app = new Hono<{ Variables: { config: RuntimeConfig | undefined } }>();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    const config = c.get('config');
    if (config) {
      c.header(
        'Content-Security-Policy',
        contentSecurityPolicy(config, { inlineScriptHashes: [shell.startScript.hash] }),
      );
    }
  });
  // A broken config.json is a deploy error: every page names the bad field instead of guessing.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (!(error instanceof RuntimeConfigError)) throw error;
    c.header('Cache-Control', 'no-store');
    return c.html(renderConfigError(error, shell, new URL(c.req.url)), 503);
  });
  app.use('*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const config = await readConfig();
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(await pool.sitemap(config));
  });
  app.get(BUILDS_PATH, (c) => respondWithBuilds(c, readConfig, sections));
  app.get('/robots.txt', async (c) => {
    const config = await readConfig();
    c.header('Cache-Control', 'no-cache');
    return c.text(robotsTxt(config));
  });
  app.get(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      // index.html is the template the shell's build wrote, not a page: every page is composed.
      rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__none__' : path),
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
  // A form post is accepted only from the site's own pages: the browser's Sec-Fetch-Site, or else
  // its Origin, must be this origin (a cross-site form gets 403). Cookies are SameSite=Lax too.
  app.post('*', csrf(), bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const handler = FORM_POSTS.get(form.get('intent') ?? '');
    // A form this server does not know (a page from an older release, say): show the page again.
    if (!handler) return c.redirect(`${new URL(c.req.url).pathname}`, 303);
    const url = new URL(c.req.url);
    const cookieHeader = c.req.header('cookie') ?? '';
    // One read of config.json for the whole answer, with the visitor's canary builds, as for a page.
    const base = await readConfig();
    const { config } = assignCanaries(base, cookieHeader, url.protocol === 'https:');
    c.set('config', config);
    return handler(form, c, {
      config,
      forwardedFor: forwardedFor(c),
      renderAnswer: async (posted, status, forms = {}) => {
        const country = visitorCountry(c.req.header('accept-language'));
        const result = await pool.render(url, cookieHeader, config, base, posted, { country, ...forms });
        c.header('Cache-Control', 'no-store');
        if ('redirect' in result) return c.redirect(result.redirect, 303);
        return c.html(result.html, status as 422);
      },
    });
  });
  app.get('*', (c) => respondWithPage(c, { readConfig, pool, cache, wizard }));
  return app;
}

/** X-Forwarded-For as a proxy passes it on: what it was sent, plus the address of its own peer. */
function forwardedFor(c: Context): string {
  let peer = '';
  try {
    peer = getConnInfo(c).remote.address ?? '';
  } catch {
    // A request made in a test through app.request() has no socket.
  }
  return [c.req.header('x-forwarded-for'), peer].filter(Boolean).join(', ');
}
