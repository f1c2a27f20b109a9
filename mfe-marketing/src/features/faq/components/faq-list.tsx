import { useId } from 'react';
import { faqPageJsonLd } from '@shared/domain/seo';
import { JsonLd } from '@shared/ui/json-ld';
import type { FaqItem } from '../../../content/home-below-fold';
import type { DisclosureMode } from '../../../lib/disclosure';
import styles from './faq-list.module.css';

interface Props {
  items: readonly FaqItem[];
  /** 'multiple' for independent items, 'single' for an accordion with at most one open. */
  mode: DisclosureMode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * Questions that show and hide their answers: native `<details>`, so they open before the page
 * has hydrated and without JavaScript, and the browser reports each expanded or collapsed. In
 * 'single' mode the items share a `name`, which keeps at most one open (an exclusive accordion).
 * The list is its page's FAQ, so it also gives crawlers the page's schema.org `FAQPage`.
 */
export function FaqList({ items, mode, headingLevel: Heading = 'h3' }: Props) {
  const base = useId();
  const structuredData = faqPageJsonLd(items);
  return (
    <div className={styles.list}>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      {items.map((item, index) => {
        const questionId = `${base}-q${index}`;
        return (
          <details key={item.question} className={styles.item} name={mode === 'single' ? base : undefined}>
            <summary className={styles.question}>
              <Heading id={questionId} className={styles.heading}>
                {item.question}
              </Heading>
              <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10h12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                <path
                  className={styles.plus}
                  d="M10 4v12"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <div role="region" aria-labelledby={questionId} className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
