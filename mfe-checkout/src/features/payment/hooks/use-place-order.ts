import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@shared/platform/router';
import { useRuntimeConfig } from '@shared/platform/core';
import {
  orderPagePath,
  PaymentVerifyRequestSchema,
  type Order,
  type OrderRequest,
  type PaymentMethod,
  type PaymentVerifiedResponse,
} from '@shared/contracts';
import { createIdempotencyKeeper } from '@shared/ui/forms';
import { type FormMessageValue } from '@shared/ui';
import { MESSAGES } from '../../../content/messages';
import { buildOrderRequest, orderStore, type WizardData } from '../../order-wizard';
import { createOrder, createPaymentByToken, switchToPayLater, verifyUrlByToken, type ApiFailure } from '../api';
import { paymentOutbox } from '../pending-payments';
import { loadCheckoutScript, openCheckout, type RazorpaySuccess } from '../razorpay-checkout';
import { sendPendingFiles, type RefusedFile } from '../../order-activity';

/** What `/payment-success` is handed: the order's reference and page, the payment id, the message. */
export interface PaymentSuccessState {
  orderId: string;
  paymentId: string;
  message: string;
  reference: string | null;
  token: string | null;
  deadline: string;
  /** When it is due (UTC), and when it was placed: the page says by when we are in touch. */
  dueAt: string | null;
  placedAt: string;
  /** Files chosen in the wizard that the order did not take, with the reason. */
  refusedFiles: RefusedFile[];
}

/**
 * What became of the visitor's order once the server has it: saved to pay later, or paid and
 * waiting in the outbox for the server to confirm the payment. The wizard is emptied then, so the
 * page shows the order as the server stored it.
 */
export type OrderOutcome =
  | { kind: 'saved-later'; order: Order; refusedFiles: RefusedFile[] }
  | { kind: 'paid-pending'; order: Order; paymentId: string; refusedFiles: RefusedFile[] };

/** The save status the specialist step's summary panel shows: none yet, success or error. */
export type SaveStatus = 'none' | 'success' | 'error';

export interface PlaceOrder {
  submitting: boolean;
  message: FormMessageValue | null;
  saveStatus: SaveStatus;
  outcome: OrderOutcome | null;
  /** Field errors the server gave for this step's fields. */
  serverErrors: Record<string, string>;
  payLater: () => Promise<void>;
  proceedPayment: () => Promise<void>;
}

/** Two requests for the same order, whatever the payment method. */
const sameOrderAs = (request: OrderRequest) => JSON.stringify({ ...request, paymentMethod: null });

const saveFailure = (failure: ApiFailure) =>
  failure.kind === 'network' ? MESSAGES.payLaterError : MESSAGES.payLaterFailed;

/**
 * Pay Later (stored unpaid) and Proceed Payment (Razorpay, verified by the server). The server
 * creates and prices the order; a payment is kept in the browser outbox before it is sent for
 * verification, so a failed save never loses it. One submission at a time: a second click while
 * busy does nothing.
 */
export function usePlaceOrder(validate: () => WizardData | null): PlaceOrder {
  const config = useRuntimeConfig();
  const apiBase = config.endpoints.api;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('none');
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const pendingPaymentId = outcome?.kind === 'paid-pending' ? outcome.paymentId : null;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  const [keeper] = useState(() => createIdempotencyKeeper());
  // The order Proceed Payment stored, while it is unpaid: a Pay Later for the same order after the
  // payment window was closed switches that order instead of storing a second one.
  const storedForPayment = useRef<{ order: Order & { token: string }; sameOrder: string } | null>(null);

  // The send that confirms and the outbox's event both finish the order: only the first navigates.
  const finished = useRef<string | null>(null);
  const pendingOrder = outcome?.kind === 'paid-pending' ? outcome.order : null;
  // The files the order did not take, for the confirmation after paying.
  const refusedFiles = useRef<RefusedFile[]>([]);
  const finishPaid = useCallback(
    (order: Order, confirmed: PaymentVerifiedResponse) => {
      const paymentId = confirmed.order.paymentId;
      if (finished.current === paymentId) return;
      finished.current = paymentId;
      const state: PaymentSuccessState = {
        orderId: order.id,
        paymentId,
        message: MESSAGES.paidAndSaved,
        reference: confirmed.order.reference ?? order.reference,
        token: confirmed.order.token ?? order.token,
        deadline: order.payload.deadline,
        dueAt: order.payload.dueAt ?? null,
        placedAt: order.payload.submittedAt,
        refusedFiles: refusedFiles.current,
      };
      void navigate('/payment-success', { state });
    },
    [navigate],
  );

  // The outbox may confirm a payment later (a retry with backoff): finish the order then.
  useEffect(() => {
    if (!pendingPaymentId || !pendingOrder) return;
    return paymentOutbox.subscribe((event) => {
      if (event.type === 'confirmed' && event.entry.payment.razorpay_payment_id === pendingPaymentId) {
        finishPaid(pendingOrder, event.response);
      }
    });
  }, [pendingPaymentId, pendingOrder, finishPaid]);

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

  /** Pay Later for the order stored for payment: the api answers its status; the order is ours already. */
  const switchOrder = async (order: Order & { token: string }) => {
    const result = await switchToPayLater(apiBase, order.token);
    if (!result.ok) return result;
    const switched: Order = { ...order, payload: { ...order.payload, paymentMethod: 'Pay Later' } };
    return { ok: true as const, data: { order: switched } };
  };

  const saveOrder = async (data: WizardData, method: PaymentMethod) => {
    const request = buildOrderRequest(data, method);
    if (!request) return { ok: false as const, failure: null };
    const sameOrder = sameOrderAs(request);
    const earlier = storedForPayment.current;
    const result =
      method === 'Pay Later' && earlier?.sameOrder === sameOrder
        ? await switchOrder(earlier.order)
        : await createOrder(apiBase, request, keeper.keyFor(request));
    if (result.ok) {
      const { order } = result.data;
      // Files chosen in the wizard go to the order now that it exists; those it did not take are
      // named on the confirmation (and kept for the order page).
      const refused = await sendPendingFiles(apiBase, order.token);
      refusedFiles.current = [...refusedFiles.current, ...refused];
      storedForPayment.current =
        method === 'Paid via Razorpay' && order.token ? { order: { ...order, token: order.token }, sameOrder } : null;
      return { ok: true as const, order };
    }
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
        setOutcome({ kind: 'saved-later', order: saved.order, refusedFiles: refusedFiles.current });
        // The page now stands for the order: its address becomes the order's own page, so a
        // reload (or Back to here) shows the order rather than an emptied wizard step.
        if (saved.order.token) {
          window.history.replaceState(window.history.state, '', orderPagePath(saved.order.token));
        }
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

  const onPaid = async (order: Order & { token: string }, response: RazorpaySuccess) => {
    const orderId = order.id;
    const payment = PaymentVerifyRequestSchema.safeParse(response);
    if (!payment.success) {
      setMessage({ tone: 'error', text: MESSAGES.paidSaveError });
      return;
    }
    const paymentId = payment.data.razorpay_payment_id;
    // Kept before it is sent: if the save fails, the outbox re-sends it until the server confirms.
    paymentOutbox.add(orderId, verifyUrlByToken(apiBase, order.token), payment.data);
    // The order is on the server and its payment is kept: the wizard's data has done its job, and
    // keeping it would invite paying for the same order twice after a reload.
    keeper.clear();
    storedForPayment.current = null;
    setOutcome({ kind: 'paid-pending', order, paymentId, refusedFiles: refusedFiles.current });
    orderStore.getState().reset();
    const result = await paymentOutbox.sendNow(paymentId);
    if (result?.ok) {
      finishPaid(order, result.data);
      return;
    }
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
      // Every order the api stores has a page token; the calls that follow go by it.
      const token = saved.order.token;
      if (!token) {
        setMessage({ tone: 'error', text: MESSAGES.paymentStartFailed });
        return;
      }
      const order = { ...saved.order, token };
      const payment = await createPaymentByToken(apiBase, token);
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
      await openCheckout(Razorpay, payment.data, config.site.businessName, {
        onPaid: (response) => onPaid(order, response),
        onDismissed: () => setMessage({ tone: 'info', text: MESSAGES.popupClosed }),
      });
    } finally {
      end();
    }
  };

  return { submitting, message, saveStatus, outcome, serverErrors, payLater, proceedPayment };
}
