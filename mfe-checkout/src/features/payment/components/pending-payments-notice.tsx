import { useEffect, useState } from 'react';
import { usePendingPayments } from '../hooks/use-pending-payments';
import { paymentOutbox, startPaymentOutbox } from '../pending-payments';
import styles from './pending-payments-notice.module.css';

/**
 * While a payment waits in the outbox, its id is shown for support and the visitor knows it is
 * being saved; once the server confirms it (perhaps on a later visit), the visitor is told so.
 * Showing the notice starts the outbox, so every wizard step re-sends what an earlier visit left.
 */
export function PendingPaymentsNotice() {
  const entries = usePendingPayments();
  useEffect(() => startPaymentOutbox(), []);
  const [confirmed, setConfirmed] = useState<string[]>([]);

  useEffect(
    () =>
      paymentOutbox.subscribe((event) => {
        if (event.type === 'confirmed') setConfirmed((ids) => [...ids, event.entry.payment.razorpay_payment_id]);
      }),
    [],
  );

  return (
    <>
      <div role="status">
        {confirmed.length > 0 ? (
          <p className={styles.confirmed}>
            Your order is saved and your payment is confirmed (payment ID{' '}
            {confirmed.map((id, index) => (
              <span key={id}>
                {index > 0 ? ', ' : null}
                <strong>{id}</strong>
              </span>
            ))}
            ).
          </p>
        ) : null}
      </div>
      {entries.length > 0 ? (
        <section className={styles.notice} aria-label="Payments being saved">
          <p>
            Your payment went through and we are saving your order. We keep trying automatically, even if you leave and
            come back. If you contact support, quote {entries.length === 1 ? 'this payment ID' : 'these payment IDs'}:
          </p>
          <ul>
            {entries.map((entry) => (
              <li key={entry.payment.razorpay_payment_id}>
                Payment ID <strong>{entry.payment.razorpay_payment_id}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
