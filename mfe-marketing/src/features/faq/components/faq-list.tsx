import { useId, useState } from 'react';
import type { FaqItem } from '../../../content/home-below-fold';
import { toggleOpen, type DisclosureMode } from '../../../lib/disclosure';
import styles from './faq-list.module.css';

interface Props {
  items: readonly FaqItem[];
  /** 'multiple' for independent items, 'single' for an accordion with at most one open. */
  mode: DisclosureMode;
  headingLevel?: 'h3' | 'h4';
}

/** Questions as buttons that show and hide their answers (APG disclosure / accordion pattern). */
export function FaqList({ items, mode, headingLevel: Heading = 'h3' }: Props) {
  const [open, setOpen] = useState<string[]>([]);
  const base = useId();
  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const id = String(index);
        const isOpen = open.includes(id);
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${isOpen ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, id, mode))}
              >
                <span>{item.question}</span>
                <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M4 10h12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                  {isOpen ? null : <path d="M10 4v12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />}
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!isOpen}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
