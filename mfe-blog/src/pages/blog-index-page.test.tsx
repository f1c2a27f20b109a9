import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shared/platform/router/testing';
import { ARTICLES } from '../content/articles/article-index';
import { describe, expect, it } from 'vitest';
import BlogIndexPage from './blog-index-page';

describe('the blog index', () => {
  it('shows one card per article with its title, date, summary and Read More', () => {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <BlogIndexPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Tips and Guides' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(ARTICLES.length);
    ARTICLES.forEach((article, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 2, name: article.title })).toBeInTheDocument();
      expect(within(card).getByText(article.excerpt)).toBeInTheDocument();
      expect(card.querySelector('time')).toHaveAttribute('dateTime', article.datePublished);
      expect(within(card).getByRole('link', { name: `Read More: ${article.title}` })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
    });
  });
});
