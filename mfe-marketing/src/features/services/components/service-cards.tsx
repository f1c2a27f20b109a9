import { useId, useState } from 'react';
import { telUrl, useRuntimeConfig } from 'shared/core';
import { Button, buttonClass, VisuallyHidden } from 'shared/ui';
import { SERVICE_CARDS } from '../../../content/services';
import { ShowcaseArt } from '../../../lib/art/showcase-art';
import { toggleOpen } from '../../../lib/disclosure';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './services.module.css';

/** The five service cards; only one card's details are open at a time. */
export function ServiceCards() {
  const [open, setOpen] = useState<string[]>([]);
  const phone = useRuntimeConfig().site.phones[0] ?? '';
  const base = useId();
  return (
    <ul className={styles.cards}>
      {SERVICE_CARDS.map((card) => {
        const isOpen = open.includes(card.key);
        const detailsId = `${base}-${card.key}`;
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
                  <Button
                    variant="secondary"
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    onClick={() => setOpen((current) => toggleOpen(current, card.key, 'single'))}
                  >
                    {isOpen ? 'Hide Details' : 'Read More'} <VisuallyHidden>about {card.title}</VisuallyHidden>
                  </Button>
                </div>
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
