import { describe, expect, it } from 'vitest';
import { progressOf, receiptTokenFromPath, tokenFromPath, totalLabel, whatHappensNext } from './model';

describe('progressOf', () => {
  const states = (status: Parameters<typeof progressOf>[0]['status'], paid: boolean) =>
    progressOf({ status, paid }).map((step) => `${step.id}:${step.state}`);

  it('walks received → paid → in progress → delivered', () => {
    expect(states('received', false)).toEqual(['received:current', 'paid:todo', 'in-progress:todo', 'delivered:todo']);
    expect(states('paid', true)).toEqual(['received:done', 'paid:current', 'in-progress:todo', 'delivered:todo']);
    expect(states('in-progress', true)).toEqual([
      'received:done',
      'paid:done',
      'in-progress:current',
      'delivered:todo',
    ]);
    expect(states('delivered', true)).toEqual(['received:done', 'paid:done', 'in-progress:done', 'delivered:current']);
  });

  it('leaves out the payment for an unpaid order the agency moved on, and shows nothing for a cancelled one', () => {
    expect(states('in-progress', false)).toEqual(['received:done', 'in-progress:current', 'delivered:todo']);
    expect(states('cancelled', false)).toEqual([]);
  });
});

describe('tokenFromPath', () => {
  it('reads the token of an order page only', () => {
    expect(tokenFromPath('/orders/abc234')).toBe('abc234');
    expect(tokenFromPath('/orders/abc234/')).toBe('abc234');
    expect(tokenFromPath('/orders/')).toBeNull();
    expect(tokenFromPath('/orders/a/b')).toBeNull();
    expect(tokenFromPath('/order')).toBeNull();
  });
});

describe('receiptTokenFromPath', () => {
  it('reads the token of a receipt only', () => {
    expect(receiptTokenFromPath('/orders/abc234/receipt')).toBe('abc234');
    expect(receiptTokenFromPath('/orders/abc234/receipt/')).toBe('abc234');
    expect(receiptTokenFromPath('/orders/abc234')).toBeNull();
    expect(receiptTokenFromPath('/orders/a/b/receipt')).toBeNull();
  });
});

describe('what a cancelled order says', () => {
  const cancelled = (by: 'student' | 'agency', refundDue: boolean) =>
    ({ status: 'cancelled', paid: refundDue, cancellation: { by, at: '2026-11-27T00:00:00Z', refundDue } }) as const;

  it('promises the refund of a paid order, and says nothing is owed for an unpaid one', () => {
    expect(whatHappensNext(cancelled('student', true))).toBe(
      'You cancelled this order. We refund the payment in full to the way you paid, usually within 5 to 7 working days.',
    );
    expect(whatHappensNext(cancelled('student', false))).toBe(
      'You cancelled this order. Nothing was paid, so nothing is owed.',
    );
    expect(whatHappensNext(cancelled('agency', false))).toMatch(/^We cancelled this order\. Nothing is owed\./);
  });

  it('never asks for the total of a cancelled order', () => {
    expect(totalLabel(cancelled('student', false))).toBe('Total (cancelled: nothing to pay)');
    expect(totalLabel(cancelled('student', true))).toBe('Total paid, to be refunded');
    expect(totalLabel({ status: 'received', paid: false, cancellation: null })).toBe('Total to pay');
    expect(totalLabel({ status: 'paid', paid: true, cancellation: null })).toBe('Total paid');
  });
});
