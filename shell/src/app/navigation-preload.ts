import {
  findRoute,
  getSectionLoader,
  preloadSectionPage,
  type RuntimeConfig,
  type SiteRoute,
} from '@shared/platform/core';
import { checkBuildsAhead } from './build-freshness';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** Out of the first load's way: the page and its own code have long arrived by then. */
const WARM_AFTER_LOAD_MS = 3000;

/**
 * Makes the next page quick to open. At the visitor's first sign of activity, or a few seconds
 * after the page loaded, it loads every section's small contract entry when the browser is idle,
 * so a click needs only the page's own chunk; when a link is hovered, focused or touched it loads
 * that page's chunk too. None of this competes with the first load.
 */
export function startNavigationPreloads(routes: readonly SiteRoute[], config: RuntimeConfig) {
  const loader = getSectionLoader();
  const sections = [...new Set(routes.map((route) => route.section))];

  let warmed = false;
  const warmSections = () => {
    if (warmed) return;
    warmed = true;
    for (const type of ['pointermove', 'scroll', 'keydown', 'touchstart'] as const) {
      window.removeEventListener(type, warmSections);
    }
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => sections.forEach((section) => loader.load(section).catch(() => {})));
  };
  for (const type of ['pointermove', 'scroll', 'keydown', 'touchstart'] as const) {
    window.addEventListener(type, warmSections, { passive: true });
  }
  // A visitor who reads without touching anything still gets them, well after the page loaded.
  const afterLoad = () => setTimeout(warmSections, WARM_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = findRoute(routes, link.pathname);
    if (!route) return;
    preloadSectionPage(route.section, route.page, link.pathname, config).catch(() => {});
    // Entering another section first asks whether its build is still this page's (skew protection).
    const here = findRoute(routes, window.location.pathname);
    if (route.section !== here?.section) checkBuildsAhead(link.pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
}
