import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { PaymentVerifyRequestSchema, type PaymentVerifiedResponse } from '@shared/contracts';
import type { FormMessageValue } from '@shared/ui';
import { MESSAGES } from '../../../content/messages';
import { createPaymentByToken, verifyUrlByToken } from '../api';
import { paymentOutbox } from '../pending-payments';
import { loadCheckoutScript, openCheckout } from '../razorpay-checkout';

export interface PayNow {
  busy: boolean;
  message: FormMessageValue | null;
  pay: () => Promise<void>;
}

/**
 * "Pay now" for a stored order, from its page: the same Razorpay flow as the wizard's Proceed
 * Payment (the server's amount, Checkout, the signature checked by the server), and the same
 * outbox, so a payment whose confirmation fails is re-sent until the server has it.
 */
export function usePayNow(token: string, onPaid: (confirmed: PaymentVerifiedResponse) => void): PayNow {
  const config = useRuntimeConfig();
  const apiBase = config.endpoints.api;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const running = useRef(false);
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  });

  // A payment of this order that the outbox confirms later (after a failed send) counts too.
  useEffect(
    () =>
      paymentOutbox.subscribe((event) => {
        if (event.type === 'confirmed' && event.entry.verifyUrl === verifyUrlByToken(apiBase, token)) {
          setMessage({ tone: 'success', text: MESSAGES.paidAndSaved });
          paid.current(event.response);
        }
      }),
    [apiBase, token],
  );

  const pay = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const payment = await createPaymentByToken(apiBase, token);
      if (!payment.ok) {
        setMessage({ tone: 'error', text: (payment.kind === 'http' && payment.error) || MESSAGES.paymentStartFailed });
        return;
      }
      let Razorpay;
      try {
        Razorpay = await loadCheckoutScript(payment.data.scriptUrl);
      } catch {
        setMessage({ tone: 'error', text: MESSAGES.sdkFailed });
        return;
      }
      const p = payment.data;
      await openCheckout(Razorpay, p, config.site.businessName, {
        onPaid: async (response) => {
          const verified = PaymentVerifyRequestSchema.safeParse(response);
          if (!verified.success) {
            setMessage({ tone: 'error', text: MESSAGES.paidSaveError });
            return;
          }
          // Kept before it is sent: the outbox re-sends it until the server confirms.
          paymentOutbox.add(p.orderId, verifyUrlByToken(apiBase, token), verified.data);
          // Success arrives as the outbox's "confirmed" event (above); a failure is said here.
          const result = await paymentOutbox.sendNow(verified.data.razorpay_payment_id);
          if (result && !result.ok) {
            setMessage({
              tone: 'error',
              text: result.kind === 'http' ? MESSAGES.paidSaveFailed : MESSAGES.paidSaveError,
            });
          }
        },
        onDismissed: () => setMessage({ tone: 'info', text: MESSAGES.popupClosed }),
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, message, pay };
}
