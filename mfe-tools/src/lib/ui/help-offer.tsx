import { useId } from 'react';
import { Link } from '@shared/platform/router';
import { buttonClass } from '@shared/ui';
import type { HelpOffer as Offer } from '../../content/help-offers';
import styles from './help-offer.module.css';

/** One short offer of help below a tool (never above it): a question, a line, and the order form. */
export function HelpOffer({ offer }: { offer: Offer }) {
  const headingId = useId();
  return (
    <aside className={styles.offer} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.question}>
          {offer.question}
        </h2>
        <p className={styles.text}>{offer.text}</p>
      </div>
      <Link className={buttonClass({ variant: 'secondary' })} to={offer.to}>
        {offer.action}
      </Link>
    </aside>
  );
}
