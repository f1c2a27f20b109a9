import { useId, type ReactNode } from 'react';
import {
  describeChoice,
  FIRST_DRAFT_PERCENT,
  formatInr,
  PROCESSING_FEE_PERCENT,
  specialistLevelOf,
} from '@shared/domain/pricing';
import { type PriceBreakdown, type SpecialistLevelId } from '@shared/contracts';
import { formatLongDate, formatNumber } from '@shared/domain/format';
import { END_OF_DAY, formatDateTimeIn, zonedToUtc } from '@shared/domain/time';
import { useTimeZone } from '@shared/platform/core';
import { LocalPrice } from '../../currency';
import type { DetailsSlice } from '../model';
import styles from './summary.module.css';

export function formatDeadline(date: string): string {
  if (!date) return 'Not chosen';
  return formatLongDate(date);
}

/**
 * When the work is due, in `timeZone` with its label: the moment the order names (`dueAt`), or the
 * date and time chosen so far in the zone they were chosen in (the end of the day by default).
 */
export function formatDue(
  due: { deadline: string; deadlineTime?: string; timeZone?: string; dueAt?: string | null },
  timeZone: string,
): string {
  if (due.dueAt) return formatDateTimeIn(due.dueAt, timeZone);
  if (!due.deadline) return 'Not chosen';
  const at = zonedToUtc(due.deadline, due.deadlineTime || END_OF_DAY, due.timeZone || timeZone);
  return formatDateTimeIn(at, timeZone);
}

function Row({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className={className}>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

const TOTAL_TERM = `Total (with the ${PROCESSING_FEE_PERCENT}% fee)`;

/**
 * The summary panel beside each step: what is chosen so far and, once the subject and word count
 * are known, the total with the processing fee, in INR and about that in the visitor's currency.
 * The last step breaks the price down.
 */
export function OrderSummary({
  details,
  price,
  words,
  level,
  showCharges = false,
  children,
}: {
  details: DetailsSlice;
  price: PriceBreakdown | null;
  words?: number | null;
  level: SpecialistLevelId;
  /** The specialist step shows task price, subtotal, discount and fee too. */
  showCharges?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const timeZone = useTimeZone();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Order summary
      </h2>
      <dl className={styles.list}>
        <Row term="Assignment type">
          {details.assignmentType ? describeChoice(details.assignmentType, details.assignmentTypeOther) : 'Not chosen'}
        </Row>
        <Row term="Subject">
          {details.subject ? describeChoice(details.subject, details.subjectOther) : 'Not chosen'}
        </Row>
        <Row term="Due date">{formatDue(details, timeZone)}</Row>
        <Row term="First draft">{details.firstDraft ? `Yes (+${FIRST_DRAFT_PERCENT}%)` : 'No'}</Row>
        {price ? <Row term="Price per word">{formatInr(price.pricePerWord)}</Row> : null}
        {words ? (
          <Row term="Words">
            {formatNumber(words, { grouping: 'indian' })} ({price?.pages ?? 0} {price?.pages === 1 ? 'page' : 'pages'})
          </Row>
        ) : null}
        <Row term="Specialist level">
          {specialistLevelOf(level).label} (×{specialistLevelOf(level).tenths / 10})
        </Row>
        {price && showCharges ? (
          <>
            <Row term="Task price">{formatInr(price.base)}</Row>
            <Row term="Subtotal">{formatInr(price.subtotal)}</Row>
            <Row term={price.coupon ? `Discount (${price.coupon.code})` : 'Discount'} className={styles.discount}>
              {price.discount > 0 ? `−${formatInr(price.discount)}` : formatInr(0)}
            </Row>
            <Row term={`Processing fee (${PROCESSING_FEE_PERCENT}%)`}>{formatInr(price.processingFee)}</Row>
          </>
        ) : null}
        {price ? (
          <Row term={showCharges ? 'Total' : TOTAL_TERM} className={styles.total}>
            {formatInr(price.total)}
          </Row>
        ) : null}
      </dl>
      {price ? <LocalPrice inr={price.total} picker /> : null}
      {!price ? <p className={styles.empty}>The price appears once the subject and word count are known.</p> : null}
      {children}
    </section>
  );
}

/**
 * The price so far, in one short bar above each step on a phone (where the summary panel sits
 * below the form): what is chosen and the total with the fee. It keeps its height whatever it
 * holds, so the server renders what a new visitor sees, and the browser fills in a returning
 * visitor's price without moving the form.
 */
export function CompactSummary({
  details,
  price,
  words,
  pending = false,
  always = false,
}: {
  details: DetailsSlice;
  price: PriceBreakdown | null;
  words: number | null;
  /**
   * The wizard's stored data is not read yet (server render, hydration): it says what a new
   * visitor sees.
   */
  pending?: boolean;
  /** Also on wide screens (a step without the summary panel beside it). */
  always?: boolean;
}) {
  const what = [
    details.assignmentType ? describeChoice(details.assignmentType, details.assignmentTypeOther) : null,
    details.subject ? describeChoice(details.subject, details.subjectOther) : null,
    words ? `${formatNumber(words, { grouping: 'indian' })} words` : null,
  ].filter(Boolean);
  return (
    <section
      className={`${styles.compact} ${always ? styles.compactAlways : ''}`}
      aria-label="Price so far"
      aria-busy={pending || undefined}
    >
      {!pending && price ? (
        <>
          <p className={styles.compactWhat}>{what.join(' · ')}</p>
          <p className={styles.compactTotal}>
            <strong>{formatInr(price.total)}</strong> with the {PROCESSING_FEE_PERCENT}% fee
          </p>
          <LocalPrice inr={price.total} />
        </>
      ) : (
        <p className={styles.compactEmpty}>Your price appears here once the subject and word count are known.</p>
      )}
    </section>
  );
}
