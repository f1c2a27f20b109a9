import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@shared/platform/router';
import { scrollToElement } from '../../../lib/reduced-motion';
import { activeSectionId, idFromHash, keepsJumpTarget } from '../model';

export interface SectionNavigation {
  /** The section being read, for the table of contents' highlight. */
  activeId: string | null;
  /** Scrolls to a section (smoothly unless reduced motion is preferred), focuses its heading and records the hash. */
  goToSection: (id: string) => void;
}

/** Lets in-text `#anchor` links use the same navigation as the table of contents. */
export const SectionNavigationContext = createContext<SectionNavigation | null>(null);

export function useSectionNavigationContext(): SectionNavigation | null {
  return useContext(SectionNavigationContext);
}

/** Where a heading counts as "being read": 30% down the viewport, but never above the fixed navbar. */
function readingLine(): number {
  return Math.max(140, window.innerHeight * 0.3);
}

/** A jump's scroll has finished once no scroll event has arrived for this long. */
const SETTLE_MS = 200;
/** The longest a jump's scroll is waited for. */
const MAX_JUMP_MS = 3000;

interface JumpTarget {
  id: string;
  /** False while the jump's own scroll is still running: the highlight does not follow it. */
  settled: boolean;
  timer: number;
  startedAt: number;
}

function isOnScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * Section navigation for an article whose headings carry `ids`: follows the scroll position to
 * highlight the section being read, scrolls to the location's hash once the content is in the page
 * (the remote renders after the shell, so the browser's own fragment scroll finds nothing), and
 * scrolls to a section on request.
 */
export function useSectionNavigation(ids: readonly string[]): SectionNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const [activeId, setActiveId] = useState<string | null>(ids[0] ?? null);
  // The hash this page has already scrolled to, so that recording a hash does not scroll twice.
  const handledHash = useRef<string | null>(null);
  // The section last jumped to: it keeps the highlight through the jump's smooth scroll (instead of
  // the highlight running through every section on the way) and afterwards while it is in view.
  const jumpTarget = useRef<JumpTarget | null>(null);
  // Re-reads the scroll position; set by the scroll-tracking effect.
  const refresh = useRef<() => void>(() => undefined);

  const settleLater = useCallback(() => {
    const target = jumpTarget.current;
    if (!target || target.settled) return;
    window.clearTimeout(target.timer);
    const settle = () => {
      // A busy machine can pause a smooth scroll for longer than SETTLE_MS: until its heading has
      // arrived on screen (or MAX_JUMP_MS passed) the jump is still on its way.
      const element = document.getElementById(target.id);
      if (element && !isOnScreen(element) && performance.now() - target.startedAt < MAX_JUMP_MS) {
        target.timer = window.setTimeout(settle, SETTLE_MS);
        return;
      }
      target.settled = true;
      refresh.current();
    };
    target.timer = window.setTimeout(settle, SETTLE_MS);
  }, []);

  const markJump = useCallback(
    (id: string) => {
      if (jumpTarget.current) window.clearTimeout(jumpTarget.current.timer);
      jumpTarget.current = { id, settled: false, timer: 0, startedAt: performance.now() };
      setActiveId(id);
      settleLater();
    },
    [settleLater],
  );

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const target = jumpTarget.current;
      if (target && !target.settled) return;
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2 && window.scrollY > 0;
      const next = activeSectionId(headings, readingLine(), atBottom);
      if (target) {
        const element = document.getElementById(target.id);
        if (keepsJumpTarget(ids, target.id, next, element !== null && isOnScreen(element))) return;
        jumpTarget.current = null;
      }
      if (next) setActiveId(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScroll = () => {
      settleLater();
      schedule();
    };
    refresh.current = schedule;
    schedule();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      refresh.current = () => undefined;
    };
  }, [ids, settleLater]);

  useEffect(
    () => () => {
      if (jumpTarget.current) window.clearTimeout(jumpTarget.current.timer);
    },
    [],
  );

  useEffect(() => {
    const id = idFromHash(location.hash);
    if (!id || id === handledHash.current || !ids.includes(id)) return;
    // One frame later the page has laid out; the hash is marked handled only once the scroll ran,
    // so a cancelled first run (React's strict-mode double effect) still scrolls on the second.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      if (!element) return;
      handledHash.current = id;
      markJump(id);
      scrollToElement(element, 'instant');
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, ids, markJump]);

  const goToSection = useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (!element) return;
      handledHash.current = id;
      markJump(id);
      scrollToElement(element, 'smooth');
      if (element instanceof HTMLElement) element.focus({ preventScroll: true });
      void navigate({ hash: id }, { replace: true, preventScrollReset: true });
    },
    [navigate, markJump],
  );

  return { activeId, goToSection };
}
