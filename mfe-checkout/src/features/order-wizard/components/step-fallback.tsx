import { Link } from '@shared/platform/router';
import controls from '../../../lib/controls.module.css';
import styles from './wizard.module.css';

/** Shown instead of a step when the step before it has no data: its message and one link back. */
export function StepFallback({ text, to, linkText }: { text: string; to: string; linkText: string }) {
  return (
    <div className={styles.fallback}>
      <p role="status">{text}</p>
      <Link className={controls.link} to={to}>
        {linkText}
      </Link>
    </div>
  );
}
