import { Suspense } from 'react';
import { getSectionLoader, RemoteBoundary, SectionWidget } from '@shared/platform/core';
import { QUOTE_BLOCK } from '../../../content/home';
import layout from '../../../lib/layout.module.css';
import { useInView } from '../../../lib/use-in-view';
import styles from './instant-quote-block.module.css';

/**
 * The home page's instant price quote, priced like the checkout. The calculator belongs to the checkout
 * section, which exposes it as a widget; it is fetched only when this block scrolls into view,
 * so the first load of the home page asks nothing of the checkout origin. The slot keeps its
 * height while loading, so nothing below it moves.
 */
export function InstantQuoteBlock() {
  const [ref, inView] = useInView<HTMLDivElement>('100px 0px');
  return (
    <section className={layout.section} aria-labelledby="quote-title">
      <div className={`${layout.container} ${styles.layout}`}>
        <div>
          <p className={layout.eyebrow}>No sign-up needed</p>
          <h2 id="quote-title" className={layout.title}>
            {QUOTE_BLOCK.title}
          </h2>
          <p className={layout.muted}>{QUOTE_BLOCK.intro}</p>
          <ul className={styles.points}>
            <li>One price table for every subject</li>
            <li>First-draft option for +5%</li>
            <li>Carry the quote straight into your order</li>
          </ul>
        </div>
        <div ref={ref} className={styles.slot}>
          {inView ? (
            <RemoteBoundary section="checkout" compact onRetry={() => getSectionLoader().reset('checkout')}>
              <Suspense fallback={<QuotePlaceholder busy />}>
                <SectionWidget section="checkout" widget="quote" />
              </Suspense>
            </RemoteBoundary>
          ) : (
            <QuotePlaceholder busy={false} />
          )}
        </div>
      </div>
    </section>
  );
}

function QuotePlaceholder({ busy }: { busy: boolean }) {
  return (
    <div className={styles.placeholder} aria-hidden={busy ? undefined : true}>
      {busy ? (
        <p role="status" className={styles.loading}>
          Loading the price calculator…
        </p>
      ) : null}
      <span className={styles.bar} />
      <span className={styles.bar} />
      <span className={styles.bar} />
      <span className={`${styles.bar} ${styles.short}`} />
    </div>
  );
}
