import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './modal-dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes when the dialog opens; the dialog itself when omitted. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /**
   * 'sheet': a compact, non-modal panel at the bottom of a phone's screen that leaves the page
   * usable (no backdrop, Tab may leave it); focus moves in only when `focusOnOpen`.
   */
  variant?: 'modal' | 'sheet';
  focusOnOpen?: boolean;
  /** A sheet that asks little of the screen: at most a third of its height. */
  compact?: boolean;
}

/**
 * A modal dialog: focus moves in when it opens and stays inside while it is open, Escape and the
 * close button close it, and focus goes back to where it was before. Neither it nor its backdrop
 * ever covers the cookie banner (`--cookie-banner-height`), which stays usable.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  children,
  initialFocus,
  closeLabel = 'Close',
  variant = 'modal',
  focusOnOpen = true,
  compact = false,
}: Props) {
  const modal = variant === 'modal';
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!focusOnOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialog.current)?.focus();
    return () => {
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
    // Runs once per opening: the dialog mounts when it opens and unmounts when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current || !modal) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[aria-hidden="true"]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={modal ? styles.backdrop : styles.sheet}
      onPointerDown={(event) => {
        if (modal && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* The dialog owns Escape and Tab for everything inside it (APG modal dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal={modal}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={compact ? `${styles.dialog} ${styles.compact}` : styles.dialog}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}
