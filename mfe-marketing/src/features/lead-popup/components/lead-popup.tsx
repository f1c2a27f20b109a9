import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../lib/modal-dialog';
import { LEAD_SUCCESS_MESSAGE, THANK_YOU_MS } from '../model';
import { LeadForm } from './lead-form';
import styles from './lead-popup.module.css';

/** Phones get a compact sheet at the bottom instead of a modal over the whole screen. */
const PHONE_QUERY = '(max-width: 40rem)';

/**
 * The lead popup: the form, then the thank-you for 3 s, after which the popup hides itself. On a
 * phone it is a non-modal sheet at the bottom, above the cookie banner, which takes the focus only
 * when the visitor asked for it (Get Quote), never when it opened by itself.
 */
export default function LeadPopup({
  onClose,
  openedByItself = false,
}: {
  onClose: () => void;
  openedByItself?: boolean;
}) {
  const titleId = useId();
  // Rendered only in the browser, after it opens, so reading the viewport here cannot mismatch.
  const [sheet] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches);
  const [thanked, setThanked] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!thanked) return;
    thanks.current?.focus();
    const timer = setTimeout(onClose, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      variant={sheet ? 'sheet' : 'modal'}
      focusOnOpen={!(sheet && openedByItself)}
    >
      <h2 id={titleId} className={styles.title}>
        Get a Free Quote
      </h2>
      <div role="status">
        {thanked ? (
          <p ref={thanks} tabIndex={-1} className={styles.thanks}>
            {LEAD_SUCCESS_MESSAGE}
          </p>
        ) : null}
      </div>
      {thanked ? null : (
        <>
          <p className={styles.intro}>
            Share a few details and an academic advisor will get back to you with a price and a plan, usually within the
            hour.
          </p>
          <LeadForm onSuccess={() => setThanked(true)} />
        </>
      )}
    </ModalDialog>
  );
}
