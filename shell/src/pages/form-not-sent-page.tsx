import { buttonClass } from '@shared/ui';
import styles from './status-page.module.css';

export const FORM_NOT_SENT_TITLE = 'This form could not be sent';

export const FORM_NOT_SENT_TEXT =
  'Nothing on this site answers that form any more: the page it came from may be out of date. Nothing was sent. Open the page again and send the form from there.';

/** When the section whose form it is threw, hung or was down while it checked the form (ADR 031). */
export const FORM_SECTION_DOWN_TEXT =
  'The part of the site this form belongs to did not answer in time. Nothing was sent. Open the page again and send the form in a moment.';

/**
 * The answer to a native post that nothing answers (a form of a page from an older release, or a
 * section's form the shell has no handler for): it says so, instead of sending the visitor back
 * to the page as if the form had been sent; or whose section could not check it (`text` says so).
 * `pageHref` is the page the form was posted from.
 */
export function FormNotSentPage({ pageHref, text = FORM_NOT_SENT_TEXT }: { pageHref: string; text?: string }) {
  return (
    <main className={styles.page}>
      <title>{FORM_NOT_SENT_TITLE}</title>
      <h1>{FORM_NOT_SENT_TITLE}</h1>
      <p>{text}</p>
      <div className={styles.actions}>
        {/* A link, not a button: the server sends this page without any script. */}
        <a className={buttonClass()} href={pageHref}>
          Open the page again
        </a>
      </div>
    </main>
  );
}
