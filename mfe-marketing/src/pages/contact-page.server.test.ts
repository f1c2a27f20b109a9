import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import type { ActionRequest } from '@shared/ui/forms/server';
import { action as contactAction, intents as contactIntents } from './contact-page.server';
import { action as leadAction, intents as leadIntents } from './home-page.server';

/** A post to a page as the composition server hands it to the page's action. */
function post(url: string, intent: string, values: Record<string, string>): ActionRequest {
  return {
    url,
    params: {},
    config: defaultRuntimeConfig('localhost'),
    cookies: {},
    visitor: { forwardedFor: '203.0.113.7', timeZone: 'Asia/Kolkata', country: 'IN', secure: false },
    sectionKey: 'a'.repeat(43),
    intent,
    values,
    idempotencyKey: 'page-key',
  };
}

/** The api as the action meets it: what it was sent, and the answer it gives. */
let sent: { url: string; headers: Headers; body: unknown }[] = [];
let answer: () => Promise<Response> = () => Promise.resolve(new Response('{}', { status: 201 }));
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) as unknown });
    return answer();
  });
});
afterEach(() => {
  answer = () => Promise.resolve(new Response('{}', { status: 201 }));
});

const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210', message: 'Help, please.' };

describe("the contact page's action", () => {
  it('answers the contact intent alone', () => {
    expect(contactIntents).toEqual(['contact']);
    expect(leadIntents).toEqual(['lead']);
  });

  it('stores the form through the api, as the page would, then sends the visitor to ?sent=contact', async () => {
    const result = await contactAction(post('http://site.test/contactus?from=ad', 'contact', contact));
    expect(result).toEqual({ type: 'redirect', location: '/contactus?sent=contact' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(defaultRuntimeConfig('localhost').endpoints.contact);
    expect(sent[0]!.body).toEqual(contact);
    expect(sent[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    // The page's key and the payload, hashed: the same post sent twice stores once.
    const key = sent[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[\w-]{32}$/);
    await contactAction(post('http://site.test/contactus', 'contact', contact));
    expect(sent[1]!.headers.get('idempotency-key')).toBe(key);
  });

  it('answers a form that fails its checks with the messages and the typing, and sends nothing', async () => {
    const result = await contactAction(
      post('http://site.test/contactus', 'contact', { ...contact, email: 'not-an-email', phone: '', website: '' }),
    );
    expect(result).toEqual({
      type: 'render',
      status: 422,
      posted: {
        intent: 'contact',
        status: 'invalid',
        values: { ...contact, email: 'not-an-email', phone: '' },
        errors: expect.objectContaining({ email: 'Please enter a valid email address.' }) as unknown,
      },
    });
    expect(sent).toEqual([]);
  });

  it("says the api did not answer (503), or refused it (its field's message, 422)", async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'));
    expect(await contactAction(post('http://site.test/contactus', 'contact', contact))).toMatchObject({
      status: 503,
      posted: { status: 'unreachable', values: contact },
    });
    answer = () =>
      Promise.resolve(
        Response.json(
          { error: 'invalid', errors: [{ field: 'email', code: 'invalid', message: 'This address cannot be used.' }] },
          { status: 400 },
        ),
      );
    expect(await contactAction(post('http://site.test/contactus', 'contact', contact))).toMatchObject({
      status: 422,
      posted: { status: 'failed', errors: { email: 'This address cannot be used.' } },
    });
  });
});

describe("the home page's action (the lead popup's form)", () => {
  it('sends the terms box as the words the api keeps, then ?sent=lead', async () => {
    const lead = { name: 'Mia Chen', email: 'mia@example.com', phone: '+61412345678', assignmentType: 'essay' };
    const result = await leadAction(post('http://site.test/', 'lead', { ...lead, message: '', acceptTerms: 'on' }));
    expect(result).toEqual({ type: 'redirect', location: '/?sent=lead' });
    expect(sent[0]!.url).toBe(defaultRuntimeConfig('localhost').endpoints.lead);
    expect(sent[0]!.body).toMatchObject({ ...lead, acceptTerms: 'accepted' });
  });

  it('asks for the terms when the box was not ticked', async () => {
    const result = await leadAction(post('http://site.test/', 'lead', { name: 'Mia Chen', email: 'mia@example.com' }));
    expect(result).toMatchObject({ type: 'render', status: 422, posted: { intent: 'lead', status: 'invalid' } });
    expect(sent).toEqual([]);
  });
});
