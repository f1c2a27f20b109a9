import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from 'shared/security-headers';
import { provideSectionLoader, RuntimeConfigError, type RuntimeConfig } from 'shared/core';
import { FORM_POSTS } from './form-posts';
import { registerAgencyForms } from './form-posts/agency-forms';
import { registerToolPosts } from './form-posts/tool-posts';
import { formSigningSecret } from './form-posts/signed';
import { registerWizardForms } from './form-posts/wizard';
import { renderConfigError, renderPage } from './render-page';
import { StyleInliner } from './inline-styles';
import { SectionEntries } from './section-entries';
import { readShellAssets, runtimeConfigFile } from './shell-files';
import { robotsTxt, sitemapXml } from './sitemap';

export interface CompositionServerOptions {
  /** The shell's client build: its assets, index.html and the deployment's config.json. */
  distDir: string;
  sectionBudgetMs: number;
}

/**
 * The composition server: serves the shell's static files and composes every page on request
 * from the sections listed in `config.json`.
 */
export function createCompositionServer({ distDir, sectionBudgetMs }: CompositionServerOptions) {
  const readConfig = runtimeConfigFile(join(distDir, 'config.json'));
  const shell = readShellAssets(distDir);
  const sections = new SectionEntries(sectionBudgetMs);
  const styles = new StyleInliner(distDir, sectionBudgetMs);
  let config: RuntimeConfig | null = null;
  provideSectionLoader(
    sections.loaderFor(() => {
      if (!config) throw new Error('No valid config.json');
      return config;
    }),
  );

  const context = () => ({ sections, shell, styles, sectionBudgetMs });
  registerAgencyForms();
  registerToolPosts();
  const wizard = registerWizardForms(formSigningSecret());

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
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
    config = readConfig();
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(await sitemapXml(config, sections));
  });
  app.get('/robots.txt', (c) => {
    config = readConfig();
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
    if (!handler) return c.text('Unknown form', 400);
    const snapshot = readConfig();
    config = snapshot;
    const url = new URL(c.req.url);
    return handler(form, c, {
      config: snapshot,
      forwardedFor: forwardedFor(c),
      renderAnswer: async (posted, status, forms = {}) => {
        const cookie = c.req.header('cookie') ?? '';
        const result = await renderPage(url, cookie, { ...context(), config: snapshot }, posted, forms);
        c.header('Cache-Control', 'no-store');
        if ('redirect' in result) return c.redirect(result.redirect, 303);
        return c.html(result.html, status as 422);
      },
    });
  });
  app.get('*', async (c) => {
    config = readConfig();
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie') ?? '';
    // The order wizard's last step, after its order was stored without JavaScript: the order's page.
    const placed = wizard.redirect(url, cookie);
    if (placed) return c.redirect(placed, 303);
    const result = await renderPage(url, cookie, { ...context(), config }, undefined, wizard.forms(url, cookie));
    if ('redirect' in result) return c.redirect(result.redirect, 301);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(result.html, result.status as 200 | 404);
  });
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
