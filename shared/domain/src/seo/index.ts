/** Structured data for crawlers: schema.org JSON-LD builders (the element that carries them is `@shared/ui/json-ld`). */
export { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';
export type { Crumb, FaqEntry } from './json-ld';
