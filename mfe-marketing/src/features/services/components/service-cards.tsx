import { useState } from 'react';
import { telUrl, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass, VisuallyHidden } from '@shared/ui';
import { SERVICE_CARDS } from '../../../content/services';
import { ShowcaseArt } from '../../../lib/art/showcase-art';
import { toggleOpen } from '../../../lib/disclosure';
import { useHashTarget } from '../../../lib/hash-target';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './services.module.css';

const DETAILS_IDS = SERVICE_CARDS.map((card) => `service-${card.key}`);

/**
 * The five service cards; only one card's details are open at a time. Read More is a link to the
 * card's details, so before the code runs (or without JavaScript) a tap shows them through the CSS
 * `:target` rule; once it runs it acts as a button, and the card opened that way stays open.
 */
export function ServiceCards() {
  const [open, setOpen] = useState<string[]>([]);
  const phone = useRuntimeConfig().site.phones[0] ?? '';
  const enhanced = useHashTarget(DETAILS_IDS, (index) => setOpen([SERVICE_CARDS[index]?.key ?? '']));
  const toggle = (key: string) => setOpen((current) => toggleOpen(current, key, 'single'));
  return (
    <ul className={styles.cards} data-enhanced={enhanced || undefined}>
      {SERVICE_CARDS.map((card, index) => {
        const isOpen = open.includes(card.key);
        const detailsId = DETAILS_IDS[index] ?? card.key;
        return (
          <Reveal as="li" key={card.key}>
            <article
              className={`${styles.card} ${card.reverse ? styles.reverse : ''}`}
              aria-labelledby={`${detailsId}-title`}
            >
              <div className={styles.cardArt}>
                <ShowcaseArt name={card.image} />
              </div>
              <div className={styles.cardBody}>
                <h2 id={`${detailsId}-title`} className={styles.cardTitle}>
                  {card.title}
                </h2>
                <p>{card.description}</p>
                <div id={detailsId} className={styles.details} hidden={!isOpen}>
                  {card.details.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                  <ul>
                    {card.details.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
                <div className={layout.actions}>
                  <a className={buttonClass()} href={telUrl(phone)}>
                    Get Quote{' '}
                    <VisuallyHidden>
                      for {card.title} (call {phone})
                    </VisuallyHidden>
                  </a>
                  {/* A link until the code runs; a button (Enter and Space) from then on. */}
                  <a
                    href={`#${detailsId}`}
                    role="button"
                    className={buttonClass({ variant: 'secondary' })}
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    onClick={(event) => {
                      event.preventDefault();
                      toggle(card.key);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== ' ') return;
                      event.preventDefault();
                      toggle(card.key);
                    }}
                  >
                    {isOpen ? 'Hide Details' : 'Read More'} <VisuallyHidden>about {card.title}</VisuallyHidden>
                  </a>
                </div>
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
