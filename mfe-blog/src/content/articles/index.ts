/**
 * The article registry: each article's content module (loaded on demand, so a reader downloads one
 * article, not six) and its hero illustration. Titles, dates and excerpts come from the article index.
 */
import { toChunkLoadError } from '@shared/platform/core';
import type { Article, ArticleContent } from '../../features/articles';
import { ARTICLES, type ArticleSlug } from './article-index';

type ContentModule = { default: ArticleContent };

/**
 * The source module of an article's content, as the build's `ssr.json` names it (its path under
 * `src/`): each entry of CONTENT below imports `./<slug>`.
 */
export const articleContentModule = (slug: ArticleSlug) => `content/articles/${slug}`;

const CONTENT: Record<ArticleSlug, () => Promise<ContentModule>> = {
  'academic-assignment-structure': () => import('./academic-assignment-structure'),
  'mental-health-guide': () => import('./mental-health-guide'),
  'mistake-avoid-assignment': () => import('./mistake-avoid-assignment'),
  'time-management-assignment': () => import('./time-management-assignment'),
  'write-with-ai': () => import('./write-with-ai'),
  plagiarismfree: () => import('./plagiarismfree'),
};

/**
 * Hero illustrations, resolved against this module's own URL so that they load from the blog's
 * origin even when the shell on another origin renders the page.
 */
export const HERO_IMAGES: Record<ArticleSlug, string> = {
  'academic-assignment-structure': new URL(
    '../../assets/heroes/academic-assignment-structure.svg?no-inline',
    import.meta.url,
  ).href,
  'mental-health-guide': new URL('../../assets/heroes/mental-health-guide.svg?no-inline', import.meta.url).href,
  'mistake-avoid-assignment': new URL('../../assets/heroes/mistake-avoid-assignment.svg?no-inline', import.meta.url)
    .href,
  'time-management-assignment': new URL('../../assets/heroes/time-management-assignment.svg?no-inline', import.meta.url)
    .href,
  'write-with-ai': new URL('../../assets/heroes/write-with-ai.svg?no-inline', import.meta.url).href,
  plagiarismfree: new URL('../../assets/heroes/plagiarismfree.svg?no-inline', import.meta.url).href,
};

/** The drawn size of every hero, so the page reserves its space before the image arrives. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;

export type ArticleEntry = (typeof ARTICLES)[number];

export function findArticleSummary(slug: string): ArticleEntry | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

const loading = new Map<ArticleSlug, Promise<Article>>();
const loaded = new Map<ArticleSlug, Article>();

/**
 * The article if its content has already loaded. A page renders it at once (`useLoaded`) rather
 * than suspending in `use()` on the settled promise: during hydration that suspension lets an
 * update reach the page first, and React then renders it again instead of hydrating it.
 */
export function peekArticle(slug: string): Article | undefined {
  return loaded.get(slug as ArticleSlug);
}

/** The full article for a slug, loaded once and cached (a stable promise for React's `use`). */
export function loadArticle(summary: ArticleEntry): Promise<Article> {
  let promise = loading.get(summary.slug);
  if (!promise) {
    promise = CONTENT[summary.slug]().then(
      (module) => {
        const article = { ...summary, ...module.default };
        loaded.set(summary.slug, article);
        return article;
      },
      // A content chunk that cannot be fetched gets the section's "temporarily unavailable" fallback.
      (error: unknown) => Promise.reject(toChunkLoadError(error, 'blog')),
    );
    // A failed load may be retried on the next render rather than cached forever.
    promise.catch(() => loading.delete(summary.slug));
    loading.set(summary.slug, promise);
  }
  return promise;
}

export const ARTICLE_SLUGS = ARTICLES.map((article) => article.slug);
