import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@shared/ui';
import styles from './floating-buttons.module.css';

const THRESHOLD_PX = 300;

/** Appears after 300 px of scrolling; scrolls smoothly unless the visitor prefers reduced motion. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
      <VisuallyHidden>Back to top</VisuallyHidden>
    </button>
  );
}
