import { FEATURES } from '../../../content/home';
import { FeatureIcon } from '../../../lib/art/feature-icons';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

export function FeaturesGrid() {
  return (
    <section className={layout.section} aria-labelledby="features-title">
      <div className={layout.container}>
        <Reveal className={layout.centered}>
          <h2 id="features-title" className={layout.title}>
            {FEATURES.title}
          </h2>
          <p className={layout.intro}>{FEATURES.intro}</p>
        </Reveal>
        <ul className={layout.grid4}>
          {FEATURES.cards.map((card, index) => (
            <Reveal as="li" key={card.title} delay={(index % 4) * 100}>
              <article className={`${layout.card} ${styles.feature}`}>
                <span className={styles.featureIcon}>
                  <FeatureIcon name={card.icon} size={40} />
                </span>
                <h3 className={layout.cardTitle}>{card.title}</h3>
                <p className={layout.muted}>{card.description}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
