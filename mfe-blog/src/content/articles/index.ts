/**
 * Loading an article's text: each article's content module is its own chunk, loaded on demand, so
 * a reader downloads one article, not all of them. Summaries come from the article index.
 */
import { toChunkLoadError } from '@shared/platform/core';
import type { Article, ArticleEntry } from './article-types';
import { ARTICLES } from './article-index';

/**
 * The source module of an article's content, as the build's `ssr.json` names it (its path under
 * `src/`): every article keeps its text in `<slug>/content.ts`, which its `content()` imports.
 */
export const articleContentModule = (slug: string) => `content/articles/${slug}/content`;

export function findArticle(slug: string): ArticleEntry | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

const loading = new Map<string, Promise<Article>>();
const loaded = new Map<string, Article>();

/**
 * The article if its content has already loaded. A page renders it at once (`useLoaded`) rather
 * than suspending in `use()` on the settled promise: during hydration that suspension lets an
 * update reach the page first, and React then renders it again instead of hydrating it.
 */
export function peekArticle(slug: string): Article | undefined {
  return loaded.get(slug);
}

/** The full article for an entry of the index, loaded once and cached (a stable promise for React's `use`). */
export function loadArticle(entry: ArticleEntry): Promise<Article> {
  let promise = loading.get(entry.slug);
  if (!promise) {
    const { content, ...summary } = entry;
    promise = content().then(
      (module) => {
        const article = { ...summary, ...module.default };
        loaded.set(entry.slug, article);
        return article;
      },
      // A content chunk that cannot be fetched gets the section's "temporarily unavailable" fallback.
      (error: unknown) => Promise.reject(toChunkLoadError(error, 'blog')),
    );
    // A failed load may be retried on the next render rather than cached forever.
    promise.catch(() => loading.delete(entry.slug));
    loading.set(entry.slug, promise);
  }
  return promise;
}
