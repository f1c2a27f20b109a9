import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { TestRouter } from '@shared/platform/router/testing';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';
import { findArticle, loadArticle } from '../content/articles';
import { ARTICLES } from '../content/articles/article-index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArticlePage from './article-page';

let scrolled: { id: string; options: unknown }[] = [];

/** Renders the page at a URL; awaited, because the article suspends while its content module loads. */
async function renderAt(url: string) {
  await act(async () => {
    render(
      <TestRouter path={url}>
        <Suspense fallback={<p>Loading</p>}>
          <ArticlePage />
        </Suspense>
      </TestRouter>,
    );
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

/** Lets the one-frame-later hash scroll run. */
async function nextFrames() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, options });
  };
  mockReducedMotion(false);
});

afterEach(() => {
  provideRuntimeConfig(defaultRuntimeConfig());
});

describe.each(ARTICLES.map((article) => [article.slug, article.title]))('the %s article', (slug, title) => {
  it('renders its title and a table of contents that links only to headings on the page, in order', async () => {
    await renderAt(`/blog/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const targets = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.id)
      .map((heading) => `#${heading.id}`);
    const article = await loadArticle(findArticle(slug)!);
    expect(targets).toEqual(article.sections.map((section) => `#${section.id}`));
    expect(targets).toEqual(sectionHeadings);
    for (const target of targets) {
      const element = document.getElementById(target.slice(1));
      expect(element, target).not.toBeNull();
      expect(element?.tagName).toBe('H2');
    }
  });
});

describe('section navigation', () => {
  it('scrolls smoothly to a section when its table-of-contents link is clicked, and highlights it', async () => {
    const user = userEvent.setup();
    await renderAt('/blog/write-with-ai');
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    const link = within(toc).getByRole('link', { name: /citing/i });
    await user.click(link);
    expect(scrolled).toContainEqual({ id: 'citing', options: { behavior: 'smooth', block: 'start' } });
    expect(link).toHaveAttribute('aria-current', 'location');
    expect(document.activeElement?.id).toBe('citing');
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/write-with-ai#citing');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    await renderAt('/blog/time-management-assignment');
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    await user.click(within(toc).getByRole('link', { name: /7-day/i }));
    expect(scrolled).toContainEqual({ id: '7day', options: { behavior: 'instant', block: 'start' } });
  });

  it('scrolls to the section a deep link names once the article has rendered', async () => {
    await renderAt('/blog/write-with-ai#citing');
    await screen.findByRole('heading', { level: 1 });
    await nextFrames();
    expect(scrolled.map((entry) => entry.id)).toContain('citing');
  });

  it('ignores a hash that names no section', async () => {
    await renderAt('/blog/write-with-ai#nowhere');
    await screen.findByRole('heading', { level: 1 });
    await nextFrames();
    expect(scrolled).toEqual([]);
  });

  it('collapses the table of contents behind a toggle that reports its state', async () => {
    const user = userEvent.setup();
    await renderAt('/blog/plagiarismfree');
    const toggle = await screen.findByRole('button', { name: /On this page/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('article furniture', () => {
  it('offers the order page, the contact page and a chat in a new tab', async () => {
    await renderAt('/blog/academic-assignment-structure');
    const help = (await screen.findByRole('heading', { level: 2, name: 'Get Help with Your Assignment' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(help).getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/order');
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
    const chat = within(help).getByRole('link', { name: /Chat with an expert/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/15550100199\?text=/);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('credits the concept originator from the configuration, with a link', async () => {
    await renderAt('/blog/mental-health-guide');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Acknowledgement' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('link', { name: /A\. N\. Author/ })).toHaveAttribute(
      'href',
      'https://linkedin.example.com/in/an-author',
    );
    expect(section).toHaveTextContent(/AI drafting tools/);
    expect(section).toHaveTextContent(/Scholars Desk editing team/);
  });

  it('renders the originator without a link when the configured link is empty', async () => {
    const config = defaultRuntimeConfig();
    provideRuntimeConfig({ ...config, site: { ...config.site, conceptOriginator: { name: 'R. Example', url: '' } } });
    await renderAt('/blog/mental-health-guide');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Acknowledgement' })).closest(
      'section',
    ) as HTMLElement;
    expect(section).toHaveTextContent('R. Example');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('links the plagiarism article to the AI article', async () => {
    await renderAt('/blog/plagiarismfree');
    await screen.findByRole('heading', { level: 1 });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.some((href) => href?.startsWith('/blog/write-with-ai'))).toBe(true);
  });

  it('shows an estimated reading time', async () => {
    await renderAt('/blog/write-with-ai');
    expect(await screen.findByText(/^\d+ min read$/)).toBeInTheDocument();
  });

  it('describes itself to search engines: article Open Graph tags and JSON-LD at the site address', async () => {
    await renderAt('/blog/plagiarismfree');
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/plagiarismfree/);
    expect(document.querySelector('title')).toBeNull();
    const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    const articleData = data.find((entry) => entry['@type'] === 'Article');
    expect(articleData).toMatchObject({
      headline: 'How to Write Plagiarism-Free Assignments',
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: expect.objectContaining({ name: expect.any(String) }),
      image: [expect.stringMatching(/plagiarismfree/)],
      url: `${defaultRuntimeConfig().site.siteUrl}/blog/plagiarismfree`,
    });
    const faqData = data.find((entry) => entry['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
    expect(faqData?.mainEntity.length).toBeGreaterThan(2);
  });
});

describe('an unknown article', () => {
  it('shows a not-found message with a way back instead of crashing', async () => {
    await renderAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
  });
});
