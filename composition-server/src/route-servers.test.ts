import { describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import type { RemoteModule } from '@shared/platform/core';
import type { PageRequest } from './render-page';
import {
  NO_VISITOR,
  paramsOf,
  retiredCookieHeaders,
  runAction,
  runLoader,
  sectionCookies,
  serverHalfOf,
  setCookieHeader,
} from './route-servers';

const page: PageRequest = {
  url: 'http://site.test/orders/AbC9?x=1',
  cookie: 'checkout.draft=e1.abc; CookieConsent=true; blog.draft=x',
  config: defaultRuntimeConfig('localhost'),
  plan: {
    route: {
      path: '/orders/:token',
      page: 'order',
      section: 'checkout',
      title: 'Order',
      heading: null,
      description: 'An order.',
      indexable: false,
    },
    status: 200,
    routes: [],
    unknownSections: [],
    builds: {},
  },
  posted: null,
  forms: {},
  visitor: NO_VISITOR,
  sectionKey: 'k'.repeat(43),
};
const post = { intent: 'pay', values: { amount: '10' }, idempotencyKey: 'page-key' };

describe("a page's server half", () => {
  it('is found by page id in the server entry, and refused when it is not a route module', async () => {
    const module = {
      servers: {
        order: async () => ({ intents: ['pay'], action: () => ({ type: 'done' }) }),
        bad: async () => ({ loader: 1 }),
      },
    } as unknown as RemoteModule;
    expect(await serverHalfOf(module, 'order')).toMatchObject({ intents: ['pay'] });
    expect(await serverHalfOf(module, 'home')).toBeNull();
    expect(await serverHalfOf({} as RemoteModule, 'order')).toBeNull();
    await expect(serverHalfOf(module, 'bad')).rejects.toThrow(/not a route module/);
  });

  it("gives its loader the request: the route's parameters (their case kept), its section's cookies, the visitor and the key", async () => {
    const loader = vi.fn(() => ({ data: { ok: true } }));
    expect(await runLoader({ loader }, page)).toEqual({ data: { ok: true } });
    expect(loader).toHaveBeenCalledWith({
      url: page.url,
      params: { token: 'AbC9' },
      config: page.config,
      cookies: { draft: 'e1.abc' },
      visitor: NO_VISITOR,
      sectionKey: page.sectionKey,
    });
  });

  it('refuses what a loader answers that is not a LoaderResult: a redirect off the site, a bad cookie', async () => {
    await expect(runLoader({ loader: () => ({ redirect: 'https://elsewhere.example/' }) }, page)).rejects.toThrow(
      /LoaderResult \(redirect/,
    );
    await expect(runLoader({ loader: () => ({ cookies: [{ name: 'a b', value: 'x' }] }) }, page)).rejects.toThrow(
      /LoaderResult/,
    );
    expect(await runLoader({}, page)).toEqual({});
  });

  it('runs its action only for an intent it lists, and checks the answer', async () => {
    const action = vi.fn(() => ({ type: 'redirect' as const, location: '/orders/AbC9?sent=pay' }));
    expect(await runAction({ action, intents: ['pay'] }, page, post)).toEqual({
      type: 'answered',
      result: { type: 'redirect', location: '/orders/AbC9?sent=pay' },
    });
    expect(action).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'pay', values: { amount: '10' }, idempotencyKey: 'page-key' }),
    );
    action.mockClear();
    expect(await runAction({ action, intents: ['refund'] }, page, post)).toEqual({ type: 'unknown' });
    expect(await runAction({ action }, page, post)).toEqual({ type: 'unknown' });
    expect(await runAction(null, page, post)).toEqual({ type: 'unknown' });
    expect(action).not.toHaveBeenCalled();
    await expect(
      runAction({ action: () => ({ type: 'render', status: 200 }) as never, intents: ['pay'] }, page, post),
    ).rejects.toThrow(/ActionResult/);
  });

  it('hands its page plain JSON only, of a bounded size, and no status without a body', async () => {
    const render = (data: unknown, status = 422) => ({
      action: () => ({
        type: 'render' as const,
        status,
        posted: { intent: 'pay', status: 'invalid' as const, values: {}, errors: {} },
        data,
      }),
      intents: ['pay'],
    });
    // A function cannot cross to the main thread: it is left out here rather than fail the runtime.
    expect(await runAction(render({ total: 10, format: () => '10' }), page, post)).toMatchObject({
      result: { data: { total: 10 } },
    });
    await expect(runAction(render('x'.repeat(300_000)), page, post)).rejects.toThrow(/more than .* characters/);
    for (const status of [204, 304, 302, 100]) {
      await expect(runAction(render({}, status), page, post)).rejects.toThrow(/ActionResult \(status/);
    }
    await expect(runLoader({ loader: () => ({ status: 204 }) }, page)).rejects.toThrow(/LoaderResult \(status/);
    expect(await runLoader({ loader: () => ({ data: new Date(0) }) }, page)).toEqual({
      data: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('paramsOf', () => {
  it('reads each parameter from the path as written, decoded', () => {
    expect(paramsOf('/orders/:token', '/orders/AbC9/')).toEqual({ token: 'AbC9' });
    expect(paramsOf('/blog/:slug', '/blog/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(paramsOf('/blog/:slug', '/blog/%E0%A4')).toEqual({ slug: '%E0%A4' });
    expect(paramsOf('/contactus', '/contactus')).toEqual({});
  });
});

describe("a section's cookie", () => {
  it("is under the section's prefix, HttpOnly, SameSite=Lax and for the whole site, Secure on https", () => {
    expect(setCookieHeader('checkout', { name: 'orderDraft', value: 'e1.x', maxAgeSeconds: 60 }, false)).toBe(
      'checkout.orderDraft=e1.x; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(setCookieHeader('checkout', { name: 'orderDraft', value: 'e1.x' }, true)).toBe(
      'checkout.orderDraft=e1.x; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(setCookieHeader('blog', { name: 'orderDraft', value: null }, false)).toBe(
      'blog.orderDraft=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('is refused when it is not a cookie a header can carry', () => {
    expect(setCookieHeader('blog', { name: 'a;b', value: 'x' }, false)).toBeNull();
    expect(setCookieHeader('blog', { name: 'draft', value: 'x; Domain=elsewhere.example' }, false)).toBeNull();
  });

  it("can never be the shell's or another section's: a section names, reads and deletes only its own", () => {
    // What the blog's code asks for lands under its prefix, whatever name it gives.
    expect(setCookieHeader('blog', { name: 'CookieConsent', value: 'true' }, false)).toMatch(/^blog\.CookieConsent=/);
    expect(setCookieHeader('blog', { name: 'checkout.orderDraft', value: null }, false)).toMatch(
      /^blog\.checkout\.orderDraft=;/,
    );
    const header =
      'CookieConsent=true; qa_pin=x; checkout.orderDraft=e1.a; checkout.orderDraft1=b; blog.visits=3; blog.=x';
    expect(sectionCookies(header, 'checkout')).toEqual({ orderDraft: 'e1.a', orderDraft1: 'b' });
    expect(sectionCookies(header, 'blog')).toEqual({ visits: '3' });
    expect(sectionCookies(header, 'tools')).toEqual({});
    expect(sectionCookies(header, undefined)).toEqual({});
  });
});

describe('the retired cookies', () => {
  it('are expired when a request carries them, and only then', () => {
    expect(retiredCookieHeaders('CookieConsent=true; orderDraft=e1.a; orderDraft2=b; checkout.orderDraft=c')).toEqual([
      'orderDraft=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'orderDraft2=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(retiredCookieHeaders('CookieConsent=true; checkout.orderDraft=c')).toEqual([]);
    expect(retiredCookieHeaders('')).toEqual([]);
  });
});
