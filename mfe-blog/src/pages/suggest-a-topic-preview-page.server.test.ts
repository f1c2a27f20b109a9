// @vitest-environment node
import { defaultRuntimeConfig } from '@shared/build/default-config';
import type { RouteRequest } from '@shared/ui/forms/server';
import { closedOrigin, startApiStandIn, type ApiStandIn } from '@shared/ui/forms/api-stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLES } from '../content/articles/article-index';
import { SUGGEST_TOPIC_CONSENT } from '../features/topic-suggestions';
import { action, intents, loader } from './suggest-a-topic-preview-page.server';

/**
 * The page's server half called as the blog's runtime calls it, with plain requests, against a
 * real HTTP server standing in for the api (what it was sent is kept; what it answers is set per test).
 */
let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn({ status: 201, body: '{}' });
});
afterAll(() => api.close());
beforeEach(() => api.reset({ status: 201, body: '{}' }));

const FILLED = { topic: 'Writing a literature review', email: 'ana@example.com', consent: 'on' };

function pageRequest(origin = api.origin): RouteRequest {
  const config = defaultRuntimeConfig();
  return {
    url: 'https://site.example/blog/suggest-a-topic?from=nav',
    params: {},
    config: { ...config, endpoints: { ...config.endpoints, api: origin } },
    cookies: {},
    visitor: { forwardedFor: '203.0.113.9', timeZone: 'Asia/Kolkata', secure: true },
    sectionKey: 'key',
  };
}

function post(values: Record<string, string>, origin = api.origin) {
  return Promise.resolve(action({ ...pageRequest(origin), intent: intents[0]!, values, idempotencyKey: 'page-key' }));
}

describe('suggest a topic, on the server', () => {
  it('gives the page the guides already published', async () => {
    expect((await loader(pageRequest())).data).toEqual({
      published: ARTICLES.map((article) => ({ title: article.title, path: `/blog/${article.slug}` })),
    });
  });

  it('stores a suggestion through the api’s agency-forms kind, then sends the visitor to ?sent=suggest-topic', async () => {
    expect(await post({ ...FILLED, topic: '  Writing a literature review ' })).toEqual({
      type: 'redirect',
      location: '/blog/suggest-a-topic?sent=suggest-topic',
    });
    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call!.url).toBe('/v1/agency-forms');
    expect(call!.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(call!.headers['idempotency-key']).toBeTruthy();
    expect(JSON.parse(call!.body)).toEqual({
      section: 'blog',
      form: 'topic-suggestion',
      fields: { topic: 'Writing a literature review', email: 'ana@example.com' },
      consent: { given: true, text: SUGGEST_TOPIC_CONSENT },
      replyTo: 'ana@example.com',
    });
  });

  it('answers a form with a field missing or wrong with 422, a message per field and the typing kept; nothing is sent', async () => {
    expect(await post({ email: 'not an address', topic: ' ' })).toEqual({
      type: 'render',
      status: 422,
      posted: {
        intent: 'suggest-topic',
        status: 'invalid',
        values: { email: 'not an address', topic: ' ' },
        errors: {
          topic: 'Please tell us what you would like us to write about.',
          email: 'Please enter a valid email address.',
          consent: 'Please tick the box so that we may email you.',
        },
      },
    });
    expect(api.received).toHaveLength(0);
  });

  it('passes on a refusal by the api as 422 with its field errors, a fault as 502, and no answer as 503', async () => {
    const refusal = {
      error: 'Validation failed',
      errors: [{ field: 'email', code: 'invalid', message: 'Use another address.' }],
    };
    api.reply = { status: 422, body: JSON.stringify(refusal) };
    expect(await post(FILLED)).toMatchObject({
      status: 422,
      posted: { status: 'failed', errors: { email: 'Use another address.' }, values: FILLED },
    });
    api.reply = { status: 500, body: '{}' };
    expect(await post(FILLED)).toMatchObject({ status: 502, posted: { status: 'failed' } });

    const origin = await closedOrigin();
    expect(await post(FILLED, origin)).toMatchObject({ status: 503, posted: { status: 'unreachable' } });
  });

  it('keeps the honeypot out of the answer, and sends its value on (the api stores nothing for a bot)', async () => {
    expect(await post({ ...FILLED, website: 'http://spam.example' })).toMatchObject({ type: 'redirect' });
    expect(JSON.parse(api.received[0]!.body)).toMatchObject({ website: 'http://spam.example' });
    expect(await post({ ...FILLED, topic: '', website: 'x' })).toMatchObject({
      posted: { values: { email: FILLED.email, consent: 'on', topic: '' } },
    });
  });
});
