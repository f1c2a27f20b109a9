import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { REDIRECTS, SITE_MAP, normalisePath, resolvePath } from './site-map';

describe('site map', () => {
  it('has unique paths, each owned by one section, with a title and description', () => {
    const paths = SITE_MAP.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of SITE_MAP) {
      expect(entry.path).toBe(normalisePath(entry.path));
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(0);
    }
  });

  it('covers every route the spec and the decisions name', () => {
    const required = [
      '/',
      '/services',
      '/aboutus',
      '/contactus',
      '/samples',
      '/termsandconditions',
      '/refund',
      '/login',
      '/register',
      '/blog',
      '/tools',
      '/grammar-checker',
      '/paraphrasing-tool',
      '/plagiarism-checker',
      '/essay-typer',
      '/essay-checker',
      '/factoring-calculator',
      '/free-factoring-calculator',
      '/equation-solver',
      '/order',
      '/checkout/order-details',
      '/checkout/task-details',
      '/specialist',
      '/payment-success',
      ...ARTICLES.map((a) => `/blog/${a.slug}`),
    ];
    expect(SITE_MAP.map((e) => e.path).sort()).toEqual([...required].sort());
  });

  it('redirects only to pages that exist', () => {
    for (const target of Object.values(REDIRECTS)) expect(SITE_MAP.some((e) => e.path === target)).toBe(true);
  });

  it('resolves case, trailing slashes and legacy forms to the canonical path', () => {
    expect(resolvePath('/Contactus')).toBe('/contactus');
    expect(resolvePath('/blog/PlagiarismFree')).toBe('/blog/plagiarismfree');
    expect(resolvePath('/blog/WriteWithAI/')).toBe('/blog/write-with-ai');
    expect(resolvePath('/post-hospital')).toBe('/refund');
    expect(resolvePath('/mental-health-in-education')).toBe('/blog/mental-health-guide');
    expect(resolvePath('/')).toBe('/');
    expect(resolvePath('/nope')).toBeNull();
  });
});
