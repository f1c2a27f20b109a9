import { Link } from '@shared/platform/router';
import { useArticleRoutes } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { formatLongDate } from '@shared/domain/format';
import { TIPS } from '../../../content/home';
import { TipArt } from '../../../lib/art/tip-art';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

/**
 * "Latest Academic Tips": the first four articles of the blog's index, each linking to its own
 * article page. The index comes from the blog's published routes, each article's with its tile
 * drawing, so a new article shows here, drawn as the blog drew it, with no marketing release.
 */
export function TipsStrip() {
  const articles = useArticleRoutes().slice(0, TIPS.count);
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
          {articles.map(({ path, title, article }, index) => (
            <Reveal as="li" key={path} delay={index * 100}>
              <article className={styles.tip}>
                <TipArt art={article?.tile} />
                <div className={styles.tipBody}>
                  <p className={styles.tipDate}>
                    <time dateTime={article?.datePublished}>{formatLongDate(article?.datePublished ?? '')}</time>
                  </p>
                  <h3 className={styles.tipTitle}>{title}</h3>
                  <p className={layout.muted}>{article?.excerpt}</p>
                  <Link className={styles.readMore} to={path}>
                    Read More<VisuallyHidden>: {title}</VisuallyHidden>
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
