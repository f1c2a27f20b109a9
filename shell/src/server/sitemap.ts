import { SECTION_NAMES, type RuntimeConfig } from '@shared/platform/core';
import type { SectionEntries } from './section-entries';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml from the pages the sections publish now (indexable ones, without parameters). */
export async function sitemapXml(config: RuntimeConfig, sections: SectionEntries): Promise<string> {
  const loaded = await Promise.allSettled(
    SECTION_NAMES.filter((section) => config.remotes[section]).map((section) => sections.load(section, config)),
  );
  const urls = loaded
    .flatMap((result) => (result.status === 'fulfilled' ? result.value.module.routes : []))
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
