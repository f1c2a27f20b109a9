import { EXTERNAL_LINK } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import type { Testimonial } from '../../../content/home-below-fold';
import styles from './testimonials.module.css';

export function Stars() {
  return (
    <span className={styles.stars} role="img" aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6L1.3 7.8l6.1-.7z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export function TestimonialCard({ item, reviewLink }: { item: Testimonial; reviewLink: string | undefined }) {
  const initials = item.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <figure className={styles.card}>
      <Stars />
      <blockquote className={styles.quote}>
        <p>{item.feedback}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong>{item.name}</strong>
          <span className={styles.course}>{item.course}</span>
        </span>
      </figcaption>
      {reviewLink ? (
        <a className={styles.review} href={reviewLink} {...EXTERNAL_LINK}>
          Read the review <VisuallyHidden>by {item.name} (opens in a new tab)</VisuallyHidden>
        </a>
      ) : null}
    </figure>
  );
}
