import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  createIdempotencyKeeper,
  PaymentVerifyRequestSchema,
  useRuntimeConfig,
  type FormMessageValue,
  type PaymentMethod,
} from 'shared';
import { MESSAGES } from '../../../content/messages';
import { buildOrderRequest, type WizardData } from '../../order-wizard/model';
import { orderStore } from '../../order-wizard/store';
import { createOrder, createPayment, verifyUrlOf, type ApiFailure } from '../api';
import { paymentOutbox } from '../pending-payments';
import { loadCheckoutScript, type RazorpaySuccess } from '../razorpay-checkout';

export interface PaymentSuccessState {
  orderId: string;
  paymentId: string;
  message: string;
}

export interface SavedLater {
  orderId: string;
}

/** The outcome panel of the specialist step: none, success or error (spec §4 "Save status"). */
export type SaveStatus = 'none' | 'success' | 'error';

export interface PlaceOrder {
  submitting: boolean;
  message: FormMessageValue | null;
  saveStatus: SaveStatus;
  savedLater: SavedLater | null;
  /** A payment that went through but is not confirmed by the server yet. */
  pendingPaymentId: string | null;
  /** Field errors the server gave for this step's fields. */
  serverErrors: Record<string, string>;
  payLater: () => Promise<void>;
  proceedPayment: () => Promise<void>;
}

const saveFailure = (failure: ApiFailure) =>
  failure.kind === 'network' ? MESSAGES.payLaterError : MESSAGES.payLaterFailed;

/**
 * Pay Later and Proceed Payment (decisions §13–§14). The server creates and prices the order;
 * a payment is kept in the browser outbox before it is sent for verification, so a failed
 * save never loses it. One submission at a time: a second click while busy does nothing.
 */
export function usePlaceOrder(validate: () => WizardData | null): PlaceOrder {
  const config = useRuntimeConfig();
  const apiBase = config.endpoints.api;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('none');
  const [savedLater, setSavedLater] = useState<SavedLater | null>(null);
  const [pendingPaymentId, setPendingPaymentId] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  const [keeper] = useState(() => createIdempotencyKeeper());

  const finishPaid = useCallback(
    (orderId: string, paymentId: string) => {
      keeper.clear();
      orderStore.getState().reset();
      const state: PaymentSuccessState = { orderId, paymentId, message: MESSAGES.paidAndSaved };
      void navigate('/payment-success', { state });
    },
    [keeper, navigate],
  );

  // The outbox may confirm a payment later (a retry with backoff): finish the order then.
  useEffect(() => {
    if (!pendingPaymentId) return;
    return paymentOutbox.subscribe((event) => {
      if (event.type === 'confirmed' && event.entry.payment.razorpay_payment_id === pendingPaymentId) {
        finishPaid(event.entry.orderId, pendingPaymentId);
      }
    });
  }, [pendingPaymentId, finishPaid]);

  const begin = () => {
    if (busy.current) return null;
    const data = validate();
    if (!data) return null;
    busy.current = true;
    setSubmitting(true);
    setMessage(null);
    setServerErrors({});
    return data;
  };
  const end = () => {
    busy.current = false;
    setSubmitting(false);
  };

  const saveOrder = async (data: WizardData, method: PaymentMethod) => {
    const request = buildOrderRequest(data, method);
    if (!request) return { ok: false as const, failure: null };
    const result = await createOrder(apiBase, request, keeper.keyFor(request));
    if (result.ok) return { ok: true as const, order: result.data.order };
    if (result.kind === 'http') setServerErrors(result.fieldErrors);
    return { ok: false as const, failure: result };
  };

  const payLater = async () => {
    const data = begin();
    if (!data) return;
    try {
      const saved = await saveOrder(data, 'Pay Later');
      if (saved.ok) {
        keeper.clear();
        orderStore.getState().reset();
        setSavedLater({ orderId: saved.order.id });
        setSaveStatus('success');
        setMessage({ tone: 'success', text: MESSAGES.payLaterSaved });
      } else {
        setSaveStatus('error');
        setMessage({ tone: 'error', text: saved.failure ? saveFailure(saved.failure) : MESSAGES.payLaterFailed });
      }
    } finally {
      end();
    }
  };

  const onPaid = async (orderId: string, response: RazorpaySuccess) => {
    const payment = PaymentVerifyRequestSchema.safeParse(response);
    if (!payment.success) {
      setMessage({ tone: 'error', text: MESSAGES.paidSaveError });
      return;
    }
    const paymentId = payment.data.razorpay_payment_id;
    // Kept before it is sent: if the save fails, the outbox re-sends it until the server confirms.
    paymentOutbox.add(orderId, verifyUrlOf(apiBase, orderId), payment.data);
    const result = await paymentOutbox.sendNow(paymentId);
    if (result?.ok) {
      finishPaid(orderId, paymentId);
      return;
    }
    setPendingPaymentId(paymentId);
    setMessage({
      tone: 'error',
      text: result && !result.ok && result.kind === 'http' ? MESSAGES.paidSaveFailed : MESSAGES.paidSaveError,
    });
  };

  const proceedPayment = async () => {
    const data = begin();
    if (!data) return;
    try {
      const saved = await saveOrder(data, 'Paid via Razorpay');
      if (!saved.ok) {
        setMessage({ tone: 'error', text: saved.failure ? saveFailure(saved.failure) : MESSAGES.payLaterFailed });
        return;
      }
      const payment = await createPayment(apiBase, saved.order.id);
      if (!payment.ok) {
        setMessage({
          tone: 'error',
          text: (payment.kind === 'http' && payment.error) || MESSAGES.paymentStartFailed,
        });
        return;
      }
      let Razorpay;
      try {
        Razorpay = await loadCheckoutScript(payment.data.scriptUrl);
      } catch {
        setMessage({ tone: 'error', text: MESSAGES.sdkFailed });
        return;
      }
      const { data: p } = payment;
      await new Promise<void>((resolve) => {
        const checkout = new Razorpay({
          key: p.keyId,
          amount: p.amountPaise,
          currency: p.currency,
          name: config.site.businessName,
          description: p.description,
          order_id: p.razorpayOrderId,
          prefill: p.prefill,
          theme: { color: '#1d4ed8' },
          handler: (response) => {
            void onPaid(p.orderId, response).finally(resolve);
          },
          modal: {
            ondismiss: () => {
              setMessage({ tone: 'info', text: MESSAGES.popupClosed });
              resolve();
            },
          },
        });
        checkout.open();
      });
    } finally {
      end();
    }
  };

  return { submitting, message, saveStatus, savedLater, pendingPaymentId, serverErrors, payLater, proceedPayment };
}
