import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@shared/ui';
import styles from './floating-buttons.module.css';

const THRESHOLD_PX = 300;

/**
 * Appears after 300 px of scrolling, in the navbar's dock (its place is kept while hidden); scrolls
 * smoothly unless the visitor prefers reduced motion.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <span className={styles.slot}>
      {visible ? (
        <button
          type="button"
          className={styles.backToTop}
          onClick={() => {
            const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
          }}
        >
          <span aria-hidden="true">↑</span>
          <VisuallyHidden>Back to top</VisuallyHidden>
        </button>
      ) : null}
    </span>
  );
}
