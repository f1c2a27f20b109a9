import { useRuntimeConfig } from '@shared/platform/core';
import { JsonLd } from '@shared/ui/json-ld';
import { organizationJsonLd } from '@shared/domain/seo';

interface Props {
  title: string;
  description: string;
  /** The page's path, for its canonical URL; omitted for pages that have none (a 404). */
  path?: string;
  /** False keeps the page out of search results (`noindex`). */
  indexable: boolean;
}

/**
 * The page's title, description, canonical URL and Open Graph basics. React hoists these into
 * <head> (the server renders the whole document, so they are in the HTML a crawler reads).
 * Sections add what only they know, e.g. an article's image and structured data. Every page names
 * the business for crawlers (schema.org Organization, from the site configuration).
 */
export function DocumentMeta({ title, description, path, indexable }: Props) {
  const { site } = useRuntimeConfig();
  const url = path === undefined ? undefined : `${site.siteUrl}${path}`;
  const fullTitle = `${title} | ${site.businessName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={site.businessName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
