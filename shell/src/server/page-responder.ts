import type { Context } from 'hono';
import type { RuntimeConfig } from '@shared/platform/core';
import { assignCanaries } from './canary';
import type { ConfigSource } from './config-source';
import { etagOf, type PageCache } from './page-cache';
import type { WizardForms } from './form-posts/wizard';
import type { RenderPool } from './render-pool';
import { visitorCountry } from './visitor-country';

export interface PageContext {
  readConfig: ConfigSource;
  pool: RenderPool;
  cache: PageCache;
  /** The order wizard's pages without JavaScript: their draft and captcha, and where a placed order goes. */
  wizard: Pick<WizardForms, 'forms' | 'redirect'>;
}
type PageRequest = Context<{ Variables: { config: RuntimeConfig | undefined } }>;

/**
 * Answers a page request: one read of config.json, resolved for this visitor's canaries, is the
 * config the whole page renders with (and the one its CSP is built from). A page that depends on
 * nothing else is served from the page cache; every page carries an ETag, and a browser that has
 * it gets a 304.
 */
export async function respondWithPage(c: PageRequest, context: PageContext): Promise<Response> {
  const url = new URL(c.req.url);
  const cookieHeader = c.req.header('cookie') ?? '';
  // The wizard's last step, after its order was stored without JavaScript: the order's own page.
  const placed = context.wizard.redirect(url, cookieHeader);
  if (placed) return c.redirect(placed, 303);
  const wizardForms = context.wizard.forms(url, cookieHeader);
  const country = visitorCountry(c.req.header('accept-language'));
  const base = await context.readConfig();
  const assignment = assignCanaries(base, cookieHeader, url.protocol === 'https:');
  c.set('config', assignment.config);
  if (assignment.setCookie) c.header('Set-Cookie', assignment.setCookie);
  c.header('Cache-Control', 'no-cache');
  // The visitor's languages choose the country a phone field starts at (visitor-country.ts).
  c.header('Vary', 'Cookie, Accept-Encoding, Accept-Language');

  const personal = !!(wizardForms.draft || wizardForms.captcha);
  const cacheKey = personal
    ? null
    : await context.cache.keyFor(url, cookieHeader, assignment.config, base, assignment.key, country);
  const cached = cacheKey ? context.cache.get(cacheKey.key) : undefined;
  if (cached) {
    if (notModified(c, cached.etag)) return c.body(null, 304);
    const { body, encoding } = context.cache.encoded(cached, c.req.header('accept-encoding') ?? '');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200);
  }

  const result = await context.pool.render(url, cookieHeader, assignment.config, base, undefined, {
    ...wizardForms,
    country,
  });
  if ('redirect' in result) return c.redirect(result.redirect, 301);
  const etag = etagOf(result.html);
  const sameBuilds = Object.entries(cacheKey?.builds ?? {}).every(
    ([section, build]) => result.buildIds[section] === build,
  );
  // A response that sets a cookie is never stored (the next visitor would not get the cookie).
  if (cacheKey && result.shareable && sameBuilds && !assignment.setCookie)
    context.cache.set(cacheKey.key, result.html, etag);
  if (result.status === 200 && notModified(c, etag)) return c.body(null, 304);
  return c.html(result.html, result.status as 200 | 404);
}

function notModified(c: PageRequest, etag: string): boolean {
  c.header('ETag', etag);
  const wanted = c.req.header('if-none-match');
  return !!wanted && wanted.split(',').some((tag) => tag.trim() === etag);
}
