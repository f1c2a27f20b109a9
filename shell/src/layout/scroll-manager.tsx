import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from '@shared/platform/router';
import { onPageShown, pageIsLoading } from './page-loading';

const STORAGE_KEY = 'site:scroll-positions';
/** About a second of frames: long enough for a page that grows after it shows to grow tall enough. */
const RESTORE_FRAMES = 60;

/** Where a page is shown: at its top, at the element its #hash names, or where the visitor left it. */
type Position = { kind: 'top' } | { kind: 'anchor'; hash: string } | { kind: 'restore'; top: number };

/**
 * The position of a page, as on a multi-page site (docs/product-rules.md, "Scroll position"):
 *
 * - A client navigation to another page opens it at its top, or at the element its #hash names
 *   (pages that render that element later scroll to it themselves).
 * - Back and Forward, and a reload, return to where the visitor left the page.
 * - A change of only the query or the hash (a filter, a table-of-contents jump) leaves the scroll alone.
 * - The position is the page's, not its loading placeholder's: while a section's code loads, the
 *   placeholder stands in for the page, and whatever the visitor scrolls on it is not carried to
 *   the page. The position is applied again when the page replaces the placeholder.
 * - A scroll the visitor makes on the page after it showed is never undone: the position is
 *   applied once per history entry, and a restore still waiting for the page to grow gives up at
 *   the visitor's first wheel, touch, pointer or key.
 * - The document the server rendered is the browser's: it has put a fresh visit at its top or
 *   #anchor, and the visitor may have scrolled since (before hydration too), which is never undone.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<{ key: string; pathname: string } | null>(null);
  /** The position of the current entry, waiting for its page to replace the loading placeholder. */
  const pending = useRef<{ key: string; position: Position } | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => {
      const entry = current.current;
      // A scroll on the loading placeholder is not a position on the page.
      if (entry && !pageIsLoading()) positions[entry.key] = window.scrollY;
    };
    const stopShown = onPageShown(() =>
      // The placeholder leaves in the middle of React's commit: place the page once the commit is
      // done and the page is in the document, still before the browser paints.
      queueMicrotask(() => {
        const waiting = pending.current;
        if (!waiting || waiting.key !== current.current?.key || pageIsLoading()) return;
        pending.current = null;
        show(waiting.position);
      }),
    );
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      stopShown();
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  // A layout effect, so the scroll events the new page causes are recorded under its own key. It
  // runs after the page's own layout effects, so the page's placeholder (if any) has registered.
  useLayoutEffect(() => {
    const previous = current.current;
    if (previous?.key === location.key) return; // the same history entry (strict mode runs effects twice)
    current.current = { key: location.key, pathname: location.pathname };
    stopRestoring();
    const loading = pageIsLoading();
    const position = positionFor(location, previous?.pathname ?? null, navigationType, loading);
    pending.current = position && loading ? { key: location.key, position } : null;
    if (!position) return;
    // The placeholder is shown from its top; the page gets its position when it replaces it.
    if (loading) jumpTo(0);
    else show(position);
  }, [location, navigationType]);

  return null;
}

/**
 * Where the entry's page goes: null leaves the scroll where it is. `previousPathname` is null for
 * the document's own page (the first render in this document).
 */
function positionFor(
  location: Location,
  previousPathname: string | null,
  navigationType: string,
  loading: boolean,
): Position | null {
  const saved = positions[location.key];
  const fresh: Position = location.hash ? { kind: 'anchor', hash: location.hash } : { kind: 'top' };
  if (previousPathname === null) {
    const revisited = documentWasRevisited() && saved !== undefined;
    // The server sent a placeholder: the page shows after it, where a visit puts it.
    if (loading) return revisited ? { kind: 'restore', top: saved } : fresh;
    // The server rendered the page complete and the browser placed it: only a reload or Back
    // that the browser left at the top still returns to where the visitor was.
    return revisited && window.scrollY === 0 ? { kind: 'restore', top: saved } : null;
  }
  // A fresh visit starts at the top even if this tab was here before; Back and Forward return.
  if (navigationType === 'POP' && saved !== undefined) return { kind: 'restore', top: saved };
  if (previousPathname === location.pathname) return null;
  return fresh;
}

function show(position: Position) {
  if (position.kind === 'restore') {
    scrollWhenReady(position.top);
    return;
  }
  const anchor = position.kind === 'anchor' ? anchorOf(position.hash) : null;
  if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
  else jumpTo(0);
}

/**
 * A page is shown at its place at once, as a browser shows a new document: the site's smooth
 * scrolling (for the visitor's own jumps within a page) would otherwise scroll the new page
 * visibly from where the old one was, and Back would land wherever the animation had got to.
 */
function jumpTo(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
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

/** Stops the restore in progress, if any (another navigation, or the visitor acting). */
let stopRestoring = () => {};

/** Scrolls to `top` once the page is tall enough, giving up when the visitor acts first. */
function scrollWhenReady(top: number) {
  const giveUpOn = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  let frame = 0;
  let frames = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of giveUpOn) window.removeEventListener(type, stop);
    stopRestoring = () => {};
  };
  const attempt = () => {
    jumpTo(top);
    frames += 1;
    if (Math.abs(window.scrollY - top) < 1 || frames >= RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of giveUpOn) window.addEventListener(type, stop, { passive: true });
  stopRestoring = stop;
  attempt();
}
