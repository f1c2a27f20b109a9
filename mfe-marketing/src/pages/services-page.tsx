import { SERVICES_FAQ, SERVICES_INTRO } from '../content/services';
import { FaqList } from '../features/faq';
import { QuickServices, ServiceCards } from '../features/services';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

/** /services: five service cards, the eight quick services and an FAQ accordion (one open at a time). */
export default function ServicesPage() {
  return (
    <div>
      <section className={styles.hero} aria-labelledby="services-title">
        <div className={`${layout.container} ${layout.centered}`}>
          <p className={layout.eyebrow}>Our services</p>
          <h1 id="services-title" className={layout.pageTitle}>
            Professional Writing &amp; Design Services
          </h1>
          <p className={layout.intro}>{SERVICES_INTRO}</p>
        </div>
      </section>
      <section className={layout.section} aria-label="Core services">
        <div className={layout.container}>
          <ServiceCards />
        </div>
      </section>
      <QuickServices />
      <section className={layout.section} aria-labelledby="services-faq-title">
        <div className={layout.container}>
          <h2 id="services-faq-title" className={`${layout.title} ${layout.centered}`}>
            {SERVICES_FAQ.title}
          </h2>
          <FaqList items={SERVICES_FAQ.items} mode="single" />
        </div>
      </section>
    </div>
  );
}
