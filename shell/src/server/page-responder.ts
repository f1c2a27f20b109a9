import type { Context } from 'hono';
import type { RuntimeConfig } from 'shared/core';
import { assignCanaries } from './canary';
import type { ConfigSource } from './config-source';
import { renderPage, type RenderContext } from './render-page';

export type PageContext = Omit<RenderContext, 'config'> & { readConfig: ConfigSource };

/**
 * Answers a page request: one read of config.json, resolved for this visitor's canaries, is the
 * config the whole page renders with (and the one its CSP is built from).
 */
export async function respondWithPage(
  c: Context<{ Variables: { config: RuntimeConfig | undefined } }>,
  context: PageContext,
): Promise<Response> {
  const url = new URL(c.req.url);
  const cookieHeader = c.req.header('cookie') ?? '';
  const assignment = assignCanaries(await context.readConfig(), cookieHeader, url.protocol === 'https:');
  c.set('config', assignment.config);
  const result = await renderPage(url, cookieHeader, { ...context, config: assignment.config });
  if (assignment.setCookie) c.header('Set-Cookie', assignment.setCookie);
  if ('redirect' in result) return c.redirect(result.redirect, 301);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie');
  return c.html(result.html, result.status as 200 | 404);
}
