import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

/** The class for text that only assistive technology reads, for elements other than a span (a caption, a label). */
export const visuallyHiddenClass: string = styles.visuallyHidden ?? '';

/** Text for assistive technology only, e.g. " (opens in a new tab)" after a link's visible words. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={className ? `${visuallyHiddenClass} ${className}` : visuallyHiddenClass} />;
}
