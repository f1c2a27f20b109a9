/**
 * When the lead popup opens by itself. Kept apart from the form rules (model.ts) so that the home
 * page's first load does not pull in the payload schemas and zod: those load with the popup.
 */
export const AUTO_OPEN_DELAY_MS = 2000;

/** It never opens within this long of the visitor's last tap, key or scroll: that input was meant for the page. */
export const QUIET_BEFORE_OPEN_MS = 1000;

/** The inputs that count as the visitor acting on the page. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * How long to wait still before opening by itself: none when the visitor has been idle for
 * `QUIET_BEFORE_OPEN_MS`, else the rest of that second.
 */
export function quietWait(now: number, lastActivity: number | null): number {
  if (lastActivity === null) return 0;
  return Math.max(0, lastActivity + QUIET_BEFORE_OPEN_MS - now);
}

/**
 * Nor while the visitor is filling in a form on the page (the price calculator, the contact form):
 * not while one of its fields has the focus, nor within this long of the last edit to one.
 */
export const FORM_QUIET_MS = 10_000;
/** How often it looks again while a field keeps the focus. */
export const FOCUS_RECHECK_MS = 1000;

/** The edits that count as filling in a form. */
export const EDIT_EVENTS = ['input', 'change'] as const;

/** Whether the element takes typing or a choice: a field of a form, not a button or a link. */
export function isFormField(element: Element | null): boolean {
  if (!element || !(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'hidden', 'image'].includes(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * How long to wait for the visitor's form: while a field has the focus, another look in a second;
 * else the rest of the 10 s after the last edit (none without one).
 */
export function formWait(now: number, lastEdit: number | null, fieldFocused: boolean): number {
  if (fieldFocused) return FOCUS_RECHECK_MS;
  if (lastEdit === null) return 0;
  return Math.max(0, lastEdit + FORM_QUIET_MS - now);
}

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
