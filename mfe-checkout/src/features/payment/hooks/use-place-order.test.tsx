import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@shared/platform/router/testing';
import { storedOrderPayload, OrderRequestSchema, type Order } from '@shared/contracts';
import { computePrice } from '@shared/domain/pricing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../content/messages';
import { buildOrderRequest, INITIAL_WIZARD_DATA, orderStore, type WizardData } from '../../order-wizard';
import { paymentOutbox } from '../pending-payments';
import type * as RazorpayCheckout from '../razorpay-checkout';
import type { RazorpayOptions } from '../razorpay-checkout';
import { usePlaceOrder } from './use-place-order';

/** What the fake checkout does when opened: pay (with this response) or be dismissed. */
let popup: (options: RazorpayOptions) => void = () => {};
vi.mock('../razorpay-checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof RazorpayCheckout>()),
  loadCheckoutScript: () =>
    Promise.resolve(
      class {
        constructor(private readonly options: RazorpayOptions) {}
        open() {
          popup(this.options);
        }
      },
    ),
}));

const ORDER_ID = '6f1c1f0e-3b1a-4c55-9d2e-0a6a8f0b9c11';
const TOKEN = 'a'.repeat(32);
const RAZORPAY_ORDER_ID = 'order_TEST0001';
const PAYMENT = {
  razorpay_order_id: RAZORPAY_ORDER_ID,
  razorpay_payment_id: 'pay_TEST0001',
  razorpay_signature: 'ab'.repeat(32),
};

const wizard: WizardData = {
  start: { name: 'Asha', email: 'asha@example.com', phone: '+91 9876543210', acceptTerms: true, done: true },
  details: {
    assignmentType: 'Essay',
    subject: 'Law',
    assignmentTypeOther: '',
    subjectOther: '',
    deadline: '2030-04-01',
    deadlineTime: '',
    timeZone: '',
    firstDraft: false,
    done: true,
  },
  task: { instructions: '', fileName: '', wordCount: '600', done: true },
  specialist: {
    name: 'Asha Rao',
    mobile: '+91 9876543210',
    academicLevel: 'top-scholar',
    couponInput: '',
    couponCode: null,
  },
};

function storedOrder(paymentMethod: 'Pay Later' | 'Paid via Razorpay'): Order {
  const request = OrderRequestSchema.parse(buildOrderRequest(wizard, paymentMethod));
  const price = computePrice({ subject: 'Law', words: 600, firstDraft: false, specialistLevel: 'top-scholar' });
  return {
    id: ORDER_ID,
    reference: 'SD-7K3M-Q2',
    token: TOKEN,
    status: 'received',
    paymentId: null,
    payload: storedOrderPayload(request, price, 'Top Scholar', '2030-03-10T10:00:00.000Z'),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The api: answers by path; `verify` decides the verification's answer. */
function stubApi(method: 'Pay Later' | 'Paid via Razorpay', verify: () => Response, orders = () => json(201, {})) {
  const order = storedOrder(method);
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/payment/verify')) return Promise.resolve(verify());
    // By the order's token, the switch answers the status only.
    if (url.endsWith('/pay-later')) return Promise.resolve(json(200, { ok: true, order: { status: 'received' } }));
    if (url.endsWith('/payment')) {
      return Promise.resolve(
        json(200, {
          ok: true,
          mode: 'test',
          scriptUrl: 'http://localhost:8787/test-checkout.js',
          keyId: 'rzp_test_standin',
          orderId: ORDER_ID,
          razorpayOrderId: RAZORPAY_ORDER_ID,
          amountPaise: order.payload.amountPaise,
          currency: 'INR',
          description: 'Assignment Payment',
          prefill: { name: 'Asha Rao', contact: '+91 9876543210' },
        }),
      );
    }
    const answer = orders();
    return Promise.resolve(answer.status === 201 ? json(201, { ok: true, order }) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const render = () => renderHook(() => usePlaceOrder(() => orderStore.getState()), { wrapper }).result;

beforeEach(() => {
  // The outbox retries on a timer; the tests look at one attempt only.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  orderStore.setState(structuredClone(wizard));
  popup = () => {};
});

describe('usePlaceOrder', () => {
  it('Pay Later: shows the saved order and empties the wizard', async () => {
    stubApi('Pay Later', () => json(500, {}));
    const result = render();
    await act(() => result.current.payLater());
    expect(result.current.outcome).toMatchObject({ kind: 'saved-later', order: { id: ORDER_ID } });
    expect(result.current.message).toEqual({ tone: 'success', text: MESSAGES.payLaterSaved });
    expect(result.current.saveStatus).toBe('success');
    expect(orderStore.getState().specialist).toEqual(INITIAL_WIZARD_DATA.specialist);
  });

  it('Pay Later: a failed save keeps everything typed and says so', async () => {
    stubApi(
      'Pay Later',
      () => json(500, {}),
      () => json(500, { error: 'Down' }),
    );
    const result = render();
    await act(() => result.current.payLater());
    expect(result.current.outcome).toBeNull();
    expect(result.current.message).toEqual({ tone: 'error', text: MESSAGES.payLaterFailed });
    expect(result.current.saveStatus).toBe('error');
    expect(orderStore.getState().specialist.name).toBe('Asha Rao');
  });

  it('a paid order whose save fails is kept in the outbox, shown with its payment id, and not payable twice', async () => {
    stubApi('Paid via Razorpay', () => json(500, { error: 'Down', errors: [] }));
    popup = (options) => options.handler(PAYMENT);
    const result = render();
    await act(() => result.current.proceedPayment());
    expect(result.current.outcome).toMatchObject({ kind: 'paid-pending', paymentId: 'pay_TEST0001' });
    expect(result.current.message).toEqual({ tone: 'error', text: MESSAGES.paidSaveFailed });
    expect(paymentOutbox.entries().map((entry) => [entry.payment, entry.verifyUrl])).toEqual([
      [PAYMENT, `http://localhost:8787/orders/by-token/${TOKEN}/payment/verify`],
    ]);
    // The order is on the server: the wizard is emptied so that a reload cannot pay for it again.
    expect(orderStore.getState().details).toEqual(INITIAL_WIZARD_DATA.details);
  });

  it('a closed popup says so and keeps the wizard', async () => {
    stubApi('Paid via Razorpay', () => json(200, {}));
    popup = (options) => options.modal.ondismiss();
    const result = render();
    await act(() => result.current.proceedPayment());
    expect(result.current.outcome).toBeNull();
    expect(result.current.message).toEqual({ tone: 'info', text: MESSAGES.popupClosed });
    expect(orderStore.getState().details.subject).toBe('Law');
  });

  it('Pay Later after a closed popup switches the order already stored instead of storing a second', async () => {
    const fetchMock = stubApi('Paid via Razorpay', () => json(200, {}));
    popup = (options) => options.modal.ondismiss();
    const result = render();
    await act(() => result.current.proceedPayment());
    await act(() => result.current.payLater());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.endsWith('/orders'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith(`/orders/by-token/${TOKEN}/pay-later`))).toHaveLength(1);
    // Every call after the order exists goes by its token, none by its database id.
    expect(urls.filter((url) => url.includes(ORDER_ID))).toEqual([]);
    expect(result.current.outcome).toMatchObject({
      kind: 'saved-later',
      order: { payload: { paymentMethod: 'Pay Later' } },
    });
  });

  it('Pay Later after a closed popup stores a new order when the order was changed in between', async () => {
    const fetchMock = stubApi('Paid via Razorpay', () => json(200, {}));
    popup = (options) => options.modal.ondismiss();
    const result = render();
    await act(() => result.current.proceedPayment());
    orderStore.setState({ specialist: { ...wizard.specialist, academicLevel: 'skilled-academic-writer' } });
    await act(() => result.current.payLater());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.endsWith('/orders'))).toHaveLength(2);
    expect(urls.filter((url) => url.endsWith('/pay-later'))).toHaveLength(0);
  });
});
