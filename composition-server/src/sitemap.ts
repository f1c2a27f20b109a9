import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import type { KnownSection } from './page-plan';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml from the pages the sections publish now (indexable ones, without parameters), as
 * their manifests list them: no section code runs for it.
 */
export function sitemapXml(config: RuntimeConfig, known: ReadonlyMap<SectionName, KnownSection>): string {
  const urls = [...known.values()]
    .flatMap(({ manifest }) => manifest.routes)
    .filter((route) => route.indexable && !route.path.includes(':'))
    .map((route) => {
      const lastmod = route.article ? `<lastmod>${route.article.dateModified}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${config.site.siteUrl}${route.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: RuntimeConfig): string {
  return `User-agent: *\nAllow: /\nSitemap: ${config.site.siteUrl}/sitemap.xml\n`;
}
