import { useConsent } from '../features/consent';
import styles from './cookie-banner.module.css';

/** Bottom notice until the visitor chooses I understand or Decline. Scrolling never counts as consent. */
export function CookieBanner() {
  const { choice, choose } = useConsent();
  if (choice !== null) return null;
  return (
    <section className={styles.banner} aria-label="Cookie notice">
      <p className={styles.text}>This website uses cookies to enhance the user experience.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => choose(false)}>
          Decline
        </button>
        <button type="button" className={styles.accept} onClick={() => choose(true)}>
          I understand
        </button>
      </div>
    </section>
  );
}
