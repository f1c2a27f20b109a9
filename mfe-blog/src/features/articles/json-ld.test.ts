import { describe, expect, it } from 'vitest';
import { articleBreadcrumbJsonLd, articleJsonLd, faqJsonLd, serializeJsonLd } from './json-ld';
import type { Article } from './model';

const article: Article = {
  slug: 'plagiarismfree',
  title: 'Title with </script> inside',
  excerpt: 'Excerpt',
  description: 'Description',
  datePublished: '2025-08-29',
  dateModified: '2026-11-22',
  hero: { url: 'https://blog.example/assets/hero.svg' },
  heroAlt: 'Hero',
  tile: { from: '#000', to: '#fff', shapes: [] },
  sections: [
    {
      id: 'faq',
      heading: 'FAQ',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Is 15% safe?',
              answer: ['No single score is safe.', ['See ', { kind: 'em', text: 'scores' }]],
            },
          ],
        },
      ],
    },
  ],
};

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element, and round-trips', () => {
    const data = { headline: '</script><!-- & more >' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('articleJsonLd', () => {
  it('describes the article with its dates, author and image', () => {
    const data = articleJsonLd(article, {
      url: 'https://site.test/blog/plagiarismfree',
      image: 'https://blog.test/hero.svg',
      businessName: 'Scholars Desk',
      origin: 'https://site.test',
      wordCount: 2100,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Title with </script> inside',
      datePublished: '2025-08-29',
      dateModified: '2026-11-22',
      author: { '@type': 'Organization', name: 'Scholars Desk Editorial Team' },
      image: ['https://blog.test/hero.svg'],
      mainEntityOfPage: { '@id': 'https://site.test/blog/plagiarismfree' },
    });
  });
});

describe('faqJsonLd', () => {
  it('turns the FAQ block into FAQPage questions with plain-text answers', () => {
    expect(faqJsonLd(article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is 15% safe?',
          acceptedAnswer: { '@type': 'Answer', text: 'No single score is safe.\n\nSee scores' },
        },
      ],
    });
  });

  it('is null for an article without an FAQ', () => {
    expect(faqJsonLd({ ...article, sections: [] })).toBeNull();
  });
});

describe('articleBreadcrumbJsonLd', () => {
  it('is a BreadcrumbList from the home page through the blog to the article', () => {
    expect(
      articleBreadcrumbJsonLd(article, { url: 'https://site.test/blog/plagiarismfree', origin: 'https://site.test' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.test/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://site.test/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Title with </script> inside',
          item: 'https://site.test/blog/plagiarismfree',
        },
      ],
    });
  });
});
