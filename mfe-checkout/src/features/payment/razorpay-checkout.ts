/**
 * Loads Razorpay Checkout (or the api's test-mode stand-in, which has the same surface) and
 * opens it for one order. The script URL comes from the api's payment answer.
 */

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; contact: string; email?: string };
  theme?: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on?(event: string, callback: (response: unknown) => void): void;
}
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const LOAD_TIMEOUT_MS = 20_000;
const loads = new Map<string, Promise<RazorpayConstructor>>();

/** Adds the checkout script once per URL; a failed load is forgotten so that a retry tries again. */
export function loadCheckoutScript(src: string, doc: Document = document): Promise<RazorpayConstructor> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const timeout = setTimeout(() => fail(new Error('Checkout script timed out')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timeout);
      script.remove();
      loads.delete(src);
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timeout);
      const Razorpay = doc.defaultView?.Razorpay;
      if (typeof Razorpay === 'function') resolve(Razorpay);
      else fail(new Error('Checkout script did not define Razorpay'));
    });
    script.addEventListener('error', () => fail(new Error('Checkout script failed to load')));
    doc.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

/** What the api answers when it opens a payment: the amount, its Razorpay order and the prefill. */
export interface CheckoutPayment {
  keyId: string;
  amountPaise: number;
  currency: 'INR';
  description: string;
  razorpayOrderId: string;
  prefill: RazorpayOptions['prefill'];
}

/**
 * Opens Checkout for a payment the api opened, in the site's colours. Resolves once the visitor
 * has paid (after `onPaid` settled) or closed the popup (after `onDismissed`).
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  payment: CheckoutPayment,
  businessName: string,
  handlers: { onPaid: (response: RazorpaySuccess) => Promise<unknown> | void; onDismissed: () => void },
): Promise<void> {
  return new Promise((resolve) => {
    new Razorpay({
      key: payment.keyId,
      amount: payment.amountPaise,
      currency: payment.currency,
      name: businessName,
      description: payment.description,
      order_id: payment.razorpayOrderId,
      prefill: payment.prefill,
      theme: { color: '#1d4ed8' },
      handler: (response) => void Promise.resolve(handlers.onPaid(response)).finally(resolve),
      modal: {
        ondismiss: () => {
          handlers.onDismissed();
          resolve();
        },
      },
    }).open();
  });
}
