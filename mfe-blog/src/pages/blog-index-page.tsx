import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { ARTICLES } from '../content/articles/article-index';
import { BLOG_INDEX } from '../content/blog-index';
import { PostCard } from '../features/blog-index';
import styles from './blog-index-page.module.css';

export default function BlogIndexPage() {
  const heading = findRoute(ROUTES, '/blog')?.heading ?? BLOG_INDEX.fallbackHeading;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.intro}>{BLOG_INDEX.intro}</p>
      </header>
      <ul className={styles.grid}>
        {ARTICLES.map((article) => (
          <li key={article.slug}>
            <PostCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}
