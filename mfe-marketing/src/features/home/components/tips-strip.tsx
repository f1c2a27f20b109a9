import { Link } from 'shared/router';
import { ARTICLES } from 'shared/core';
import { VisuallyHidden } from 'shared/ui';
import { TIPS } from '../../../content/home';
import { TipArt } from '../../../lib/art/tip-art';
import { formatDate } from '../../../lib/format-date';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

/** "Latest Academic Tips": the first four articles, each Read More linking to its own article. */
export function TipsStrip() {
  return (
    <section className={layout.sectionAlt} aria-labelledby="tips-title">
      <div className={layout.container}>
        <Reveal className={layout.centered}>
          <h2 id="tips-title" className={layout.title}>
            {TIPS.title}
          </h2>
          <p className={layout.intro}>{TIPS.intro}</p>
        </Reveal>
        <ul className={layout.grid4}>
          {ARTICLES.slice(0, TIPS.count).map((article, index) => (
            <Reveal as="li" key={article.slug} delay={index * 100}>
              <article className={styles.tip}>
                <TipArt slug={article.slug} />
                <div className={styles.tipBody}>
                  <p className={styles.tipDate}>
                    <time dateTime={article.datePublished}>{formatDate(article.datePublished)}</time>
                  </p>
                  <h3 className={styles.tipTitle}>{article.title}</h3>
                  <p className={layout.muted}>{article.excerpt}</p>
                  <Link className={styles.readMore} to={`/blog/${article.slug}`}>
                    Read More<VisuallyHidden>: {article.title}</VisuallyHidden>
                  </Link>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
