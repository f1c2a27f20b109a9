import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import styles from './tool-page.module.css';

/** The frame of every tool page: a way back to the index, the page's one <h1>, a one-paragraph lead. */
export function ToolPage({
  title,
  lead,
  children,
  backLink = true,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  backLink?: boolean;
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
    </div>
  );
}
