import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useConsent } from '../features/consent';
import styles from './cookie-banner.module.css';

/**
 * Bottom notice until the visitor chooses I understand or Decline. Scrolling never counts as
 * consent. While it shows, the page keeps room for it (`--cookie-banner-height`), so no button or
 * line of text ends up under it.
 *
 * It is a real form: without JavaScript, or tapped before the page has hydrated, it posts to the
 * page it is on and the composition server sets the cookie and sends the visitor back
 * (`composition-server/src/form-posts/consent.ts`). Once hydrated, the choice is made here without a reload.
 */
export function CookieBanner() {
  const { choice, choose } = useConsent();
  if (choice !== null) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    choose(submitter instanceof HTMLButtonElement && submitter.value === 'true');
  };
  return (
    <BannerBand>
      <form method="post" className={styles.form} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="cookie-consent" />
        <p className={styles.text}>This website uses cookies to enhance the user experience.</p>
        <div className={styles.actions}>
          <button type="submit" name="consent" value="false" className={styles.decline}>
            Decline
          </button>
          <button type="submit" name="consent" value="true" className={styles.accept}>
            I understand
          </button>
        </div>
      </form>
    </BannerBand>
  );
}

/**
 * The banner's band, which tells the page its exact height when the CSS's estimate is off by more
 * than a pixel (long text, a narrow screen). Only then: a custom property set on the root restyles
 * every element of the page (15 ms for the home page on our 2-core test machine, about four times
 * that on a mid-range phone).
 */
function BannerBand({ children }: { children: ReactNode }) {
  const band = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = band.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const height = Math.ceil(entry.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height);
      // A registered <length> (global.css), so this reads back in pixels; where the browser does not
      // support registering it, the value is not in pixels and is always written.
      const reserved = parseFloat(getComputedStyle(root).getPropertyValue('--cookie-banner-height'));
      if (Number.isNaN(reserved) || Math.abs(height - reserved) > 1) {
        root.style.setProperty('--cookie-banner-height', `${height}px`);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, []);
  return (
    <section ref={band} className={styles.banner} aria-label="Cookie notice">
      {children}
    </section>
  );
}
