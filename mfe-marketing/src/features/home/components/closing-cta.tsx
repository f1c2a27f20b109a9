import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import { CLOSING_CTA } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import styles from './home.module.css';

export function ClosingCta() {
  const site = useRuntimeConfig().site;
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`${layout.container} ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {CLOSING_CTA.title}
          </h2>
          <p>{CLOSING_CTA.text}</p>
        </div>
        <a
          className={buttonClass({ variant: 'light' })}
          href={chatUrl(site, 'Hi, I would like to get in touch.')}
          {...EXTERNAL_LINK}
        >
          Contact Us
        </a>
      </div>
    </section>
  );
}
