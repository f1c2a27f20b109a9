import type { Plugin } from 'vite';
import { SITE_MAP } from '../../shared/src/contracts/site-map';

/** Emits sitemap.xml and robots.txt from the site map, for the origin in SITE_ORIGIN. */
export function sitemapFile(): Plugin {
  const origin = (process.env.SITE_ORIGIN ?? 'http://localhost:4173').replace(/\/$/, '');
  return {
    name: 'shell:sitemap',
    generateBundle() {
      const urls = SITE_MAP.filter((entry) => entry.indexable)
        .map((entry) => `  <url><loc>${origin}${entry.path}</loc></url>`)
        .join('\n');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: xml });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
      });
    },
  };
}
