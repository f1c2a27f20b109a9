/**
 * When the lead popup opens by itself. Kept apart from the form rules (model.ts) so that the home
 * page's first load does not pull in the payload schemas and zod: those load with the popup.
 */
export const AUTO_OPEN_DELAY_MS = 2000;

/** Session memory so the popup does not reopen on its own after the visitor closed or used it. */
export const DISMISSED_KEY = 'marketing:lead-popup';

export function wasDismissed(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

export function rememberDismissed(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(DISMISSED_KEY, 'dismissed');
  } catch {
    // Storage can be blocked (private mode, cookies off); the popup then simply may reopen.
  }
}
