import type { PageRoute } from '@shared/contracts';
import { ARTICLES } from '../content/articles/article-index';

/**
 * The pages this section serves: the blog index and one page per article in the article index.
 * The section publishes them in its contract, and the shell learns them at runtime; an article's
 * route carries what the home page's tips strip shows of it, its tile drawing included.
 */
const BLOG_ROUTES: PageRoute[] = [
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

/**
 * Pages in preview: served only by a build made with `VITE_BLOG_PREVIEW` set. Their page modules
 * (`src/pages/<id>-preview-page.tsx`) stay out of every other build (see remote-entry.ts), so what
 * the site sends the browser does not change until a page leaves preview: its files lose
 * `-preview` and its route moves up. Its server half is in every server build (the server build
 * adds every `*-page.server.ts`), unreachable there without its route.
 */
const PREVIEW_ROUTES: PageRoute[] = [
  {
    path: '/blog/suggest-a-topic',
    page: 'suggest-a-topic-preview',
    title: 'Suggest a Topic',
    heading: 'Suggest a topic for the blog',
    description: 'Tell the agency what you would like the blog to write about next.',
    indexable: false,
  },
];

// Read through a cast and `?.`: outside Vite (the end-to-end tests import these routes, and
// typecheck them without Vite's types) there is no import.meta.env.
const previewBuild = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_BLOG_PREVIEW;
export const ROUTES: PageRoute[] = previewBuild ? [...BLOG_ROUTES, ...PREVIEW_ROUTES] : BLOG_ROUTES;
