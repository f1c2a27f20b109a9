import { ROUTES } from '../../app/routes';
import { ARTICLE_ANCHORS, ARTICLE_HELP_ANCHOR } from './article-anchors';
import { ARTICLES, type ArticleSlug } from './article-index';
import { describe, expect, it } from 'vitest';
import {
  articleLinks,
  articleTexts,
  articleWordCount,
  tableOfContents,
  type Article,
  type Block,
} from '../../features/articles';
import { findArticleSummary, loadArticle } from '.';

async function load(slug: ArticleSlug): Promise<Article> {
  const summary = findArticleSummary(slug);
  if (!summary) throw new Error(`no summary for ${slug}`);
  return loadArticle(summary);
}

/**
 * Pages of other sections that articles link to. The blog cannot see their routes in a unit test;
 * the composed site's e2e suite follows every article link and checks that it answers.
 */
const OTHER_SECTIONS_PAGES = ['/order', '/contactus', '/grammar-checker', '/plagiarism-checker'];

const text = (article: Article) => articleTexts(article).join('\n');
const kindsIn = (article: Article, id: string): Block['kind'][] =>
  article.sections.find((section) => section.id === id)?.blocks.map((block) => block.kind) ?? [];

describe.each(ARTICLES.map((summary) => summary.slug))('article %s', (slug) => {
  it('has every anchor the spec lists as a section id, in the listed order, and no others', async () => {
    const article = await load(slug);
    expect(article.sections.map((section) => section.id)).toEqual(ARTICLE_ANCHORS[slug]);
  });

  it('gives the table of contents one entry per section id, each unique', async () => {
    const article = await load(slug);
    const ids = tableOfContents(article).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(article.sections.map((section) => section.id));
    for (const entry of tableOfContents(article)) expect(entry.label.trim()).not.toBe('');
  });

  it('is written in full: 1,500 to 3,000 words', async () => {
    const words = articleWordCount(await load(slug));
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(3000);
  });

  it('has key points, an FAQ, the get-help section and the acknowledgement', async () => {
    const article = await load(slug);
    expect(kindsIn(article, 'keypoints')).toContain('keypoints');
    expect(article.sections.some((section) => section.blocks.some((block) => block.kind === 'faq'))).toBe(true);
    expect(kindsIn(article, ARTICLE_HELP_ANCHOR[slug])).toContain('get-help');
    expect(kindsIn(article, 'acknowledgement')).toEqual(['acknowledgement']);
  });

  it('links only to pages that exist and anchors that exist', async () => {
    const article = await load(slug);
    const paths = new Set([...ROUTES.map((route) => route.path), ...OTHER_SECTIONS_PAGES]);
    const ownIds = new Set(article.sections.map((section) => section.id));
    for (const href of articleLinks(article)) {
      if (href.startsWith('#')) {
        expect(ownIds, href).toContain(href.slice(1));
      } else if (href.startsWith('/')) {
        const [path = '', hash] = href.split('#');
        expect(paths, href).toContain(path);
        if (hash) {
          const target = await load(path.replace('/blog/', '') as ArticleSlug);
          expect(
            target.sections.map((section) => section.id),
            href,
          ).toContain(hash);
        }
      } else {
        expect(href).toMatch(/^https:\/\//);
      }
    }
  });

  it('matches its registry entry', async () => {
    const article = await load(slug);
    expect(article.slug).toBe(slug);
    expect(article.heroAlt.length).toBeGreaterThan(10);
  });
});

describe('article cross-links and the advice figures the articles give', () => {
  it('links the plagiarism article to the AI article', async () => {
    const links = articleLinks(await load('plagiarismfree'));
    expect(links.some((href) => href.split('#')[0] === '/blog/write-with-ai')).toBe(true);
  });

  it('puts the Pomodoro cycles, the 20% buffer and the daily buffer in the time-management plan', async () => {
    const body = text(await load('time-management-assignment'));
    for (const figure of ['25/5', '50/10', '90/20', '20%', '30–60 minute']) expect(body).toContain(figure);
  });

  it('gives structure guidance: body paragraphs, sources and dissertation lengths', async () => {
    const body = text(await load('academic-assignment-structure'));
    for (const figure of [
      '3–5 body paragraphs',
      '6–12 peer-reviewed sources',
      '8–15',
      '8,000–12,000',
      '15,000–25,000',
      'Over 80,000',
    ]) {
      expect(body).toContain(figure);
    }
  });

  it('gives the sleep and screen advice in the mental-health guide', async () => {
    const body = text(await load('mental-health-guide'));
    expect(body).toContain('7–9 hours');
    expect(body).toContain('60 minutes');
  });

  it('gives the AI workflow its word allocation, claims, paragraph and business-case figures', async () => {
    const body = text(await load('write-with-ai'));
    for (const figure of ['10%', '25%', '45%', '3–4 defensible claims', '120–150 word', '3-bullet business case']) {
      expect(body).toContain(figure);
    }
    for (const style of ['APA 7', 'Harvard', 'MLA', 'Chicago']) expect(body).toContain(style);
  });
});
