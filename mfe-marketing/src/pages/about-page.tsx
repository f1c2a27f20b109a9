import { Link } from '@shared/platform/router';
import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import { ABOUT } from '../content/about';
import { AboutArt } from '../lib/art/about-art';
import layout from '../lib/layout.module.css';
import { Reveal } from '../lib/reveal';
import styles from './about-page.module.css';

/** /aboutus: who we are, what we promise and how an order works. */
export default function AboutPage() {
  const site = useRuntimeConfig().site;
  return (
    <div>
      <section className={layout.section} aria-labelledby="about-title">
        <div className={`${layout.container} ${styles.hero}`}>
          <div>
            <h1 id="about-title" className={layout.pageTitle}>
              About Us
            </h1>
            <p className={layout.intro}>{ABOUT.intro}</p>
            <h2 className={layout.title}>{ABOUT.story.title}</h2>
            {ABOUT.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.art}>
            <AboutArt />
          </div>
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="promises-title">
        <div className={layout.container}>
          <h2 id="promises-title" className={`${layout.title} ${layout.centered}`}>
            {ABOUT.claims.title}
          </h2>
          <ul className={layout.grid4}>
            {ABOUT.claims.items.map((claim, index) => (
              <Reveal as="li" key={claim.title} delay={(index % 4) * 100}>
                <article className={`${layout.card} ${styles.claim}`}>
                  <h3 className={layout.cardTitle}>{claim.title}</h3>
                  <p className={layout.muted}>{claim.text}</p>
                </article>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <section className={layout.section} aria-labelledby="steps-title">
        <div className={layout.container}>
          <h2 id="steps-title" className={`${layout.title} ${layout.centered}`}>
            {ABOUT.steps.title}
          </h2>
          <ol className={styles.steps}>
            {ABOUT.steps.items.map((step, index) => (
              <Reveal as="li" key={step.title} delay={index * 100}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={layout.cardTitle}>{step.title}</h3>
                <p className={layout.muted}>{step.text}</p>
              </Reveal>
            ))}
          </ol>
          <div className={`${layout.actions} ${styles.cta}`}>
            <Link className={buttonClass()} to="/order">
              Start your order
            </Link>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={chatUrl(site, 'Hi, I would like to know more.')}
              {...EXTERNAL_LINK}
            >
              Chat with us
            </a>
            <Link className={buttonClass({ variant: 'secondary' })} to="/contactus">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
