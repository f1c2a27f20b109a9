import type { Context } from 'hono';
import { SECTION_NAMES, type RuntimeConfig } from '@shared/platform/core';
import type { ResolveVisitor } from './composition-server';
import type { ConfigSource } from './config-source';
import type { SectionEntries } from './section-entries';
import type { Visitor } from './trusted-proxy';

/**
 * `GET /__builds`: the build of each section a page would be rendered with now, for this visitor
 * (canaries and a QA pin resolved). A tab asks before it navigates into another section, and reloads the
 * document when the build changed since its page was rendered (app/build-freshness.tsx).
 */
export async function respondWithBuilds(
  c: Context<{ Variables: { config: RuntimeConfig | undefined; visitor: Visitor } }>,
  readConfig: ConfigSource,
  sections: SectionEntries,
  resolveVisitor: ResolveVisitor,
): Promise<Response> {
  const { config } = resolveVisitor(await readConfig(), c.req.header('cookie') ?? '', false);
  const configured = SECTION_NAMES.filter((section) => config.remotes[section]);
  const loaded = await Promise.allSettled(configured.map((section) => sections.manifest(section, config)));
  const builds: Record<string, string> = {};
  loaded.forEach((result, index) => {
    if (result.status === 'fulfilled') builds[configured[index]!] = result.value.buildId;
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ builds });
}
