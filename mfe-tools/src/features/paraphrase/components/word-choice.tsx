import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { ParaphraseSegment } from '@shared/contracts';
import { choicesFor, isReverted } from '../model';
import styles from './paraphraser.module.css';

/**
 * A changed word in the output: a button that opens a small listbox of the words that fit there,
 * the original first. Arrow keys, Home and End move, Enter or Space picks, Escape closes, and
 * focus goes back to the word.
 */
export function WordChoice({
  segment,
  open,
  onOpen,
  onClose,
  onChoose,
}: {
  segment: ParaphraseSegment;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (value: string) => void;
}) {
  const listId = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const reverted = isReverted(segment);
  const original = segment.original ?? segment.text;

  const refocus = useRef(false);

  const close = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    onClose();
  };

  // After the list closes (and a pick may have re-rendered the word), focus goes back to the word.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open, segment.text]);

  const word = (
    <button
      ref={button}
      type="button"
      className={reverted ? styles.wordReverted : styles.word}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-label={
        reverted
          ? `${segment.text} (your original word): choose another word`
          : `${segment.text} (changed from “${original}”): choose another word`
      }
      onClick={() => (open ? close(true) : onOpen())}
      onKeyDown={(event) => {
        if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {segment.text}
    </button>
  );

  return (
    <span ref={anchor} className={styles.anchor}>
      {reverted ? word : <mark className={styles.changed}>{word}</mark>}
      {open ? (
        <ChoiceList
          id={listId}
          segment={segment}
          anchor={anchor}
          onPick={(value) => {
            onChoose(value);
            close(true);
          }}
          onDismiss={close}
        />
      ) : null}
    </span>
  );
}

function ChoiceList({
  id,
  segment,
  anchor,
  onPick,
  onDismiss,
}: {
  id: string;
  segment: ParaphraseSegment;
  anchor: RefObject<HTMLSpanElement | null>;
  onPick: (value: string) => void;
  onDismiss: (returnFocus: boolean) => void;
}) {
  const choices = choicesFor(segment);
  const current = Math.max(
    0,
    choices.findIndex((choice) => choice === segment.text),
  );
  const [active, setActive] = useState(current);
  const [alignEnd, setAlignEnd] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => list.current?.focus(), []);

  // Open towards the left when the word sits near the right edge of a narrow screen.
  useLayoutEffect(() => {
    const rect = list.current?.getBoundingClientRect();
    if (rect && rect.right > document.documentElement.clientWidth - 8) setAlignEnd(true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const choice = choices[active];
      if (choice !== undefined) onPick(choice);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDismiss(true);
    }
  };

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
    const choice = option ? choices[Number(option.dataset.index)] : undefined;
    if (choice !== undefined) onPick(choice);
  };

  return (
    <ul
      ref={list}
      id={id}
      role="listbox"
      tabIndex={-1}
      aria-label={`Words for “${segment.original ?? segment.text}”`}
      aria-activedescendant={optionId(active)}
      className={`${styles.popover} ${alignEnd ? styles.popoverEnd : ''}`}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // Focus leaving the list (Tab, or a click elsewhere) closes it; the word's own button toggles it.
      onBlur={(event) => {
        if (!anchor.current?.contains(event.relatedTarget as Node | null)) onDismiss(false);
      }}
    >
      {choices.map((choice, index) => {
        const selected = choice === segment.text;
        return (
          <li
            key={choice}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            data-index={index}
            className={`${styles.option} ${index === active ? styles.optionActive : ''}`}
            onMouseEnter={() => setActive(index)}
          >
            <span className={styles.check} aria-hidden="true">
              {selected ? '✓' : ''}
            </span>
            {choice}
            {index === 0 ? <span className={styles.originalTag}> (original)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
