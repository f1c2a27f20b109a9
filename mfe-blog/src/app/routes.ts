import type { PageRoute } from '@shared/contracts';
import { ARTICLES } from '../content/articles/article-index';

/**
 * The pages this section serves: the blog index and one page per article in the article index.
 * The section publishes them in its contract, and the shell learns them at runtime; an article's
 * route carries what the home page's tips strip shows of it, its tile drawing included.
 */
export const ROUTES: PageRoute[] = [
  {
    path: '/blog',
    page: 'blog-index',
    title: 'Blog: Academic Tips and Guides',
    heading: 'Academic Tips and Guides',
    description: 'Guides on assignment structure, time management, writing with AI, plagiarism and student wellbeing.',
    indexable: true,
  },
  ...ARTICLES.map((article): PageRoute => ({
    path: `/blog/${article.slug}`,
    page: 'article',
    title: article.title,
    heading: article.title,
    description: article.description,
    indexable: true,
    article: {
      excerpt: article.excerpt,
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      tile: article.tile,
    },
  })),
];
