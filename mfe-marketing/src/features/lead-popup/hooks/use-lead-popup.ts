import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, AUTO_OPEN_DELAY_MS, quietWait, rememberDismissed, wasDismissed } from '../auto-open';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the lead popup is open: it opens by itself 2 s after the home page loads (unless the
 * visitor already closed or used it this session), though never within a second of the visitor's
 * last tap, key or scroll, so it never takes an input meant for the page; and whenever Get Quote is
 * pressed. `byItself` says which, so that opening by itself does not take the keyboard focus.
 */
export function useLeadPopup() {
  const [open, setOpen] = useState(false);
  const [byItself, setByItself] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopWatching = useRef(() => {});

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    stopWatching.current();
  }, []);

  useEffect(() => {
    if (wasDismissed(sessionStore())) return;
    let lastActivity: number | null = null;
    const onActivity = () => (lastActivity = performance.now());
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    stopWatching.current = () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
    const openWhenQuiet = () => {
      const wait = quietWait(performance.now(), lastActivity);
      if (wait > 0) {
        timer.current = setTimeout(openWhenQuiet, wait);
        return;
      }
      timer.current = null;
      stopWatching.current();
      setByItself(true);
      setOpen(true);
    };
    timer.current = setTimeout(openWhenQuiet, AUTO_OPEN_DELAY_MS);
    return cancelTimer;
  }, [cancelTimer]);

  const show = useCallback(() => {
    cancelTimer();
    setByItself(false);
    setOpen(true);
  }, [cancelTimer]);

  const close = useCallback(() => {
    cancelTimer();
    rememberDismissed(sessionStore());
    setOpen(false);
  }, [cancelTimer]);

  return { open, byItself, show, close };
}
