import { usePendingPayments } from '../hooks/use-pending-payments';
import styles from './pending-payments-notice.module.css';

/** While a payment waits in the outbox, its id is shown for support and the visitor knows it is being saved. */
export function PendingPaymentsNotice() {
  const entries = usePendingPayments();
  if (entries.length === 0) return null;
  return (
    <section className={styles.notice} aria-label="Payments being saved">
      <p>
        Your payment went through and we are saving your order. We keep trying automatically, even if you leave and come
        back. If you contact support, quote {entries.length === 1 ? 'this payment ID' : 'these payment IDs'}:
      </p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.payment.razorpay_payment_id}>
            Payment ID <strong>{entry.payment.razorpay_payment_id}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
