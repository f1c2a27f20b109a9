import { findRoute, signalHealth, type RuntimeConfig, type SiteRoute } from '@shared/platform/core';
import { readConsent } from '../consent';

/**
 * The eager part of field measurement (release health), in the first load: a few listeners that
 * remember what happens before the reporter exists, and the decision when to load it. The reporter
 * itself (web-vitals and the beacon) is a chunk of its own, fetched only after hydration, in an
 * idle moment, and only for a visitor who accepted cookies and was sampled.
 */

let earlyTaps = 0;
const countTap = () => {
  if (document.documentElement.hasAttribute('data-hydrated')) removeEventListener('pointerdown', countTap, true);
  else earlyTaps += 1;
};

/** The script a stack trace names first, to find which section's code failed. */
const firstScript = (stack: unknown) => (typeof stack === 'string' ? /https?:\/\/[^\s)]+/.exec(stack)?.[0] : undefined);

/** Call as early as possible: taps before hydration and errors before the reporter are kept from here on. */
export function watchEarly() {
  addEventListener('pointerdown', countTap, true);
  addEventListener('error', (event) => {
    // A resource that failed (an image) also fires here, without an error object: not a script error.
    if (event.error !== undefined || event.message) signalHealth({ kind: 'error', source: event.filename });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: unknown } | null;
    signalHealth({ kind: 'error', source: firstScript(reason?.stack) });
  });
}

export interface VitalsContext {
  config: RuntimeConfig;
  route: SiteRoute | undefined;
  render: 'server' | 'client';
  earlyTaps: () => number;
}

const whenHydrated = (then: () => void) => {
  const html = document.documentElement;
  if (html.hasAttribute('data-hydrated')) return then();
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
};

/** Runs `then` once the visitor has accepted cookies: now, or after the click that accepts them. */
const whenConsented = (then: () => void) => {
  const accepted = () => readConsent(document.cookie) === true;
  if (accepted()) return then();
  const check = () =>
    // The banner sets the cookie in its click handler; look once it has run.
    setTimeout(() => {
      if (!accepted()) return;
      removeEventListener('click', check, true);
      then();
    });
  addEventListener('click', check, true);
};

const idle = (then: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 5000 }) : setTimeout(then, 1000);

/** Starts field measurement for this page view if it is sampled, once hydrated and consented. */
export function startVitals(config: RuntimeConfig, routes: readonly SiteRoute[], render: 'server' | 'client') {
  const rate = config.vitals?.sampleRate ?? 0;
  // Decided once per page view, before anything is loaded.
  if (!(Math.random() < rate)) return;
  const route = findRoute(routes, window.location.pathname);
  whenHydrated(() =>
    whenConsented(() =>
      idle(() => {
        import('./reporter')
          .then(({ report }) => report({ config, route, render, earlyTaps: () => earlyTaps }))
          .catch(() => undefined);
      }),
    ),
  );
}
