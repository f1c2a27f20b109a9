import { EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { STUDY_ABROAD } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

/** Six study-abroad service cards; each opens the agency's external site in a new tab. */
export function StudyAbroad() {
  const site = useRuntimeConfig().site;
  return (
    <section className={layout.section} aria-labelledby="abroad-title">
      <div className={layout.container}>
        <Reveal className={layout.centered}>
          <h2 id="abroad-title" className={layout.title}>
            {STUDY_ABROAD.title}
          </h2>
          <p className={layout.intro}>{STUDY_ABROAD.intro}</p>
        </Reveal>
        <ul className={layout.grid3}>
          {STUDY_ABROAD.cards.map((card, index) => (
            <Reveal as="li" key={card.title} delay={(index % 3) * 100}>
              <article className={`${layout.card} ${styles.abroad}`}>
                <h3 className={layout.cardTitle}>{card.title}</h3>
                <p className={layout.muted}>{card.description}</p>
                <a className={styles.readMore} href={site.externalSite} {...EXTERNAL_LINK}>
                  Learn more <VisuallyHidden>about {card.title} (opens in a new tab)</VisuallyHidden>
                </a>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
