/**
 * Structured data for an article page: schema.org `Article`, `FAQPage` and `BreadcrumbList`, built
 * from content data (the shell adds the site's `Organization` to every page).
 */
import { breadcrumbJsonLd, faqPageJsonLd } from '@shared/domain/seo';
import { faqItems, plainText, type Article } from './model';

export { serializeJsonLd } from '@shared/domain/seo';

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
export function faqJsonLd(article: Article) {
  return faqPageJsonLd(
    faqItems(article).map((item) => ({ question: item.question, answer: item.answer.map(plainText).join('\n\n') })),
  );
}

/** The article's place in the site: Home › Blog › the article. */
export function articleBreadcrumbJsonLd(article: Article, context: Pick<JsonLdContext, 'url' | 'origin'>) {
  return breadcrumbJsonLd([
    { name: 'Home', url: `${context.origin}/` },
    { name: 'Blog', url: `${context.origin}/blog` },
    { name: article.title, url: context.url },
  ]);
}
