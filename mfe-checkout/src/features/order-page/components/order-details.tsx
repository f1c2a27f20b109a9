import { useId, type ReactNode } from 'react';
import type { OrderView } from '@shared/contracts';
import { describeChoice, formatInr, PROCESSING_FEE_PERCENT } from '@shared/domain/pricing';
import { VisuallyHidden } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { contactBy, formatDateTimeIn } from '@shared/domain/time';
import { useTimeZone } from '@shared/platform/core';
import { LocalPrice } from '../../currency';
import { formatDeadline, formatDue } from '../../order-wizard';
import { progressOf, STATUS_TEXT, totalLabel, whatHappensNext } from '../model';
import styles from './order-details.module.css';

function Row({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className={className}>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * An order as its page shows it: where it stands and what happens next, what was ordered, and the
 * price as the server computed it. Times are written in the visitor's zone with its label: the
 * server renders in the zone it knows, and the browser takes its own once hydrated.
 */
export function OrderDetails({ order, payment }: { order: OrderView; payment: ReactNode }) {
  const timeZone = useTimeZone();
  const statusId = useId();
  const detailsId = useId();
  const priceId = useId();
  const status = STATUS_TEXT[order.status];
  const progress = progressOf(order);
  const { price } = order;
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={statusId}>
        <h2 id={statusId} className={styles.heading}>
          Status: <span className={styles[`status-${order.status}`]}>{status.label}</span>
        </h2>
        {progress.length > 0 ? (
          <ol className={styles.progress} aria-label="Progress">
            {progress.map((step) => (
              <li
                key={step.id}
                className={styles[step.state]}
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                {step.label}
                {step.state === 'done' ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </li>
            ))}
          </ol>
        ) : null}
        <p className={styles.next}>{whatHappensNext(order)}</p>
        {order.status === 'received' || order.status === 'paid' ? (
          <p className={styles.next}>
            We contact you by{' '}
            <time dateTime={contactBy(order.placedAt, order.dueAt)}>
              {formatDateTimeIn(contactBy(order.placedAt, order.dueAt), timeZone)}
            </time>{' '}
            to confirm the details.
          </p>
        ) : null}
        <p className={styles.due}>
          Due by{' '}
          <strong>
            {order.dueAt ? (
              <time dateTime={order.dueAt}>{formatDue(order, timeZone)}</time>
            ) : (
              formatDeadline(order.deadline)
            )}
          </strong>
        </p>
        {payment}
      </section>

      <section className={styles.card} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.heading}>
          What you ordered
        </h2>
        <dl className={styles.list}>
          <Row term="Assignment type">{describeChoice(order.assignmentType, order.assignmentTypeOther)}</Row>
          <Row term="Subject">{describeChoice(order.subject, order.subjectOther)}</Row>
          <Row term="Words">
            {formatNumber(order.wordCount, { grouping: 'indian' })} ({order.pages}{' '}
            {order.pages === 1 ? 'page' : 'pages'})
          </Row>
          <Row term="First draft">{order.firstDraft ? 'Yes (+5%)' : 'No'}</Row>
          <Row term="Specialist level">{order.academicLevel}</Row>
          <Row term="Placed on">
            <time dateTime={order.placedAt}>{formatDateTimeIn(order.placedAt, timeZone)}</time>
          </Row>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby={priceId}>
        <h2 id={priceId} className={styles.heading}>
          Price
        </h2>
        <dl className={styles.list}>
          <Row term="Price per word">{formatInr(price.pricePerWord)}</Row>
          <Row term="Task price">{formatInr(price.base)}</Row>
          <Row term="Specialist level">×{price.specialistMultiplier}</Row>
          <Row term="Subtotal">{formatInr(price.subtotal)}</Row>
          <Row term={price.coupon ? `Discount (${price.coupon.code})` : 'Discount'}>
            {price.discount > 0 ? `−${formatInr(price.discount)}` : formatInr(0)}
          </Row>
          <Row term={`Processing fee (${PROCESSING_FEE_PERCENT}%)`}>{formatInr(price.processingFee)}</Row>
          <Row term={totalLabel(order)} className={styles.total}>
            {formatInr(price.total)}
          </Row>
        </dl>
        <LocalPrice inr={price.total} picker />
      </section>
    </div>
  );
}
