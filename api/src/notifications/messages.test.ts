import { describe, expect, it } from 'vitest';
import { OrderRequestSchema, priceInputOf, REFUND_PROMISE, storedOrderPayload } from '@shared/contracts';
import { computePrice, formatInr } from '@shared/domain/pricing';
import { order } from '../../test/fixtures';
import { messageFor } from './messages';

const request = OrderRequestSchema.parse(order);
const payload = storedOrderPayload(
  request,
  computePrice(priceInputOf(request)),
  'Proficient Researcher',
  '2026-11-26T23:51:00Z',
);
const snapshot = (refundDue: boolean) => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'cancelled',
  createdAt: '2026-11-26T23:51:00Z',
  paymentId: refundDue ? 'pay_TEST' : null,
  reference: 'SD-7K3M-Q2',
  token: 'a'.repeat(32),
  order: payload,
  refundDue,
});
const context = { siteUrl: 'https://site.example.com' };

describe('the student’s email when they cancel', () => {
  it('confirms the cancellation and promises the refund of a paid order, with the amount', () => {
    const message = messageFor('student-order-cancelled', snapshot(true), context);
    expect(message.subject).toBe('Your order SD-7K3M-Q2 is cancelled');
    expect(message.text).toContain(`You paid ${formatInr(payload.total)}. ${REFUND_PROMISE}`);
    expect(message.text).toContain(`https://site.example.com/orders/${'a'.repeat(32)}`);
  });

  it('says that nothing is owed for an unpaid order', () => {
    const message = messageFor('student-order-cancelled', snapshot(false), context);
    expect(message.text).toContain('Nothing was paid, so nothing is owed.');
    expect(message.text).not.toContain('refund');
  });
});
