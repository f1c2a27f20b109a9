/**
 * A section's agency forms through the composition server (ADR 031): the main thread asks the
 * section's runtime (a worker holding its build) to check the posted fields with the schema the
 * section's server entry declares, sends what it answers to the api, and answers the page: natively
 * (303, or the page again with the errors) or as JSON for the page's script. A schema that throws
 * or never ends costs that post alone.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { FORM_SECTION_DOWN_TEXT } from 'shell/server-render';
import {
  BLOG_ROUTES,
  NEWS_CONSENT,
  NEWS_CONSENT_ERROR,
  NEWS_EMAIL_ERROR,
  type FixtureBuild,
} from './test/section-fixtures';
import {
  BUDGET_MS,
  get,
  host,
  MARGIN_MS,
  server,
  serverRendered,
  setUpCompositionHarness,
  start,
} from './test/composition-harness';

setUpCompositionHarness();

/** A stand-in for the api's agency-forms kind: it records what it is sent and answers 201. */
let api: Server;
let apiOrigin = '';
const received: { body: unknown; idempotencyKey: string | undefined }[] = [];
beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        body: JSON.parse(body) as unknown,
        idempotencyKey: request.headers['idempotency-key'] as string,
      });
      response.writeHead(request.url === '/v1/agency-forms' ? 201 : 404, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

async function startWith(agencyForm: FixtureBuild['agencyForm']) {
  const blog = host.add(`b-form-${agencyForm}`, {
    section: 'blog',
    buildId: `blog-form-${agencyForm}`,
    routes: BLOG_ROUTES,
    fault: 'none',
    agencyForm,
  });
  const endpoints = { ...defaultRuntimeConfig('localhost').endpoints, api: apiOrigin };
  await start(blog, { config: { endpoints } });
}

/** Posts the blog's agency form `form` from `/blog?from=x`, natively or as the page's script does. */
async function post(fields: Record<string, string>, { form = 'news', json = false } = {}) {
  const started = Date.now();
  const response = await server!.app.request('http://site.test/blog?from=x', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://site.test',
      Accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
    },
    body: new URLSearchParams({
      intent: 'agency-form',
      formSection: 'blog',
      formName: form,
      idempotencyKey: 'page-key',
      ...fields,
    }).toString(),
  });
  return { response, ms: Date.now() - started, text: await response.text() };
}

describe("a section's agency form", () => {
  it("is checked by the section's schema in its runtime, then sent to the api: 303 to ?sent, or JSON", async () => {
    await startWith('checks');
    received.length = 0;
    const native = await post({ email: 'reader@example.com', consent: 'on' });
    expect(native.response.status).toBe(303);
    expect(native.response.headers.get('location')).toBe('/blog?sent=blog%2Fnews');
    expect(received).toEqual([
      {
        body: {
          section: 'blog',
          form: 'news',
          fields: { email: 'reader@example.com' },
          consent: { given: true, text: NEWS_CONSENT },
          replyTo: 'reader@example.com',
        },
        idempotencyKey: expect.stringMatching(/^[\w-]{32}$/) as unknown as string,
      },
    ]);

    const fetched = await post({ email: 'other@example.com', consent: 'on' }, { json: true });
    expect(fetched.response.status).toBe(200);
    expect(JSON.parse(fetched.text)).toMatchObject({ intent: 'blog/news', status: 'sent' });
    expect(received).toHaveLength(2);
  });

  it("that fails the section's schema is answered with its messages and the typing kept, and not sent", async () => {
    await startWith('checks');
    received.length = 0;
    const native = await post({ email: 'not-an-email' });
    expect(native.response.status).toBe(422);
    expect(native.response.headers.get('cache-control')).toBe('no-store');
    // The page rendered again, with the answer in its data for the form to show.
    expect(native.text).toContain('Rendered by blog-form-checks');
    expect(native.text).toContain(NEWS_EMAIL_ERROR);
    expect(native.text).toContain('not-an-email');

    const fetched = await post({ email: 'not-an-email' }, { json: true });
    expect(fetched.response.status).toBe(422);
    expect(JSON.parse(fetched.text)).toMatchObject({
      intent: 'blog/news',
      status: 'invalid',
      errors: { email: NEWS_EMAIL_ERROR, consent: NEWS_CONSENT_ERROR },
    });
    expect(received).toEqual([]);
  });

  it("that posts more than the api keeps is refused before the section's schema sees it (413)", async () => {
    await startWith('checks');
    received.length = 0;
    const long = await post({ email: 'reader@example.com', consent: 'on', note: 'x'.repeat(5_001) });
    expect(long.response.status).toBe(413);
    expect(long.text).toContain('<h1>This form could not be sent</h1>');
    const many = Object.fromEntries(Array.from({ length: 22 }, (_, index) => [`field${index}`, 'x']));
    expect((await post({ ...many, consent: 'on' }, { json: true })).response.status).toBe(413);
    expect(received).toEqual([]);
  });

  it('whose section lets through what the api would refuse is not sent, and says it failed (502)', async () => {
    await startWith('checks');
    received.length = 0;
    // The fixture's schema takes any "a@b"; the api's contract wants a reply address it can use.
    const answer = await post({ email: 'reader@localhost', consent: 'on' }, { json: true });
    expect(answer.response.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ intent: 'blog/news', status: 'failed' });
    expect(received).toEqual([]);
  });

  it('that the section does not declare is not sent: "This form could not be sent" (400)', async () => {
    await startWith('checks');
    received.length = 0;
    const unknown = await post({ email: 'reader@example.com', consent: 'on' }, { form: 'retired' });
    expect(unknown.response.status).toBe(400);
    expect(unknown.text).toContain('<h1>This form could not be sent</h1>');
    expect(received).toEqual([]);
  });

  it('whose schema throws costs that post alone: a page says it was not sent (503), and pages still render', async () => {
    await startWith('throws');
    received.length = 0;
    const answer = await post({ email: 'reader@example.com', consent: 'on' });
    expect(answer.response.status).toBe(503);
    expect(answer.text).toContain('<h1>This form could not be sent</h1>');
    expect(answer.text).toContain(FORM_SECTION_DOWN_TEXT);
    expect(answer.text).toContain('href="/blog">Open the page again</a>');
    expect(received).toEqual([]);
    expect(serverRendered(await get('/blog?fresh'), 'blog-form-throws')).toBe(true);
  });

  it('whose schema never ends is answered within the budget, and the other sections keep rendering', async () => {
    await startWith('hangs');
    received.length = 0;
    const answer = await post({ email: 'reader@example.com', consent: 'on' }, { json: true });
    expect(answer.response.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ intent: 'blog/news', status: 'unreachable' });
    expect(answer.ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    expect(received).toEqual([]);
    expect(serverRendered(await get('/'), 'marketing-good')).toBe(true);
  });
});
