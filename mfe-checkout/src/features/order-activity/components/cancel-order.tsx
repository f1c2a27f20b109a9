import { useEffect, useId, useRef, useState } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { REFUND_PROMISE, type OrderView } from '@shared/contracts';
import { formatInr } from '@shared/domain/pricing';
import { Button, FormMessage, type FormMessageValue } from '@shared/ui';
import { cancelOrder } from '../api';
import styles from './order-activity.module.css';

/**
 * Cancelling, while the order is received or paid and work has not started: asked, then
 * confirmed in the page (no browser dialog). A paid order is refunded by the agency. Once it is
 * cancelled the card stays where the student was looking, and says what happens next.
 */
export function CancelOrder({ order, token, onChange }: { order: OrderView; token: string; onChange: () => void }) {
  const [justCancelled, setJustCancelled] = useState(false);
  if (order.status === 'cancelled') return <Cancelled order={order} focus={justCancelled} />;
  const onCancelled = () => {
    setJustCancelled(true);
    onChange();
  };
  return <CancelForm order={order} token={token} onCancelled={onCancelled} />;
}

/** A cancelled order's card: what follows for this order; focused when the student just cancelled it. */
function Cancelled({ order, focus }: { order: OrderView; focus: boolean }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const refund = order.cancellation?.refundDue ?? false;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Order cancelled
      </h2>
      <div role="status">
        <p>
          {order.cancellation?.by === 'agency' ? 'We cancelled' : 'You cancelled'} order {order.reference}.{' '}
          {refund
            ? `You paid ${formatInr(order.price.total)}. ${REFUND_PROMISE}`
            : 'Nothing was paid, so nothing is owed.'}
        </p>
      </div>
      <p className={styles.meta}>Questions? Write to us below and quote {order.reference}.</p>
    </section>
  );
}

function CancelForm({ order, token, onCancelled }: { order: OrderView; token: string; onCancelled: () => void }) {
  const headingId = useId();
  const apiBase = useRuntimeConfig().endpoints.api;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const ask = () => {
    setAsking(true);
    // Focus goes to the question's answer, so a keyboard user lands where the choice is.
    requestAnimationFrame(() => confirmButton.current?.focus());
  };
  const keep = () => {
    setAsking(false);
    requestAnimationFrame(() => startButton.current?.focus());
  };
  const confirm = async () => {
    setBusy(true);
    const result = await cancelOrder(apiBase, token);
    setBusy(false);
    if (result.ok) onCancelled();
    else setMessage({ tone: 'error', text: result.message });
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Cancel the order
      </h2>
      <p>
        {order.paid
          ? `You can cancel until work starts. ${REFUND_PROMISE}`
          : 'You can cancel until work starts. Nothing has been paid, so nothing is owed.'}
      </p>
      {asking ? (
        <div className={styles.confirm} role="group" aria-label="Confirm cancelling">
          <p>Cancel order {order.reference}? This cannot be undone.</p>
          <div className={styles.actions}>
            <Button ref={confirmButton} variant="secondary" disabled={busy} onClick={() => void confirm()}>
              Yes, cancel the order
            </Button>
            <Button variant="quiet" disabled={busy} onClick={keep}>
              No, keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={startButton} variant="secondary" onClick={ask}>
          Cancel order
        </Button>
      )}
      <FormMessage message={message} />
    </section>
  );
}
