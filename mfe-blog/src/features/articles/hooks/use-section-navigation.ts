import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToElement } from '../../../lib/reduced-motion';
import { activeSectionId, idFromHash } from '../model';

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

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2 && window.scrollY > 0;
      const next = activeSectionId(headings, readingLine(), atBottom);
      if (next) setActiveId(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);

  useEffect(() => {
    const id = idFromHash(location.hash);
    if (!id || id === handledHash.current || !ids.includes(id)) return;
    // One frame later the page has laid out; the hash is marked handled only once the scroll ran,
    // so a cancelled first run (React's strict-mode double effect) still scrolls on the second.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      if (!element) return;
      handledHash.current = id;
      scrollToElement(element, 'instant');
      setActiveId(id);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, ids]);

  const goToSection = useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (!element) return;
      handledHash.current = id;
      scrollToElement(element, 'smooth');
      if (element instanceof HTMLElement) element.focus({ preventScroll: true });
      setActiveId(id);
      void navigate({ hash: id }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  return { activeId, goToSection };
}
