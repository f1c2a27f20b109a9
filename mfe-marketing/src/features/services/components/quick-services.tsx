import { Link } from '@shared/platform/router';
import { QUICK_SERVICES } from '../../../content/services';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './services.module.css';

/** The second layout: eight smaller service cards, each linking to an order or a free tool. */
export function QuickServices() {
  return (
    <section className={layout.sectionAlt} aria-labelledby="quick-services-title">
      <div className={layout.container}>
        <div className={layout.centered}>
          <h2 id="quick-services-title" className={layout.title}>
            {QUICK_SERVICES.title}
          </h2>
          <p className={layout.intro}>{QUICK_SERVICES.intro}</p>
        </div>
        <ul className={layout.grid4}>
          {QUICK_SERVICES.items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={(index % 4) * 100}>
              <article className={`${layout.card} ${styles.quick}`}>
                <h3 className={layout.cardTitle}>{item.title}</h3>
                <p className={layout.muted}>{item.description}</p>
                <Link className={styles.quickLink} to={item.to}>
                  {item.action}
                </Link>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
