import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@shared/platform/router';

const STORAGE_KEY = 'site:scroll-positions';
/** About a second of frames: long enough for a lazily loaded page to grow tall enough. */
const RESTORE_FRAMES = 60;

/**
 * Scrolling as on a multi-page site: a new page starts at the top (or at its #anchor when that is
 * already on screen; pages that load their content later scroll to it themselves), Back, Forward
 * and reload return to where the visitor was, and a change of only the query or the hash (a filter,
 * a table-of-contents jump) leaves the scroll alone.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousEntry = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => {
      const entry = previousEntry.current;
      if (entry) positions[entry.key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  // A layout effect, so the scroll events the new page causes are recorded under its own key.
  useLayoutEffect(() => {
    const previous = previousEntry.current;
    if (previous?.key === location.key) return; // the same history entry (strict mode runs effects twice)
    previousEntry.current = { key: location.key, pathname: location.pathname };
    const saved = positions[location.key];
    if (previous === null) {
      // The document's own page, which the server rendered complete: the browser has already put
      // a fresh visit at the top or at its #anchor, and the visitor may have scrolled since the
      // page showed. Only a reload or Back still at the top returns to where the visitor was.
      if (documentWasRevisited() && saved !== undefined && window.scrollY === 0) scrollWhenReady(saved);
      return;
    }
    // A fresh visit starts at the top even if this tab was here before; Back and Forward return.
    if (navigationType === 'POP' && saved !== undefined) {
      scrollWhenReady(saved);
      return;
    }
    if (previous.pathname === location.pathname) return;
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

function documentWasRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function anchorOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape names no element
  }
}

/** Scroll positions by history entry, kept for the tab's session so that a reload can return too. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be full or disabled; losing the positions only loses the convenience.
  }
}

/** Scrolls to `top` once the page is tall enough, giving up when the visitor acts first. */
function scrollWhenReady(top: number) {
  const giveUpOn = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'popstate'] as const;
  let frame = 0;
  let frames = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of giveUpOn) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    frames += 1;
    if (Math.abs(window.scrollY - top) < 1 || frames >= RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of giveUpOn) window.addEventListener(type, stop, { passive: true });
  attempt();
}
