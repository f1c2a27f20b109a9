import { describe, expect, it } from 'vitest';
import { progressOf, receiptTokenFromPath, tokenFromPath } from './model';

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
