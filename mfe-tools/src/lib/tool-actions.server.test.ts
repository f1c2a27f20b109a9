import { GRAMMAR_MAX_CHARS } from '@shared/contracts';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import type { ActionRequest, ActionResult, RouteServerModule } from '@shared/ui/forms/server';
import { closedOrigin, startApiStandIn, type ApiStandIn } from '@shared/ui/forms/api-stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as essayChecker from '../pages/essay-checker-page.server';
import * as grammarChecker from '../pages/grammar-checker-page.server';
import * as paraphraser from '../pages/paraphrasing-tool-page.server';
import * as plagiarismChecker from '../pages/plagiarism-checker-page.server';

/**
 * The tool pages' actions called as the section's runtime calls them, with a plain ActionRequest,
 * against a real HTTP server standing in for the api (what it was sent is kept; what it answers
 * is set per test).
 */
let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn({ status: 200, body: '{}' });
});
afterAll(() => api.close());
beforeEach(() => api.reset({ status: 200, body: '{}' }));

const MATCH = { message: 'Possible spelling mistake found.', replacements: [{ value: 'This' }], offset: 0, length: 3 };

function post(module: RouteServerModule, values: Record<string, string>, origin = api.origin): Promise<ActionResult> {
  const config = defaultRuntimeConfig();
  const request: ActionRequest = {
    url: 'https://site.example/grammar-checker',
    params: {},
    config: { ...config, endpoints: { ...config.endpoints, api: origin, grammar: `${origin}/v2/check` } },
    cookies: {},
    visitor: { forwardedFor: '203.0.113.7', timeZone: 'Asia/Kolkata', secure: true },
    sectionKey: 'key',
    intent: module.intents![0]!,
    values,
    idempotencyKey: 'page-key',
  };
  return Promise.resolve(module.action!(request));
}

describe('the grammar checker posted', () => {
  it('sends the text to the grammar service as the page does, the visitor’s address forwarded, and renders its answer', async () => {
    api.reply = { status: 200, body: JSON.stringify({ matches: [MATCH] }) };
    const answer = await post(grammarChecker, { text: 'Ths is it.', language: 'en-GB' });
    expect(answer).toEqual({
      type: 'render',
      status: 200,
      posted: {
        intent: 'grammar',
        status: 'sent',
        values: { text: 'Ths is it.', language: 'en-GB' },
        errors: {},
        result: { matches: [expect.objectContaining(MATCH)] },
      },
    });
    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call!.url).toBe('/v2/check');
    expect(call!.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call!.headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({ text: 'Ths is it.', language: 'en-GB' });
  });

  it('asks for some text when it is blank, without asking the service (422)', async () => {
    expect(await post(grammarChecker, { text: '  \n ' })).toMatchObject({
      status: 422,
      posted: { intent: 'grammar', status: 'invalid', values: { text: '  \n ' } },
    });
    expect(api.received).toHaveLength(0);
  });

  it('sends one character over the limit (the service refuses it with its 413) and an unknown English as en-US', async () => {
    api.reply = { status: 413, body: '{}' };
    const text = 'a'.repeat(GRAMMAR_MAX_CHARS + 50);
    expect(await post(grammarChecker, { text, language: 'en-XX' })).toMatchObject({
      status: 422,
      posted: { status: 'failed', apiStatus: 413, values: { text } },
    });
    const sent = new URLSearchParams(api.received[0]!.body);
    expect(sent.get('text')).toHaveLength(GRAMMAR_MAX_CHARS + 1);
    expect(sent.get('language')).toBe('en-US');
  });

  it('says the service failed (502) when it errs or answers what its schema refuses', async () => {
    api.reply = { status: 500, body: '{}' };
    expect(await post(grammarChecker, { text: 'Text.' })).toMatchObject({
      status: 502,
      posted: { status: 'failed', apiStatus: 500 },
    });
    api.reply = { status: 200, body: JSON.stringify({ matches: [{ offset: 'zero' }] }) };
    expect(await post(grammarChecker, { text: 'Text.' })).toMatchObject({
      status: 502,
      posted: { status: 'failed', apiStatus: 502 },
    });
    api.reply = { status: 200, body: 'not json' };
    expect(await post(grammarChecker, { text: 'Text.' })).toMatchObject({ status: 502, posted: { apiStatus: 502 } });
  });

  it('says the service did not answer (503) when nothing listens', async () => {
    const origin = await closedOrigin();
    expect(await post(grammarChecker, { text: 'Text.' }, origin)).toMatchObject({
      status: 503,
      posted: { intent: 'grammar', status: 'unreachable', values: { text: 'Text.' } },
    });
  });
});

describe('the essay checker posted', () => {
  it('asks the grammar service about the essay, and asks for an essay when it is blank', async () => {
    api.reply = { status: 200, body: JSON.stringify({ matches: [] }) };
    expect(await post(essayChecker, { essay: 'My essay.' })).toMatchObject({
      status: 200,
      posted: { intent: 'essay-check', status: 'sent', result: { matches: [] }, values: { essay: 'My essay.' } },
    });
    expect(new URLSearchParams(api.received[0]!.body).get('text')).toBe('My essay.');
    expect(await post(essayChecker, { essay: '' })).toMatchObject({ status: 422, posted: { status: 'invalid' } });
    expect(api.received).toHaveLength(1);
  });
});

describe('the paraphraser posted', () => {
  it('sends the text, mode and English to the api as JSON and renders its answer', async () => {
    const answer = { segments: [{ text: 'Hi', alternatives: [] }], changedCount: 0 };
    api.reply = { status: 200, body: JSON.stringify(answer) };
    expect(await post(paraphraser, { text: 'Hi', mode: 'formal', language: 'en-AU' })).toMatchObject({
      status: 200,
      posted: { intent: 'paraphrase', status: 'sent', result: answer },
    });
    expect(api.received[0]!.url).toBe('/v1/paraphrase');
    expect(api.received[0]!.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(JSON.parse(api.received[0]!.body)).toEqual({ text: 'Hi', mode: 'formal', language: 'en-AU' });
  });

  it('sends an unknown mode as standard, and passes on a refusal (429) for the page’s message', async () => {
    api.reply = { status: 429, body: '{}' };
    expect(await post(paraphraser, { text: 'Hi', mode: 'shouty' })).toMatchObject({
      status: 422,
      posted: { status: 'failed', apiStatus: 429 },
    });
    expect(JSON.parse(api.received[0]!.body)).toMatchObject({ mode: 'standard', language: 'en-US' });
  });
});

describe('the similarity checker posted', () => {
  it('renders the page with the texts, which it compares itself: nothing is sent anywhere', async () => {
    const values = { text: 'Mine.', 'source-1': 'Theirs.' };
    expect(await post(plagiarismChecker, values)).toEqual({
      type: 'render',
      status: 200,
      posted: { intent: 'plagiarism', status: 'sent', values, errors: {} },
    });
    expect(api.received).toHaveLength(0);
  });
});
