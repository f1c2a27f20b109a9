/** The order page's wording of an order's status: where it stands, and what happens next. */
import { REFUND_PROMISE, type OrderStatus, type OrderView } from '@shared/contracts';

/** The statuses an order passes through, in order, as the page's progress shows them. */
export const STATUS_STEPS = [
  { id: 'received', label: 'Received' },
  { id: 'paid', label: 'Paid' },
  { id: 'in-progress', label: 'In progress' },
  { id: 'delivered', label: 'Delivered' },
] as const;

export const STATUS_TEXT: Record<OrderStatus, { label: string; next: string }> = {
  received: {
    label: 'Received, waiting for payment',
    next: 'Pay whenever you are ready: your specialist starts as soon as the payment arrives.',
  },
  paid: {
    label: 'Paid',
    next: 'Your payment has arrived. We are matching your order with a specialist.',
  },
  'in-progress': {
    label: 'In progress',
    next: 'Your specialist is working on your order. You will hear from us before the due date.',
  },
  delivered: {
    label: 'Delivered',
    next: 'Your work has been delivered. Revisions within your original instructions are free: contact us and quote your reference.',
  },
  cancelled: {
    label: 'Cancelled',
    next: 'This order was cancelled. If you did not expect this, contact us and quote your reference.',
  },
};

/**
 * What happens next, as the status card says it. A cancelled order says who cancelled it and what
 * follows: the refund of a paid order, or that nothing is owed.
 */
export function whatHappensNext(order: Pick<OrderView, 'status' | 'cancellation'>): string {
  const cancellation = order.status === 'cancelled' ? order.cancellation : null;
  if (!cancellation) return STATUS_TEXT[order.status].next;
  const who = cancellation.by === 'student' ? 'You cancelled this order.' : 'We cancelled this order.';
  if (cancellation.refundDue) return `${who} ${REFUND_PROMISE}`;
  return cancellation.by === 'student'
    ? `${who} Nothing was paid, so nothing is owed.`
    : `${who} Nothing is owed. If you did not expect this, contact us and quote your reference.`;
}

/** The price card's last line: what was paid, what is to pay, or that a cancelled order owes nothing. */
export function totalLabel(order: Pick<OrderView, 'status' | 'paid' | 'cancellation'>): string {
  if (order.paid) return order.cancellation?.refundDue ? 'Total paid, to be refunded' : 'Total paid';
  return order.status === 'cancelled' ? 'Total (cancelled: nothing to pay)' : 'Total to pay';
}

/**
 * How far along the order is, for the progress list: each step done, current or still to come. A
 * paid order that the agency moved on counts as paid; an unpaid one skips the payment step.
 */
export function progressOf(
  order: Pick<OrderView, 'status' | 'paid'>,
): { id: string; label: string; state: 'done' | 'current' | 'todo' }[] {
  if (order.status === 'cancelled') return [];
  const steps = STATUS_STEPS.filter((step) => step.id !== 'paid' || order.paid || order.status === 'received');
  const current = steps.findIndex((step) => step.id === order.status);
  return steps.map((step, index) => ({
    id: step.id,
    label: step.label,
    state: index < current ? 'done' : index === current ? 'current' : 'todo',
  }));
}

/** The token in an order page's path (`/orders/<token>`), or null for anything else. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/orders\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** The token in a receipt's path (`/orders/<token>/receipt`), or null for anything else. */
export function receiptTokenFromPath(pathname: string): string | null {
  const match = /^\/orders\/([^/]+)\/receipt\/?$/i.exec(pathname);
  return match?.[1] ?? null;
}
