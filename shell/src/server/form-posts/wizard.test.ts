import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { type PostedForm, type ServerForms } from '@shared/platform/core';
import { localIsoDate } from '@shared/contracts';
import { FORM_POSTS } from './index';
import { privateKey, sealPrivate } from './signed';
import { registerWizardForms } from './wizard';

const secret = Buffer.from('w'.repeat(32));
const wizard = registerWizardForms(secret);

/** The composition server's dispatch, with the page's render replaced by the answer as JSON. */
const app = new Hono();
app.post('*', async (c) => {
  const form = new URLSearchParams(await c.req.text());
  return FORM_POSTS.get(form.get('intent') ?? '')!(form, c, {
    config: defaultRuntimeConfig(),
    forwardedFor: '203.0.113.7',
    timeZone: 'Asia/Kolkata',
    // What the trusted-proxy rule says in the server; here, the request URL's protocol.
    secure: new URL(c.req.url).protocol === 'https:',
    renderAnswer: async (posted: PostedForm, status: number, forms: Partial<ServerForms> = {}) =>
      c.json({ posted, forms }, status as 422),
    // The wizard asks no section's runtime, and answers every post it is given.
    checkAgencyForm: () => Promise.reject(new Error('not an agency form')),
    notSent: (status) => c.text('Not sent', status),
  });
});

/** A browser of one: it keeps the cookies the server sets and sends them back. */
function visitor() {
  const jar = new Map<string, string>();
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new URLSearchParams(fields).toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Max-Age=0/.test(line)) jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return response;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { jar, post, cookie };
}

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

async function startFields(captchaRight = true) {
  const { a, b, token } = wizard.forms(new URL('http://site/order'), '').captcha!;
  return {
    intent: 'order-start',
    name: 'Asha Rao',
    email: 'asha@example.com',
    'phone-number': '98765 43210',
    'phone-dial': '91',
    acceptTerms: 'on',
    captcha: String(captchaRight ? a + b : a + b + 1),
    captchaToken: token,
  };
}

describe('the order wizard posted without JavaScript', () => {
  it('keeps the start step in a signed HttpOnly cookie and goes on to the details', async () => {
    const v = visitor();
    const response = await v.post('/order', await startFields());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/order-details');
    const set = response.headers.getSetCookie().join('\n');
    expect(set).toMatch(/orderDraft=.*HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    const { draft } = wizard.forms(new URL('http://site/checkout/order-details'), v.cookie());
    expect(draft?.data).toMatchObject({
      start: { name: 'Asha Rao', phone: '+919876543210', done: true },
      specialist: { name: 'Asha Rao', mobile: '+919876543210' },
    });
  });

  it('answers a wrong captcha with 422, the error, the typing kept and a new question', async () => {
    const v = visitor();
    const fields = await startFields(false);
    const response = await v.post('/order', fields);
    expect(response.status).toBe(422);
    const { posted, forms } = (await response.json()) as { posted: PostedForm; forms: ServerForms };
    expect(posted.errors).toEqual({ captcha: 'Incorrect captcha. Please try again.' });
    expect(posted.values).toMatchObject({ name: 'Asha Rao', captcha: '' });
    expect((forms.draft?.data as { start: { email: string } }).start.email).toBe('asha@example.com');
    expect(forms.captcha?.token).not.toBe(fields.captchaToken);
  });

  it('refuses a captcha token that was changed', async () => {
    const fields = await startFields();
    const response = await visitor().post('/order', { ...fields, captchaToken: `${fields.captchaToken}x` });
    expect(response.status).toBe(422);
  });

  it('ignores a draft cookie that was changed, or not made by the server', async () => {
    const v = visitor();
    await v.post('/order', await startFields());
    const [name, value] = [...v.jar][0]!;
    // One character in the middle changed: GCM's tag no longer matches.
    const middle = Math.floor(value.length / 2);
    const forged = `${name}=${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`;
    expect(wizard.forms(new URL('http://site/checkout/order-details'), forged).draft).toBeUndefined();
    // A well-formed draft sealed under another server's secret.
    const drafted = wizard.forms(new URL('http://site/checkout/order-details'), v.cookie()).draft!;
    const elsewhere = sealPrivate(privateKey(Buffer.from('o'.repeat(32)), 'order-draft'), drafted, 60_000);
    expect(wizard.forms(new URL('http://site/checkout/order-details'), `${name}=${elsewhere}`).draft).toBeUndefined();
  });

  it('keeps the draft encrypted, and Secure when the visitor is on https', async () => {
    const v = visitor();
    await v.post('/order', await startFields());
    const [, value] = [...v.jar][0]!;
    expect(value).toMatch(/^e1\./);
    // Neither the email nor the name can be read from the cookie, even after base64url.
    const readable = Buffer.from(value.slice(3), 'base64url').toString('latin1') + value;
    expect(readable).not.toMatch(/asha|Asha Rao/i);
    const plain = await visitor().post('/order', await startFields());
    expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/Secure/);
    const secure = await visitor().post('https://site.test/order', await startFields());
    expect(secure.headers.getSetCookie().join('\n')).toMatch(/orderDraft=e1\.[^;]*;.*Secure/);
  });

  it('checks the details and task steps with the wizard rules', async () => {
    const v = visitor();
    await v.post('/order', await startFields());
    const bad = await v.post('/checkout/order-details', { intent: 'order-details', subject: 'Computer Science' });
    expect(bad.status).toBe(422);
    const { posted } = (await bad.json()) as { posted: PostedForm };
    expect(Object.keys(posted.errors).sort()).toEqual(['assignmentType', 'deadline']);

    const details = await v.post('/checkout/order-details', {
      intent: 'order-details',
      assignmentType: 'Report',
      subject: 'Computer Science',
      deadline: inDays(10),
    });
    expect(details.headers.get('location')).toBe('/checkout/task-details');
    const task = await v.post('/checkout/task-details', { intent: 'order-task', wordCount: 'many', instructions: 'x' });
    expect(task.status).toBe(422);
    const ok = await v.post('/checkout/task-details', { intent: 'order-task', wordCount: '500', instructions: 'x' });
    expect(ok.headers.get('location')).toBe('/specialist');
  });

  it('sends a later step without its earlier ones back to them', async () => {
    const response = await visitor().post('/specialist', { intent: 'order-specialist', action: 'pay-later' });
    expect(response.headers.get('location')).toBe('/checkout/task-details');
  });

  describe('Pay Later', () => {
    const fetchMock = vi.fn();
    beforeEach(() => vi.stubGlobal('fetch', fetchMock));
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
    });

    async function atSpecialist() {
      const v = visitor();
      await v.post('/order', await startFields());
      await v.post('/checkout/order-details', {
        intent: 'order-details',
        assignmentType: 'Report',
        subject: 'Computer Science',
        deadline: inDays(10),
      });
      await v.post('/checkout/task-details', { intent: 'order-task', wordCount: '500', instructions: 'x' });
      return v;
    }

    it('sends the order to the api with the page key and the visitor address; a malformed answer is a failed save', async () => {
      const v = await atSpecialist();
      fetchMock.mockResolvedValue(Response.json({ ok: true, order: { token: 'tok_123' } }, { status: 201 }));
      const fields = {
        intent: 'order-specialist',
        idempotencyKey: 'page-key-123',
        name: 'Asha Rao',
        mobile: '+91 98765 43210',
        academicLevel: 'top-scholar',
        action: 'pay-later',
      };
      const response = await v.post('/specialist', fields);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toMatch(/\/orders$/);
      const headers = init.headers as Record<string, string>;
      expect(headers['Idempotency-Key']).toBe('page-key-123');
      expect(headers['X-Forwarded-For']).toBe('203.0.113.7');
      expect(JSON.parse(init.body as string)).toMatchObject({
        paymentMethod: 'Pay Later',
        wordCount: 500,
        email: 'asha@example.com',
      });
      expect(response.status).toBe(502);
    });

    it('answers a coupon that does not exist with its message and stores nothing', async () => {
      const v = await atSpecialist();
      const response = await v.post('/specialist', {
        intent: 'order-specialist',
        name: 'Asha Rao',
        mobile: '+91 98765 43210',
        coupon: 'NOPE',
        action: 'pay-later',
      });
      expect(response.status).toBe(422);
      const { posted } = (await response.json()) as { posted: PostedForm };
      expect(posted.errors).toEqual({ coupon: 'This coupon code is not valid.' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says the api could not be reached, keeping the draft', async () => {
      const v = await atSpecialist();
      fetchMock.mockRejectedValue(new TypeError('fetch failed'));
      const response = await v.post('/specialist', {
        intent: 'order-specialist',
        name: 'Asha Rao',
        mobile: '+91 98765 43210',
        action: 'pay-later',
      });
      expect(response.status).toBe(503);
      const { posted } = (await response.json()) as { posted: PostedForm };
      expect(posted.status).toBe('unreachable');
      expect(wizard.forms(new URL('http://site/specialist'), v.cookie()).draft).toBeDefined();
    });
  });
});
