import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@shared/ui';
import { ModalDialog } from '../../../lib/modal-dialog';
import { LEAD_SUCCESS_MESSAGE, THANK_YOU_MS } from '../model';
import { LeadForm } from './lead-form';
import styles from './lead-popup.module.css';

/** Phones get a compact sheet at the bottom instead of a modal over the whole screen. */
const PHONE_QUERY = '(max-width: 40rem)';

/**
 * The lead popup: the form, then the thank-you for 3 s, after which the popup hides itself. On a
 * phone it is a non-modal sheet at the bottom, above the cookie banner, which takes the focus only
 * when the visitor asked for it (Get Quote, or its own button), never when it opened by itself;
 * opened by itself there, it is a compact invitation (at most a third of the screen) whose button
 * opens the form.
 */
export default function LeadPopup({
  onClose,
  openedByItself = false,
  stillToWait = () => 0,
}: {
  onClose: () => void;
  openedByItself?: boolean;
  /** How long the visitor must still be idle: its code arrives a moment after it decided to open. */
  stillToWait?: () => number;
}) {
  const titleId = useId();
  const shown = useShownWhenQuiet(openedByItself ? stillToWait : () => 0);
  // Rendered only in the browser, after it opens, so reading the viewport here cannot mismatch.
  const [sheet] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches);
  const [thanked, setThanked] = useState(false);
  const [invitation, setInvitation] = useState(sheet && openedByItself);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!thanked) return;
    thanks.current?.focus();
    const timer = setTimeout(onClose, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  if (!shown) return null;
  if (invitation) {
    return (
      <ModalDialog key="invitation" labelledBy={titleId} onClose={onClose} variant="sheet" focusOnOpen={false} compact>
        <h2 id={titleId} className={styles.title}>
          Get a Free Quote
        </h2>
        <p className={styles.teaser}>A price and a plan from an academic advisor, usually within the hour.</p>
        <Button size="small" onClick={() => setInvitation(false)}>
          Fill in the form
        </Button>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog key="form" labelledBy={titleId} onClose={onClose} variant={sheet ? 'sheet' : 'modal'}>
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

/**
 * False until the visitor has been idle for a second: the popup that opened by itself does not
 * appear under a tap or a key meant for the page while its code was loading.
 */
function useShownWhenQuiet(stillToWait: () => number): boolean {
  const [shown, setShown] = useState(() => stillToWait() === 0);
  const wait = useRef(stillToWait);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const rest = wait.current();
      if (rest === 0) setShown(true);
      else timer = setTimeout(check, rest);
    };
    timer = setTimeout(check, wait.current());
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
