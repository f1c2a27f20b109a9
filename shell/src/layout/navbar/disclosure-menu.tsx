import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'shared/router';
import { useOutsideDismiss } from './use-dismiss';
import styles from './navbar.module.css';

/**
 * A navigation disclosure: a button that shows and hides a list of links. Site navigation is not
 * an application menu, so this is the disclosure pattern rather than role="menu". Escape closes
 * the innermost open list and returns focus to its button; a click outside closes it too.
 */
export function DisclosureMenu(props: { label: string; children: ReactNode; nested?: boolean }) {
  const { pathname } = useLocation();
  // Open for the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((value: boolean) => setOpenOn(value ? pathname : null), [pathname]);
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOutsideDismiss(rootRef, open, close);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    // Escape is caught here, on the way up from the focused button or link, so the innermost list closes first.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li ref={rootRef} className={props.nested ? styles.nestedItem : styles.menuItem} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={props.nested ? styles.nestedToggle : styles.menuToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {props.label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={id} className={props.nested ? styles.nestedList : styles.dropdown} hidden={!open}>
        {props.children}
      </ul>
    </li>
  );
}
