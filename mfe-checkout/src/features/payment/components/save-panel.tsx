import { MESSAGES } from '../../../content/messages';
import type { SaveStatus } from '../hooks/use-place-order';
import styles from './save-panel.module.css';

/**
 * The summary panel's save status after Pay Later or Proceed Payment: nothing yet, saved, or
 * failed. It sits in a live region that is always in the page, so the change is announced.
 */
export function SavePanel({ status }: { status: SaveStatus }) {
  return (
    <div role="status">
      {status === 'none' ? null : (
        <p className={`${styles.text} ${status === 'success' ? styles.success : styles.error}`}>
          {status === 'success' ? MESSAGES.panelSaved : MESSAGES.panelFailed}
        </p>
      )}
    </div>
  );
}
