import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ACTIVITY_EVENTS,
  AUTO_OPEN_DELAY_MS,
  EDIT_EVENTS,
  formWait,
  isFormField,
  quietWait,
  rememberDismissed,
  wasDismissed,
} from '../auto-open';

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
 * last tap, key or scroll, so it never takes an input meant for the page, and never while they fill
 * in a form (a field has the focus, or one was edited in the last 10 s); and whenever Get Quote is
 * pressed. `byItself` says which, so that opening by itself does not take the keyboard focus.
 */
export function useLeadPopup() {
  const [open, setOpen] = useState(false);
  const [byItself, setByItself] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastActivity = useRef<number | null>(null);
  const lastEdit = useRef<number | null>(null);

  // Idle for a second, and not filling in a form: the longer of the two waits.
  const waitFor = useCallback(
    (now: number) =>
      Math.max(
        quietWait(now, lastActivity.current),
        formWait(now, lastEdit.current, isFormField(document.activeElement)),
      ),
    [],
  );

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    // Watched while the page is up: the popup checks again when its code has arrived.
    const onActivity = () => (lastActivity.current = performance.now());
    const onEdit = () => (lastEdit.current = performance.now());
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    for (const type of EDIT_EVENTS) window.addEventListener(type, onEdit, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      for (const type of EDIT_EVENTS) window.removeEventListener(type, onEdit, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (wasDismissed(sessionStore())) return;
    const openWhenQuiet = () => {
      const wait = waitFor(performance.now());
      if (wait > 0) {
        timer.current = setTimeout(openWhenQuiet, wait);
        return;
      }
      timer.current = null;
      setByItself(true);
      setOpen(true);
    };
    timer.current = setTimeout(openWhenQuiet, AUTO_OPEN_DELAY_MS);
    return cancelTimer;
  }, [cancelTimer, waitFor]);

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

  /** How long the visitor must still be idle before the popup may show itself (0: now). */
  const stillToWait = useCallback(() => waitFor(performance.now()), [waitFor]);

  return { open, byItself, show, close, stillToWait };
}
