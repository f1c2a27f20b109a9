import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './scroll-area.module.css';

/**
 * A frame for content that may be wider than the screen (a table, a long equation): it scrolls
 * sideways on its own, takes the keyboard focus so it can be scrolled without a pointer, shows a
 * shadow where more is hidden, and, once the page runs and finds it too wide, says "Scroll sideways
 * to see all of it". The hint is added after hydration only, so the server's HTML stays the same.
 */
export function ScrollArea({
  label,
  labelledBy,
  className,
  frameClassName,
  children,
}: {
  /** What the frame holds, for assistive technology: a label, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** For the block around the frame and its hint, and for the scrolling frame itself. */
  className?: string;
  frameClassName?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className}>
      <div
        ref={frame}
        className={frameClassName ? `${styles.scroller} ${frameClassName}` : styles.scroller}
        role="region"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={overflows ? hintId : undefined}
        // Focusable, so that keyboard users can scroll it sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
      {overflows ? (
        <p id={hintId} className={styles.hint}>
          Scroll sideways to see all of it →
        </p>
      ) : null}
    </div>
  );
}
