import { useId, type ReactNode } from 'react';
import { FIRST_DRAFT_PERCENT, formatInr, PROCESSING_FEE_PERCENT, type PriceBreakdown } from 'shared/pricing';
import type { DetailsSlice } from '../model';
import styles from './summary.module.css';

export function formatDeadline(date: string): string {
  if (!date) return 'Not chosen';
  const parsed = new Date(`${date}T00:00:00`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}

function Row({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className={className}>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * The summary panel beside each step: what is chosen so far and, once the subject and word count
 * are known, the price from the shared price function.
 */
export function OrderSummary({
  details,
  price,
  words,
  showCharges = false,
  children,
}: {
  details: DetailsSlice;
  price: PriceBreakdown | null;
  words?: number | null;
  /** The specialist step shows subtotal, discount, fee and total. */
  showCharges?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Order summary
      </h2>
      <dl className={styles.list}>
        <Row term="Assignment type">{details.assignmentType || 'Not chosen'}</Row>
        <Row term="Subject">{details.subject || 'Not chosen'}</Row>
        <Row term="Due date">{formatDeadline(details.deadline)}</Row>
        <Row term="First draft">{details.firstDraft ? `Yes (+${FIRST_DRAFT_PERCENT}%)` : 'No'}</Row>
        {price ? <Row term="Price per word">{formatInr(price.pricePerWord)}</Row> : null}
        {words ? (
          <Row term="Words">
            {words.toLocaleString('en-IN')} ({price?.pages ?? 0} {price?.pages === 1 ? 'page' : 'pages'})
          </Row>
        ) : null}
        {price && !showCharges ? (
          <Row term="Task price" className={styles.total}>
            {formatInr(price.base)}
          </Row>
        ) : null}
        {price && showCharges ? (
          <>
            <Row term="Task price">{formatInr(price.base)}</Row>
            <Row term="Specialist level">×{price.specialistMultiplier}</Row>
            <Row term="Subtotal">{formatInr(price.subtotal)}</Row>
            <Row term={price.coupon ? `Discount (${price.coupon.code})` : 'Discount'} className={styles.discount}>
              {price.discount > 0 ? `−${formatInr(price.discount)}` : formatInr(0)}
            </Row>
            <Row term={`Processing fee (${PROCESSING_FEE_PERCENT}%)`}>{formatInr(price.processingFee)}</Row>
            <Row term="Total" className={styles.total}>
              {formatInr(price.total)}
            </Row>
          </>
        ) : null}
      </dl>
      {!price ? <p className={styles.empty}>The price appears once the subject and word count are known.</p> : null}
      {children}
    </section>
  );
}
