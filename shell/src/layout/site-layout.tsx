import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@shared/platform/router';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer/footer';
import { Navbar } from './navbar/navbar';
import { ScrollManager } from './scroll-manager';
import styles from './site-layout.module.css';

export function SiteLayout() {
  const mainRef = useMainFocusOnNavigation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <ScrollManager />
    </>
  );
}

/** After a client-side navigation, screen-reader and keyboard users start at the new page's content. */
function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
