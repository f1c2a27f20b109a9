import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { WRITING_OPTIONS } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

/** Twelve writing-option cards; each starts a chat about that kind of work. */
export function WritingOptions() {
  const site = useRuntimeConfig().site;
  return (
    <section className={layout.sectionAlt} aria-labelledby="options-title">
      <div className={layout.container}>
        <Reveal className={layout.centered}>
          <h2 id="options-title" className={layout.title}>
            {WRITING_OPTIONS.title}
          </h2>
          <p className={layout.intro}>{WRITING_OPTIONS.intro}</p>
        </Reveal>
        <ul className={layout.grid4}>
          {WRITING_OPTIONS.items.map((option, index) => (
            <li key={option.title}>
              <article className={styles.option}>
                <span className={styles.optionNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.optionTitle}>{option.title}</h3>
                <p className={layout.muted}>{option.description}</p>
                <a
                  className={styles.optionLink}
                  href={chatUrl(site, `Hi, I need help with ${option.title}.`)}
                  {...EXTERNAL_LINK}
                >
                  Ask an expert <VisuallyHidden>about {option.title} (opens chat)</VisuallyHidden>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
