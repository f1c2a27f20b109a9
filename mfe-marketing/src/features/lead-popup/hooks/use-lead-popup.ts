import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_OPEN_DELAY_MS, rememberDismissed, wasDismissed } from '../auto-open';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the lead popup is open: it opens by itself 2 s after the home page loads (unless the
 * visitor already closed or used it this session) and whenever Get Quote is pressed.
 */
export function useLeadPopup() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (wasDismissed(sessionStore())) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(true);
    }, AUTO_OPEN_DELAY_MS);
    return cancelTimer;
  }, [cancelTimer]);

  const show = useCallback(() => {
    cancelTimer();
    setOpen(true);
  }, [cancelTimer]);

  const close = useCallback(() => {
    cancelTimer();
    rememberDismissed(sessionStore());
    setOpen(false);
  }, [cancelTimer]);

  return { open, show, close };
}
