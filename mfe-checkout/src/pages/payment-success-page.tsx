import { Link, useLocation } from '@shared/platform/router';
import * as z from 'zod/mini';
import { useHydrated, useTimeZone } from '@shared/platform/core';
import { contactBy, formatDateTimeIn } from '@shared/domain/time';
import { orderPagePath, OrderReferenceSchema, OrderTokenSchema } from '@shared/contracts';
import { buttonClass } from '@shared/ui';
import { PAYMENT_SUCCESS } from '../content/messages';
import { RefusedFilesNote } from '../features/order-activity';
import { formatDue } from '../features/order-wizard';
import styles from './payment-success-page.module.css';

/** What the specialist step passes when a payment is verified and the order saved. */
const SuccessStateSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentId: z.string().check(z.minLength(1), z.maxLength(64)),
  message: z.optional(z.string().check(z.maxLength(200))),
  reference: z.nullish(OrderReferenceSchema),
  token: z.nullish(OrderTokenSchema),
  deadline: z.optional(z.string().check(z.maxLength(10))),
  dueAt: z.nullish(z.string().check(z.maxLength(40))),
  placedAt: z.optional(z.string().check(z.maxLength(40))),
  refusedFiles: z._default(
    z
      .array(z.object({ name: z.string().check(z.maxLength(300)), reason: z.string().check(z.maxLength(500)) }))
      .check(z.maxLength(20)),
    [],
  ),
});

/**
 * `/payment-success`: with the navigation state of a paid order, the confirmation (its reference,
 * what happens next and the link to its page); without it, the spec's fallback. The state lives
 * in the browser's history, so the page decides only once hydrated (the server cannot see it).
 */
export default function PaymentSuccessPage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const timeZone = useTimeZone();
  if (!hydrated) return <div className={`${styles.page} ${styles.pending}`} aria-busy="true" />;
  const state = SuccessStateSchema.safeParse(location.state);

  if (!state.success) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{PAYMENT_SUCCESS.missingTitle}</h1>
        <p className={styles.lead}>{PAYMENT_SUCCESS.missingBody}</p>
        <Link className={buttonClass()} to="/checkout/order-details">
          {PAYMENT_SUCCESS.restart}
        </Link>
      </div>
    );
  }

  const { paymentId, message, reference, token, deadline, dueAt, placedAt, refusedFiles } = state.data;
  const by = placedAt ? formatDateTimeIn(contactBy(placedAt, dueAt), timeZone, { weekday: true }) : null;
  return (
    <div className={styles.page}>
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h1 className={styles.title}>{PAYMENT_SUCCESS.title}</h1>
      <div role="status">{message ? <p className={styles.status}>{message}</p> : null}</div>
      <p className={styles.lead}>{PAYMENT_SUCCESS.body}</p>
      <RefusedFilesNote files={refusedFiles} after="You can add files on your order page." />
      <dl className={styles.ids}>
        {reference ? (
          <>
            <dt>Order reference</dt>
            <dd>{reference}</dd>
          </>
        ) : null}
        <dt>Payment ID</dt>
        <dd>{paymentId}</dd>
      </dl>
      <p>
        What happens next: your specialist starts now, and we contact you within 24 hours
        {by ? `, by ${by},` : ''} to confirm the details.
        {deadline ? ` Your work is due by ${formatDue({ deadline, dueAt }, timeZone)}.` : null}
      </p>
      <div className={styles.actions}>
        {token ? (
          <Link className={buttonClass()} to={orderPagePath(token)}>
            Open your order page
          </Link>
        ) : null}
        <Link className={buttonClass({ variant: token ? 'secondary' : 'primary' })} to="/">
          {PAYMENT_SUCCESS.home}
        </Link>
      </div>
    </div>
  );
}
