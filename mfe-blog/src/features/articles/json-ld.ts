/** Structured data for an article page: schema.org `Article` and `FAQPage`, built from content data. */
import { faqItems, plainText, type Article } from './model';

export interface JsonLdContext {
  /** The article's canonical URL. */
  url: string;
  /** Absolute URL of the hero image. */
  image: string;
  businessName: string;
  /** The site's origin, for the publisher's URL. */
  origin: string;
  wordCount: number;
}

export function articleJsonLd(article: Article, context: JsonLdContext): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: context.businessName, url: `${context.origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: {
      '@type': 'Organization',
      name: `${context.businessName} Editorial Team`,
      url: `${context.origin}/aboutus`,
    },
    publisher,
    image: [context.image],
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
    url: context.url,
    wordCount: context.wordCount,
    inLanguage: 'en',
  };
}

/** `FAQPage` data for the article's FAQ block, or null when it has none. */
export function faqJsonLd(article: Article): Record<string, unknown> | null {
  const items = faqItems(article);
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.map(plainText).join('\n\n') },
    })),
  };
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
