import { useEffect, useRef, type ReactNode } from 'react';
import { useConsent } from '../features/consent';
import styles from './cookie-banner.module.css';

/**
 * Bottom notice until the visitor chooses I understand or Decline. Scrolling never counts as
 * consent. While it shows, the page keeps room for it (`--cookie-banner-height`), so no button or
 * line of text ends up under it.
 */
export function CookieBanner() {
  const { choice, choose } = useConsent();
  if (choice !== null) return null;
  return (
    <BannerBand>
      <p className={styles.text}>This website uses cookies to enhance the user experience.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => choose(false)}>
          Decline
        </button>
        <button type="button" className={styles.accept} onClick={() => choose(true)}>
          I understand
        </button>
      </div>
    </BannerBand>
  );
}

/** The banner's band, which tells the page its exact height (the CSS holds an estimate until then). */
function BannerBand({ children }: { children: ReactNode }) {
  const band = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = band.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--cookie-banner-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-banner-height');
    };
  }, []);
  return (
    <section ref={band} className={styles.banner} aria-label="Cookie notice">
      {children}
    </section>
  );
}
