// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { localIsoDate } from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import {
  privateKey,
  sealPrivate,
  type ActionResult,
  type CookieChange,
  type LoaderResult,
  type RouteRequest,
  type RouteServerModule,
} from '@shared/ui/forms/server';
import { INITIAL_WIZARD_DATA } from '../features/order-wizard';
import * as orderDetails from './order-details-page.server';
import * as orderStart from './order-start-page.server';
import * as specialist from './specialist-page.server';
import * as taskDetails from './task-details-page.server';
import { TOO_LONG_MESSAGE, type WizardRouteData } from './wizard-steps.server';

const PAGES: Record<string, RouteServerModule> = {
  '/order': orderStart,
  '/checkout/order-details': orderDetails,
  '/checkout/task-details': taskDetails,
  '/specialist': specialist,
};
/** The section's key, as the shell derives it from its secret (base64url). */
const SECTION_KEY = Buffer.from('w'.repeat(32)).toString('base64url');

/**
 * A browser of one, with the shell between it and the pages' server halves: it keeps the cookies
 * a server half asks the shell to set, sends them back, and posts only the intents a page lists.
 */
function visitor() {
  const jar = new Map<string, string>();
  const request = (path: string): RouteRequest => ({
    url: `http://site.test${path}`,
    params: {},
    config: defaultRuntimeConfig(),
    cookies: Object.fromEntries(jar),
    visitor: { forwardedFor: '203.0.113.7', timeZone: 'Asia/Kolkata', secure: false },
    sectionKey: SECTION_KEY,
  });
  const keep = (cookies: CookieChange[] = []) => {
    for (const { name, value } of cookies) {
      if (value === null) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const page = (path: string) => PAGES[new URL(path, 'http://site.test').pathname]!;
  const post = async (path: string, intent: string, values: Record<string, string>, idempotencyKey = '') => {
    expect(page(path).intents).toContain(intent);
    const result = await page(path).action!({ ...request(path), intent, values, idempotencyKey });
    keep(result.cookies);
    return result;
  };
  const load = async (path: string): Promise<LoaderResult & { data?: WizardRouteData }> => {
    const result = await page(path).loader!(request(path));
    keep(result.cookies);
    return result as LoaderResult & { data?: WizardRouteData };
  };
  return { jar, post, load };
}

type Rendered = Extract<ActionResult, { type: 'render' }> & { data: WizardRouteData };
function rendered(result: ActionResult): Rendered {
  expect(result.type).toBe('render');
  return result as Rendered;
}
function redirected(result: ActionResult): string {
  expect(result.type).toBe('redirect');
  return (result as Extract<ActionResult, { type: 'redirect' }>).location;
}

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

async function startFields(captchaRight = true) {
  const { data } = await visitor().load('/order');
  const { a, b, token } = data!.captcha!;
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    // The shell put the phone's parts (number and calling code) together before the action.
    phone: '+919876543210',
    acceptTerms: 'on',
    captcha: String(captchaRight ? a + b : a + b + 1),
    captchaToken: token,
  };
}

const DETAILS = { assignmentType: 'Report', subject: 'Computer Science', deadline: inDays(10) };

async function atSpecialist() {
  const v = visitor();
  await v.post('/order', 'order-start', await startFields());
  await v.post('/checkout/order-details', 'order-details', DETAILS);
  await v.post('/checkout/task-details', 'order-task', { wordCount: '500', instructions: 'x' });
  return v;
}

describe('the order wizard posted without JavaScript', () => {
  it('keeps the start step in its cookie and goes on to the details, whose page gets the draft', async () => {
    const v = visitor();
    const result = await v.post('/order', 'order-start', await startFields());
    expect(redirected(result)).toBe('/checkout/order-details');
    expect(result.cookies).toEqual([
      { name: 'orderDraft', value: expect.any(String), maxAgeSeconds: 7 * 24 * 60 * 60 },
      { name: 'orderDraft1', value: null },
      { name: 'orderDraft2', value: null },
    ]);
    const { data } = await v.load('/checkout/order-details');
    expect(data?.draft?.data).toMatchObject({
      start: { name: 'Asha Rao', phone: '+919876543210', done: true },
      specialist: { name: 'Asha Rao', mobile: '+919876543210' },
    });
    expect(data?.captcha).toBeUndefined();
  });

  it('gives a step opened without a draft no data (the same page for everyone); the start always a new captcha', async () => {
    const v = visitor();
    expect(await v.load('/checkout/task-details')).toEqual({});
    const first = (await v.load('/order')).data!;
    expect(first.draft).toBeUndefined();
    expect(first.captcha).toMatchObject({ a: expect.any(Number), b: expect.any(Number), token: expect.any(String) });
    expect((await v.load('/order')).data!.captcha!.token).not.toBe(first.captcha!.token);
  });

  it('answers a wrong captcha with 422, the error, the typing kept and a new question', async () => {
    // A random source that repeats itself: the new question must still differ from the one asked.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fields = await startFields(false);
    const asked = (await visitor().load('/order')).data!.captcha!;
    const answer = rendered(await visitor().post('/order', 'order-start', fields));
    random.mockRestore();
    expect(answer.status).toBe(422);
    expect(answer.posted.errors).toEqual({ captcha: 'Incorrect captcha. Please try again.' });
    expect(answer.posted.values).toMatchObject({ name: 'Asha Rao', captcha: '' });
    expect(answer.posted.values).not.toHaveProperty('captchaToken');
    expect((answer.data.draft?.data as { start: { email: string } }).start.email).toBe('asha@example.com');
    expect(answer.data.captcha?.token).not.toBe(fields.captchaToken);
    expect([answer.data.captcha?.a, answer.data.captcha?.b]).not.toEqual([asked.a, asked.b]);
  });

  it('refuses a captcha token that was changed', async () => {
    const fields = await startFields();
    const answer = await visitor().post('/order', 'order-start', {
      ...fields,
      captchaToken: `${fields.captchaToken}x`,
    });
    expect(rendered(answer).status).toBe(422);
  });

  it('ignores a draft cookie that was changed, or sealed under another key', async () => {
    const v = visitor();
    await v.post('/order', 'order-start', await startFields());
    const value = v.jar.get('orderDraft')!;
    // One character in the middle changed: GCM's tag no longer matches.
    const middle = Math.floor(value.length / 2);
    v.jar.set('orderDraft', `${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`);
    expect(await v.load('/checkout/order-details')).toEqual({});
    // A well-formed draft sealed under another key (another section's, or another server's).
    const elsewhere = privateKey(Buffer.from('o'.repeat(32)), 'order-draft');
    v.jar.set('orderDraft', sealPrivate(elsewhere, { stamp: 's', data: INITIAL_WIZARD_DATA }, 60_000));
    expect(await v.load('/checkout/order-details')).toEqual({});
  });

  it('keeps the draft encrypted', async () => {
    const v = visitor();
    await v.post('/order', 'order-start', await startFields());
    const value = v.jar.get('orderDraft')!;
    expect(value).toMatch(/^e1\./);
    // Neither the email nor the name can be read from the cookie, even after base64url.
    const readable = Buffer.from(value.slice(3), 'base64url').toString('latin1') + value;
    expect(readable).not.toMatch(/asha|Asha Rao/i);
  });

  it('checks the details and task steps with the wizard rules', async () => {
    const v = visitor();
    await v.post('/order', 'order-start', await startFields());
    const bad = rendered(await v.post('/checkout/order-details', 'order-details', { subject: 'Computer Science' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.posted.errors).sort()).toEqual(['assignmentType', 'deadline']);

    expect(redirected(await v.post('/checkout/order-details', 'order-details', DETAILS))).toBe(
      '/checkout/task-details',
    );
    const task = await v.post('/checkout/task-details', 'order-task', { wordCount: 'many', instructions: 'x' });
    expect(rendered(task).status).toBe(422);
    const ok = await v.post('/checkout/task-details', 'order-task', { wordCount: '500', instructions: 'x' });
    expect(redirected(ok)).toBe('/specialist');
  });

  it('says instructions too long for the cookie are too long, keeping them on the page and the old cookie', async () => {
    const v = visitor();
    await v.post('/order', 'order-start', await startFields());
    await v.post('/checkout/order-details', 'order-details', DETAILS);
    const before = v.jar.get('orderDraft');
    // Ten thousand characters that do not compress (random CJK, three bytes each).
    const instructions = Array.from({ length: 10_000 }, () =>
      String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20_000)),
    ).join('');
    const answer = rendered(await v.post('/checkout/task-details', 'order-task', { wordCount: '500', instructions }));
    expect(answer.status).toBe(422);
    expect(answer.posted.errors).toEqual({ instructions: TOO_LONG_MESSAGE });
    expect((answer.data.draft?.data as { task: { instructions: string } }).task.instructions).toBe(instructions);
    expect(answer.cookies).toBeUndefined();
    expect(v.jar.get('orderDraft')).toBe(before);
  });

  it('sends a later step without its earlier ones back to them', async () => {
    expect(redirected(await visitor().post('/specialist', 'order-specialist', { action: 'pay-later' }))).toBe(
      '/checkout/task-details',
    );
  });

  it("forgets the draft once the page's script took it over", async () => {
    const v = visitor();
    await v.post('/order', 'order-start', await startFields());
    const result = await v.post('/checkout/order-details', 'order-draft-adopted', {});
    expect(result).toEqual({
      type: 'done',
      cookies: ['orderDraft', 'orderDraft1', 'orderDraft2'].map((name) => ({ name, value: null })),
    });
    expect(v.jar.size).toBe(0);
  });

  describe('Pay Later', () => {
    const fetchMock = vi.fn();
    beforeEach(() => vi.stubGlobal('fetch', fetchMock));
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
    });
    const PAY_LATER = { name: 'Asha Rao', mobile: '+91 98765 43210', action: 'pay-later' };

    it('sends the order to the api with the page key and the visitor address; a malformed answer is a failed save', async () => {
      const v = await atSpecialist();
      fetchMock.mockResolvedValue(Response.json({ ok: true, order: { token: 'tok_123' } }, { status: 201 }));
      const fields = { ...PAY_LATER, academicLevel: 'top-scholar' };
      const answer = rendered(await v.post('/specialist', 'order-specialist', fields, 'page-key-123'));
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
        academicLevel: 'top-scholar',
      });
      expect(answer.status).toBe(502);
      expect(answer.posted).toMatchObject({ intent: 'order-specialist', status: 'failed' });
    });

    it('answers a coupon that does not exist with its message and stores nothing', async () => {
      const v = await atSpecialist();
      const answer = rendered(await v.post('/specialist', 'order-specialist', { ...PAY_LATER, coupon: 'NOPE' }));
      expect(answer.status).toBe(422);
      expect(answer.posted.errors).toEqual({ coupon: 'This coupon code is not valid.' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says Proceed Payment needs the page script', async () => {
      const v = await atSpecialist();
      const answer = rendered(await v.post('/specialist', 'order-specialist', { ...PAY_LATER, action: 'pay-now' }));
      expect(answer.posted).toMatchObject({ status: 'failed', result: 'pay-now-needs-script' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says the api could not be reached, keeping the draft', async () => {
      const v = await atSpecialist();
      fetchMock.mockRejectedValue(new TypeError('fetch failed'));
      const answer = rendered(await v.post('/specialist', 'order-specialist', PAY_LATER));
      expect(answer.status).toBe(503);
      expect((answer.posted as PostedForm).status).toBe('unreachable');
      expect((await v.load('/specialist')).data?.draft).toBeDefined();
    });

    it('once the order is stored, sends the step and the same page sent again to the order', async () => {
      const v = visitor();
      const placed = { key: 'page-key-123', token: 'tok_123' };
      const draftKey = privateKey(SECTION_KEY, 'order-draft');
      v.jar.set('orderDraft', sealPrivate(draftKey, { stamp: 's', data: INITIAL_WIZARD_DATA, placed }, 60_000));
      expect(await v.load('/specialist')).toEqual({ redirect: '/orders/tok_123' });
      // The other steps start afresh: the stored order is no draft.
      expect(await v.load('/checkout/order-details')).toEqual({});
      const again = await v.post('/specialist', 'order-specialist', PAY_LATER, 'page-key-123');
      expect(again).toEqual({ type: 'redirect', location: '/orders/tok_123' });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
