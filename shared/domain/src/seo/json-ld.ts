/**
 * Structured data (schema.org JSON-LD) that crawlers read: who runs the site on every page, the
 * questions a page lists, an article's place in the site. Each block `satisfies` its schema.org
 * type from `schema-dts`, so the compiler rejects a property or value the type does not have; the
 * unit tests check what search engines require of each.
 */
import type { BreadcrumbList, FAQPage, Organization, WithContext } from 'schema-dts';
import type { SiteDetails } from '@shared/contracts';

/** The agency, from the site configuration. The same `@id` on every page, so crawlers merge them. */
export function organizationJsonLd(site: SiteDetails) {
  const home = `${site.siteUrl}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: site.businessName,
    url: home,
    email: site.emails[0],
    telephone: site.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: site.postalAddress },
    contactPoint: site.phones.map((telephone) => ({
      '@type': 'ContactPoint' as const,
      telephone,
      email: site.emails[0],
      contactType: 'customer service',
    })),
    sameAs: site.social.map((profile) => profile.url),
  } satisfies WithContext<Organization>;
}

export interface FaqEntry {
  question: string;
  /** The answer as plain text (paragraphs separated by blank lines). */
  answer: string;
}

/** A page's list of questions and answers, or null when it lists none. */
export function faqPageJsonLd(items: readonly FaqEntry[]) {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    })),
  } satisfies WithContext<FAQPage>;
}

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/** The trail from the home page to this page, each crumb at its 1-based position. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are escaped so that no
 * text in the data can close the script element or open a comment; JSON readers decode them back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
