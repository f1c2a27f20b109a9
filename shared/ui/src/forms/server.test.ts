import { describe, expect, it } from 'vitest';
import { postedValues, sentPath } from './server';

describe('postedValues', () => {
  it('leaves out the hidden fields and keeps the first value of a name', () => {
    const form = new URLSearchParams('intent=contact&idempotencyKey=k&name=Asha&name=Other&message=Hi');
    expect(postedValues(form, ['intent', 'idempotencyKey'])).toEqual({ name: 'Asha', message: 'Hi' });
  });

  it("puts a phone field's number and calling code together, reading the national format", () => {
    const form = new URLSearchParams({ phone: '', 'phone-number': '07911 123456', 'phone-dial': '44' });
    expect(postedValues(form, [])).toEqual({ phone: '+447911123456' });
    const indian = new URLSearchParams({ phone: '', 'phone-number': '98765 43210', 'phone-dial': '91' });
    expect(postedValues(indian, [])).toEqual({ phone: '+919876543210' });
  });

  it('takes a number typed with its own +code as typed, and keeps a value the page already composed', () => {
    expect(postedValues(new URLSearchParams({ 'phone-number': '+1 202 555 0147', 'phone-dial': '91' }), [])).toEqual({
      phone: '+1 202 555 0147',
    });
    expect(
      postedValues(
        new URLSearchParams({ phone: '+91 9876543210', 'phone-number': '98765 43210', 'phone-dial': '91' }),
        [],
      ),
    ).toEqual({ phone: '+91 9876543210' });
  });

  it('leaves an empty phone empty, for the form to ask for it', () => {
    expect(postedValues(new URLSearchParams({ phone: '', 'phone-number': ' ', 'phone-dial': '91' }), [])).toEqual({
      phone: '',
    });
  });
});

describe('sentPath', () => {
  it('is the page posted to, its query replaced by ?sent=<intent>', () => {
    expect(sentPath('http://site.test/contactus?from=ad#form', 'contact')).toBe('/contactus?sent=contact');
    expect(sentPath('http://site.test/blog', 'blog/news')).toBe('/blog?sent=blog%2Fnews');
  });
});
