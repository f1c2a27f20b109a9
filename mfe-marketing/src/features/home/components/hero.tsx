import { Link } from '@shared/platform/router';
import { chatUrl, EXTERNAL_LINK, findRoute, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import { ROUTES } from '../../../app/routes';
import { FLAG_COUNTRIES, HERO } from '../../../content/home';
import { Flag } from '../../../lib/art/flags';
import { HeroArt } from '../../../lib/art/hero-art';
import layout from '../../../lib/layout.module.css';
import styles from './home.module.css';

/** The hero: the page's one h1, Get Quote (opens the chat and the lead popup) and the country flags. */
export function Hero({ onGetQuote }: { onGetQuote: () => void }) {
  const site = useRuntimeConfig().site;
  const heading = findRoute(ROUTES, '/')?.heading ?? 'Assignment Help from Subject Experts';
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`${layout.container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.heroEyebrow}>{HERO.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {heading}
          </h1>
          <p className={styles.heroLead}>{HERO.lead}</p>
          <ul className={styles.heroPoints}>
            {HERO.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={layout.actions}>
            <a
              className={buttonClass()}
              href={chatUrl(site, 'Hi, I would like a quote for my assignment.')}
              {...EXTERNAL_LINK}
              onClick={onGetQuote}
            >
              Get Quote
            </a>
            <Link className={buttonClass({ variant: 'secondary' })} to="/order">
              Order Now
            </Link>
          </div>
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </div>
      <div className={layout.container}>
        <h2 className={styles.flagsTitle}>{HERO.flagsTitle}</h2>
        <ul className={styles.flags}>
          {FLAG_COUNTRIES.map((country) => (
            <li key={country.code} className={styles.flag}>
              <Flag code={country.code} width={48} />
              <span>{country.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
