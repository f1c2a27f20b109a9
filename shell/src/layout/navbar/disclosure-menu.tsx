import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from '@shared/platform/router';
import { useOutsideDismiss } from './use-dismiss';
import styles from './navbar.module.css';

/**
 * A navigation disclosure: a `<details>` whose summary shows and hides a list of links. It opens
 * natively, before the page has hydrated and without JavaScript; the browser reports it expanded or
 * collapsed, and `group` (the `name` attribute) keeps one open at a time among its siblings. With
 * JavaScript, Escape closes the innermost open list and returns focus to its summary, a click
 * outside closes it, and following one of its links closes it too.
 */
export function DisclosureMenu(props: { label: string; group: string; children: ReactNode; nested?: boolean }) {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  // Mirrors the element, which is the truth: it may have been opened before hydration.
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (details.current) details.current.open = false;
  }, []);
  useOutsideDismiss(rootRef, open, close);
  useCloseOnNavigation(pathname, close);
  useEffect(() => setOpen(details.current?.open ?? false), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    // Handled: neither an outer list nor the phone's menu panel closes with it.
    event.preventDefault();
    event.stopPropagation();
    close();
    summary.current?.focus();
  };
  return (
    // Escape is caught here, on the way up from the focused summary or link, so the innermost list closes first.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li ref={rootRef} className={props.nested ? styles.nestedItem : styles.menuItem} onKeyDown={onKeyDown}>
      <details
        ref={details}
        name={props.group}
        className={styles.disclosure}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary ref={summary} className={props.nested ? styles.nestedToggle : styles.menuToggle}>
          {props.label}
          <span className={styles.caret} aria-hidden="true" />
        </summary>
        <ul className={props.nested ? styles.nestedList : styles.dropdown}>{props.children}</ul>
      </details>
    </li>
  );
}

/** Calls `close` when the page changes (not when the component first mounts). */
export function useCloseOnNavigation(pathname: string, close: () => void) {
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname, close]);
}
