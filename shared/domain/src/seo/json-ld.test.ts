import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '@shared/contracts/testing';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';

const site = exampleRuntimeConfig().site;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);

describe('organizationJsonLd', () => {
  it('is a schema.org Organization built from the site configuration', () => {
    const data = organizationJsonLd(site);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Organization');
    expect(data).toMatchObject({
      name: site.businessName,
      url: `${site.siteUrl}/`,
      email: site.emails[0],
      telephone: site.phones[0],
      address: { '@type': 'PostalAddress', streetAddress: site.postalAddress },
      sameAs: site.social.map((profile) => profile.url),
    });
    expect(isAbsoluteUrl(data['@id'])).toBe(true);
    const points = data.contactPoint;
    expect(points.map((point) => point.telephone)).toEqual(site.phones);
    expect(points.every((point) => point['@type'] === 'ContactPoint' && point.contactType)).toBe(true);
  });
});

describe('faqPageJsonLd', () => {
  it('is a schema.org FAQPage whose every Question has a name and an accepted Answer', () => {
    const data = faqPageJsonLd([
      { question: 'How fast?', answer: 'In a day.' },
      { question: 'How do I pay?', answer: 'By card.\n\nOr later.' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How fast?', acceptedAnswer: { '@type': 'Answer', text: 'In a day.' } },
        {
          '@type': 'Question',
          name: 'How do I pay?',
          acceptedAnswer: { '@type': 'Answer', text: 'By card.\n\nOr later.' },
        },
      ],
    });
  });

  it('is null for a page without questions (an empty FAQPage is invalid)', () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});

describe('breadcrumbJsonLd', () => {
  it('is a schema.org BreadcrumbList of ListItems at positions 1, 2, 3 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://site.test/' },
      { name: 'Blog', url: 'https://site.test/blog' },
      { name: 'An article', url: 'https://site.test/blog/an-article' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    const items = data.itemListElement;
    expect(items.map((item) => item['@type'])).toEqual(['ListItem', 'ListItem', 'ListItem']);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.name)).toEqual(['Home', 'Blog', 'An article']);
    expect(items.every((item) => isAbsoluteUrl(item.item))).toBe(true);
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and round-trips', () => {
    const data = { name: '</script><!-- & \u2028 >' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
