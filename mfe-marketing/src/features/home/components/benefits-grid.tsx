import type { CSSProperties } from 'react';
import { BENEFITS } from '../../../content/home-below-fold';
import { FeatureIcon } from '../../../lib/art/feature-icons';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

/** "Why Choose Us": six benefits. */
export function BenefitsGrid() {
  return (
    <section className={layout.section} aria-labelledby="benefits-title">
      <div className={layout.container}>
        <Reveal className={layout.centered}>
          <h2 id="benefits-title" className={layout.title}>
            {BENEFITS.title}
          </h2>
          <p className={layout.intro}>{BENEFITS.intro}</p>
        </Reveal>
        <ul className={layout.grid3}>
          {BENEFITS.items.map((benefit, index) => (
            <Reveal as="li" key={benefit.title} delay={(index % 3) * 100}>
              <article
                className={`${layout.card} ${styles.benefit}`}
                style={{ '--benefit-colour': benefit.colour } as CSSProperties}
              >
                <span className={styles.benefitIcon}>
                  <FeatureIcon name={benefit.icon} size={36} />
                </span>
                <h3 className={layout.cardTitle}>{benefit.title}</h3>
                <p className={layout.muted}>{benefit.description}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
