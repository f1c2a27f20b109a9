import { useLoaded, type PagePreloadResult } from '@shared/platform/core';
import { Link, useLocation } from '@shared/platform/router';
import { ARTICLE_FOOTER } from '../content/article-chrome';
import { articleContentModule, findArticle, loadArticle, peekArticle } from '../content/articles';
import { ArticleView, slugFromPath, type ArticleEntry } from '../features/articles';
import styles from './article-page.module.css';

const summaryAt = (pathname: string) => {
  const slug = slugFromPath(pathname);
  return slug ? findArticle(slug) : undefined;
};

/**
 * The article's content, loaded before the server renders the page and before the browser
 * hydrates it. Its module is named, so that the page preloads its chunk with its own.
 */
export async function preload(pathname: string): Promise<PagePreloadResult> {
  const summary = summaryAt(pathname);
  if (!summary) return {};
  await loadArticle(summary);
  return { modules: [articleContentModule(summary.slug)] };
}

/** One blog article, chosen by the path the shell hands over (always the canonical lowercase one). */
export default function ArticlePage() {
  const { pathname } = useLocation();
  const summary = summaryAt(pathname);
  if (!summary) return <ArticleNotFound />;
  return <LoadedArticle key={summary.slug} summary={summary} />;
}

function LoadedArticle({ summary }: { summary: ArticleEntry }) {
  const article = useLoaded(peekArticle(summary.slug), () => loadArticle(summary));
  return <ArticleView article={article} />;
}

function ArticleNotFound() {
  return (
    <div className={styles.notFound}>
      <h1>{ARTICLE_FOOTER.notFoundHeading}</h1>
      <p>{ARTICLE_FOOTER.notFoundBody}</p>
      <p>
        <Link to="/blog">{ARTICLE_FOOTER.backToBlog}</Link>
      </p>
    </div>
  );
}
