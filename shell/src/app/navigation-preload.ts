import { findRoute, getSectionLoader, preloadSectionPage, type RuntimeConfig, type SiteRoute } from 'shared/core';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Makes the next page quick to open. At the visitor's first sign of activity (and when the browser
 * is idle) it loads every section's small contract entry, so a click needs only the page's own
 * chunk; when a link is hovered, focused or touched it loads that page's chunk too. Nothing of
 * this is on the first load: a visitor who only reads the page fetches no other section.
 */
export function startNavigationPreloads(routes: readonly SiteRoute[], config: RuntimeConfig) {
  const loader = getSectionLoader();
  const sections = [...new Set(routes.map((route) => route.section))];

  const warmSections = () => {
    for (const type of ['pointermove', 'scroll', 'keydown', 'touchstart'] as const) {
      window.removeEventListener(type, warmSections);
    }
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => sections.forEach((section) => loader.load(section).catch(() => {})));
  };
  for (const type of ['pointermove', 'scroll', 'keydown', 'touchstart'] as const) {
    window.addEventListener(type, warmSections, { passive: true });
  }

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = findRoute(routes, link.pathname);
    if (route) preloadSectionPage(route.section, route.page, link.pathname, config).catch(() => {});
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
}
