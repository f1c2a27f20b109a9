import { Link, useLocation } from 'shared/router';
import { z } from 'zod';
import { buttonClass } from 'shared/ui';
import { PAYMENT_SUCCESS } from '../content/messages';
import styles from './payment-success-page.module.css';

/** What the specialist step passes when a payment is verified and the order saved. */
const SuccessStateSchema = z.object({
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  message: z.string().max(200).optional(),
});

/** `/payment-success`: with the navigation state of a paid order, the confirmation; without it, the spec's fallback. */
export default function PaymentSuccessPage() {
  const location = useLocation();
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

  const { orderId, paymentId, message } = state.data;
  return (
    <div className={styles.page}>
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h1 className={styles.title}>{PAYMENT_SUCCESS.title}</h1>
      <div role="status">{message ? <p className={styles.status}>{message}</p> : null}</div>
      <p className={styles.lead}>{PAYMENT_SUCCESS.body}</p>
      <dl className={styles.ids}>
        <dt>Order ID</dt>
        <dd>{orderId}</dd>
        <dt>Payment ID</dt>
        <dd>{paymentId}</dd>
      </dl>
      <Link className={buttonClass()} to="/">
        {PAYMENT_SUCCESS.home}
      </Link>
    </div>
  );
}
