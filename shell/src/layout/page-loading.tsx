import { VisuallyHidden } from '@shared/ui';
import styles from './page-loading.module.css';

/** Holds the page's space while a section loads, so the footer does not jump (no layout shift). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
