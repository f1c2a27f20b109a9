import { useId } from 'react';
import { Link } from '@shared/platform/router';
import { BLOG_INDEX } from '../../../content/blog-index';
import { formatArticleDate, HERO_SIZE, type ArticleSummary } from '../../articles';
import styles from './post-card.module.css';

/** One article on the blog index: illustration, date, title, summary and Read More. */
export function PostCard({ article }: { article: ArticleSummary }) {
  const titleId = useId();
  const href = `/blog/${article.slug}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={article.hero.url}
        width={HERO_SIZE.width}
        height={HERO_SIZE.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          <Link to={href}>{article.title}</Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={article.datePublished}>{formatArticleDate(article.datePublished)}</time>
        </p>
        <p className={styles.summary}>{article.excerpt}</p>
        {/* Named in full so that a list of links reads "Read More: <title>"; the visible words start the name. */}
        <Link className={styles.readMore} to={href} aria-label={`${BLOG_INDEX.readMore}: ${article.title}`}>
          {BLOG_INDEX.readMore}
        </Link>
      </div>
    </article>
  );
}
