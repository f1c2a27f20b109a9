/**
 * The pages each section publishes, read from the sections' own route modules (what their
 * contracts ship), and the shell's redirects: the list the route tests walk.
 */
import { normalisePath, type SectionName, type SiteRoute } from '@shared/contracts';
import { ROUTES as blog } from '../../mfe-blog/src/app/routes';
import { ARTICLES } from '../../mfe-blog/src/content/articles/article-index';
import { ROUTES as checkout } from '../../mfe-checkout/src/app/routes';
import { ROUTES as marketing } from '../../mfe-marketing/src/app/routes';
import { ROUTES as tools } from '../../mfe-tools/src/app/routes';
import { REDIRECTS } from '../../shell/src/app/redirects';

export { ARTICLES, REDIRECTS };

/**
 * An article's sections as its content module has them: their ids are its in-page anchors, and
 * the one holding the get-help links is its help section.
 */
export async function articleSections(article: (typeof ARTICLES)[number]) {
  const { sections } = (await article.content()).default;
  const help = sections.find((section) => section.blocks.some((block) => block.kind === 'get-help'));
  return { anchors: sections.map((section) => section.id), helpAnchor: help?.id };
}

const bySection = { marketing, blog, tools, checkout } satisfies Record<SectionName, unknown>;

export const SITE_ROUTES: readonly SiteRoute[] = Object.entries(bySection).flatMap(([section, routes]) =>
  routes.map((route) => ({ ...route, section: section as SectionName })),
);

export function routesOf(section: SectionName): SiteRoute[] {
  return SITE_ROUTES.filter((route) => route.section === section);
}

export function routeAt(path: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => route.path === path);
}

/** Where a link leads on the site: its canonical page path (after a redirect), or null for none. */
export function resolvePath(pathname: string): string | null {
  const key = normalisePath(pathname);
  return REDIRECTS[key] ?? routeAt(key)?.path ?? null;
}
