/** Structured data for crawlers: schema.org JSON-LD builders and the element that carries them. */
export { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';
export type { Crumb, FaqEntry } from './json-ld';
export { JsonLd } from './json-ld-script';
