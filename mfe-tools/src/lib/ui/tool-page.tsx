import type { ReactNode } from 'react';
import { Link } from '@shared/platform/router';
import type { HelpOffer as Offer } from '../../content/help-offers';
import { HelpOffer } from './help-offer';
import styles from './tool-page.module.css';

/**
 * The frame of every tool page: a way back to the index, the page's one <h1>, a one-paragraph
 * lead, the tool, and below it (never above) the offer of help that fits it.
 */
export function ToolPage({
  title,
  lead,
  children,
  backLink = true,
  offer,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  backLink?: boolean;
  offer?: Offer | undefined;
}) {
  return (
    <div className={styles.page}>
      {backLink ? (
        <Link className={styles.back} to="/tools">
          ← All free tools
        </Link>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
      {offer ? <HelpOffer offer={offer} /> : null}
    </div>
  );
}
