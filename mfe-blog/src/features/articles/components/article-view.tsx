import { useMemo } from 'react';
import { Link } from '@shared/platform/router';
import { ARTICLE_FOOTER } from '../../../content/article-chrome';
import { SectionNavigationContext, useSectionNavigation } from '../hooks/use-section-navigation';
import {
  articleWordCount,
  formatArticleDate,
  HERO_SIZE,
  readingMinutes,
  tableOfContents,
  type Article,
} from '../model';
import { ArticleBlocks } from './article-blocks';
import { ArticleSeo } from './article-seo';
import styles from './article-view.module.css';
import { TableOfContents } from './table-of-contents';

/** The one renderer every article goes through: header, table of contents and sections from data. */
export function ArticleView({ article }: { article: Article }) {
  const toc = useMemo(() => tableOfContents(article), [article]);
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const wordCount = useMemo(() => articleWordCount(article), [article]);
  const navigation = useSectionNavigation(ids);
  const heroUrl = article.hero.url;
  const updated = article.dateModified !== article.datePublished;

  return (
    <article className={styles.page}>
      <ArticleSeo article={article} heroUrl={heroUrl} wordCount={wordCount} />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.meta}>
            <span>
              Published <time dateTime={article.datePublished}>{formatArticleDate(article.datePublished)}</time>
            </span>
            {updated ? (
              <span>
                Updated <time dateTime={article.dateModified}>{formatArticleDate(article.dateModified)}</time>
              </span>
            ) : null}
            <span>{readingMinutes(wordCount)} min read</span>
          </p>
          <p className={styles.standfirst}>{article.excerpt}</p>
        </div>
        <img
          className={styles.hero}
          src={heroUrl}
          width={HERO_SIZE.width}
          height={HERO_SIZE.height}
          alt=""
          decoding="async"
        />
      </header>
      <SectionNavigationContext value={navigation}>
        <div className={styles.layout}>
          <TableOfContents entries={toc} activeId={navigation.activeId} onNavigate={navigation.goToSection} />
          <div className={styles.body}>
            {article.lede ? <ArticleBlocks blocks={article.lede} title={article.title} /> : null}
            {article.sections.map((section) => (
              <section key={section.id} className={styles.section}>
                <h2 id={section.id} className={styles.heading} tabIndex={-1}>
                  {section.heading}
                </h2>
                <ArticleBlocks blocks={section.blocks} title={article.title} />
              </section>
            ))}
            <p className={styles.back}>
              <Link to="/blog">{ARTICLE_FOOTER.backToBlog}</Link>
            </p>
          </div>
        </div>
      </SectionNavigationContext>
    </article>
  );
}
