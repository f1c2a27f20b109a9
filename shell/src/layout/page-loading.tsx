import { useLayoutEffect } from 'react';
import { VisuallyHidden } from '@shared/ui';
import styles from './page-loading.module.css';

/**
 * Holds the page's space while a section loads, so the footer does not jump (no layout shift).
 * While it shows, the page the visitor asked for has not: the scroll manager counts on it (a scroll
 * on the placeholder is not a scroll of the page).
 */
export function PageLoading() {
  useLayoutEffect(() => {
    shownPlaceholders += 1;
    return () => {
      shownPlaceholders -= 1;
      if (shownPlaceholders === 0) for (const listener of whenGone) listener();
    };
  }, []);
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}

let shownPlaceholders = 0;
const whenGone = new Set<() => void>();

/** Whether a loading placeholder stands in for the page (as of the last commit's layout effects). */
export function pageIsLoading(): boolean {
  return shownPlaceholders > 0;
}

/**
 * Calls `listener` each time the last placeholder leaves, in the commit that replaces it with the
 * page (or the page's error), before the browser paints. Returns the unsubscribe function.
 */
export function onPageShown(listener: () => void): () => void {
  whenGone.add(listener);
  return () => whenGone.delete(listener);
}
