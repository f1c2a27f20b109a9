import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './reveal.module.css';

interface Props {
  children: ReactNode;
  className?: string;
  /** Stagger for items of a grid, in milliseconds. */
  delay?: number;
  as?: 'div' | 'li' | 'article' | 'section';
}

type Phase = 'static' | 'waiting' | 'shown';

/**
 * Fades and lifts its content into place the first time it scrolls into view: 800 ms,
 * ease-in-out, once. The server's HTML shows the content as it is, and so does the browser for
 * content already on screen when the page starts: only what is still below the viewport waits,
 * hidden, to make its entrance. The motion lives in CSS, which drops it for reduced motion.
 */
export function Reveal({ children, className, delay = 0, as: Tag = 'div' }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');
  // The observer's first report says where the content starts, read from the browser's own layout
  // pass: asking for the position here instead would force a layout of the whole page inside the
  // hydration task (10 ms for the home page on our 2-core test machine, about four times that on a
  // mid-range phone). Content below the viewport is out of sight, so hiding it a frame later
  // shows nothing.
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          setPhase('waiting');
          return;
        }
        if (!entry.isIntersecting) return;
        setPhase('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const style = delay ? ({ '--reveal-delay': `${delay}ms` } as CSSProperties) : undefined;
  const classes = [phase === 'static' ? '' : styles.reveal, phase === 'shown' ? styles.shown : '', className];
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      className={classes.filter(Boolean).join(' ') || undefined}
      style={style}
    >
      {children}
    </Tag>
  );
}
