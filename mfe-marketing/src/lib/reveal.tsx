import type { CSSProperties, ReactNode } from 'react';
import { useInView } from './use-in-view';
import styles from './reveal.module.css';

interface Props {
  children: ReactNode;
  className?: string;
  /** Stagger for items of a grid, in milliseconds. */
  delay?: number;
  as?: 'div' | 'li' | 'article' | 'section';
}

/**
 * Fades and lifts its content into place the first time it scrolls into view (800 ms,
 * ease-in-out, once). The motion lives in CSS, which drops it for reduced motion.
 */
export function Reveal({ children, className, delay = 0, as: Tag = 'div' }: Props) {
  const [ref, inView] = useInView<HTMLElement>('0px 0px -8% 0px');
  const style = delay ? ({ '--reveal-delay': `${delay}ms` } as CSSProperties) : undefined;
  return (
    <Tag
      ref={ref}
      className={[styles.reveal, inView ? styles.shown : '', className].filter(Boolean).join(' ')}
      style={style}
    >
      {children}
    </Tag>
  );
}
