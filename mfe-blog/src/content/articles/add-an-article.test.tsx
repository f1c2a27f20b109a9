import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { PageRouteSchema } from '@shared/contracts';
import { MemoryRouter, TestRouter } from '@shared/platform/router/testing';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../app/routes';
import ArticlePage, { preload } from '../../pages/article-page';
import BlogIndexPage from '../../pages/blog-index-page';
import { FIXTURE_SLUG, fixtureEntry } from '../../test/fixture-article';
import { loadArticle } from '.';
import { ARTICLES } from './article-index';
import type { ArticleEntry } from './article-types';
import { articleProblems } from './rules';

/**
 * What a blog team does to publish an article, and nothing more: one more entry in the article
 * index (here the fixture, registered for this file only). Everything else must follow from it.
 */
vi.mock('./article-index', async (importOriginal) => {
  const { ARTICLES: published } = await importOriginal<{ ARTICLES: readonly ArticleEntry[] }>();
  const { fixtureEntry: entry } = await import('../../test/fixture-article');
  return { ARTICLES: [...published, entry()] };
});

const fixture = fixtureEntry();
const path = `/blog/${FIXTURE_SLUG}`;

describe('an article added to the index and nowhere else', () => {
  it('is in the index, last', () => {
    expect(ARTICLES.at(-1)?.slug).toBe(FIXTURE_SLUG);
  });

  it('gets a page in the routes the section publishes, indexable, so sitemap.xml lists it', () => {
    expect(ROUTES.find((route) => route.path === path)).toMatchObject({
      page: 'article',
      title: fixture.title,
      heading: fixture.title,
      description: fixture.description,
      indexable: true,
    });
  });

  it("brings its tile drawing to the home page's tips strip, in its route as the contract keeps it", () => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    // The shell hands the home page the routes it parsed with the contract's schema.
    expect(PageRouteSchema.parse(route).article).toEqual({
      excerpt: fixture.excerpt,
      datePublished: fixture.datePublished,
      dateModified: fixture.dateModified,
      tile: fixture.tile,
    });
  });

  it('gets a card on the blog index', () => {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <BlogIndexPage />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(ARTICLES.length);
    const card = cards.at(-1)!;
    expect(within(card).getByRole('heading', { level: 2, name: fixture.title })).toBeInTheDocument();
    expect(within(card).getByText(fixture.excerpt)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Read More: ${fixture.title}` })).toHaveAttribute('href', path);
  });

  it('gets its page: the server preloads its text, and the page renders it with its table of contents', async () => {
    expect(await preload(path)).toEqual({ modules: [`content/articles/${FIXTURE_SLUG}/content`] });
    await act(async () => {
      render(
        <TestRouter path={path}>
          <Suspense fallback={<p>Loading</p>}>
            <ArticlePage />
          </Suspense>
        </TestRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: fixture.title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const { default: content } = await fixture.content();
    expect(within(toc).getAllByRole('link')).toHaveLength(content.sections.length);
  });

  it('is held to the rules every article keeps', async () => {
    const all = await Promise.all(ARTICLES.map(loadArticle));
    expect(articleProblems(all)).toEqual([]);
  });
});
