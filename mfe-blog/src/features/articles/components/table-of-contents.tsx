import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { TOC_TITLE } from '../../../content/article-chrome';
import type { TocEntry } from '../model';
import styles from './table-of-contents.module.css';

interface Props {
  entries: readonly TocEntry[];
  activeId: string | null;
  onNavigate: (id: string) => void;
}

/**
 * The article's table of contents: a sticky column on wide screens, a collapsible bar on narrow
 * ones. The section being read is marked with `aria-current`.
 */
export function TableOfContents({ entries, activeId, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const active = entries.find((entry) => entry.id === activeId);

  // Keep the highlighted entry visible inside the column when the list is taller than the screen.
  // Only the list's own scroll position moves; the page's scroll is never touched.
  useEffect(() => {
    const list = listRef.current;
    const link = list
      ? Array.from(list.querySelectorAll<HTMLElement>('[data-toc-id]')).find((el) => el.dataset.tocId === activeId)
      : undefined;
    if (!list || !link || list.scrollHeight <= list.clientHeight) return;
    const top = link.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + link.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [activeId]);

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Close the list (narrow screens) before jumping: its height would otherwise leave the page
    // while a smooth scroll is heading for a spot measured with it, and the scroll overshoots.
    flushSync(() => setOpen(false));
    onNavigate(id);
  };

  // Escape closes the open list (narrow screens) and returns focus to its toggle.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav className={styles.toc} aria-label="Table of contents">
      <p className={styles.title} aria-hidden="true">
        {TOC_TITLE}
      </p>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.toggleTitle}>{TOC_TITLE}</span>
        {active ? <span className={styles.toggleCurrent}>{active.label}</span> : null}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ol ref={listRef} id={listId} className={`${styles.list} ${open ? styles.open : ''}`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              data-toc-id={entry.id}
              className={styles.link}
              aria-current={entry.id === activeId ? 'location' : undefined}
              onClick={(event) => follow(event, entry.id)}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
