import type { CSSProperties } from 'react';
import { VisuallyHidden } from '@shared/ui';
import { ACHIEVEMENTS, type Achievement } from '../../../content/home';
import { FeatureIcon } from '../../../lib/art/feature-icons';
import layout from '../../../lib/layout.module.css';
import { useInView } from '../../../lib/use-in-view';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useCountUp } from '../hooks/use-count-up';
import { formatCount } from '../model';
import styles from './achievement-counters.module.css';

/** "Our Achievements": six numbers that count up over 3 s when the row scrolls into view. */
export function AchievementCounters() {
  const [ref, inView] = useInView<HTMLUListElement>();
  const reduced = usePrefersReducedMotion();
  return (
    <section className={styles.band} aria-labelledby="achievements-title">
      <div className={layout.container}>
        <h2 id="achievements-title" className={styles.title}>
          {ACHIEVEMENTS.title}
        </h2>
        <p className={styles.intro}>{ACHIEVEMENTS.intro}</p>
        <ul ref={ref} className={styles.grid}>
          {ACHIEVEMENTS.items.map((item) => (
            <Counter key={item.label} item={item} started={inView} reduced={reduced} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Counter({ item, started, reduced }: { item: Achievement; started: boolean; reduced: boolean }) {
  const value = useCountUp(item.count, started, reduced);
  return (
    <li className={styles.item} style={{ '--counter-colour': item.colour } as CSSProperties}>
      <span className={styles.icon}>
        <FeatureIcon name={item.icon} size={32} />
      </span>
      {/* The moving number is for the eye; assistive technology reads the final figure once. */}
      <span className={styles.count} aria-hidden="true" data-target={item.count}>
        {formatCount(value)}
      </span>
      <VisuallyHidden>{formatCount(item.count)}</VisuallyHidden>
      <span className={styles.label}>{item.label}</span>
    </li>
  );
}
