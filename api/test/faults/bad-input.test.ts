import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../api-process';
import { lead, order } from '../fixtures';
import { ADMIN_TOKEN, persistentStore } from './harness';

/** Whatever a caller sends, the api answers with a 4xx and a clear message, never a 500. */

let api: ApiProcess;
let store: Awaited<ReturnType<typeof persistentStore>>;
beforeAll(async () => {
  store = await persistentStore();
  api = await store.start();
});
afterAll(async () => {
  await api.stop();
  await store.remove();
});

async function send(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}
const json = (value: unknown) => JSON.stringify(value);

interface Case {
  name: string;
  method?: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  status: number;
}

const MB = 'x'.repeat(1024 * 1024);
const CASES: Case[] = [
  // Malformed JSON and wrong content types.
  { name: 'truncated JSON', path: '/f/lead', body: '{"name": "Asha', status: 400 },
  { name: 'JSON with a trailing comma', path: '/orders', body: '{"name": "Asha",}', status: 400 },
  { name: 'empty body', path: '/f/contact', body: '', status: 400 },
  { name: 'a JSON string instead of an object', path: '/f/lead', body: '"hello"', status: 422 },
  { name: 'a JSON array', path: '/orders', body: '[1,2,3]', status: 422 },
  { name: 'null', path: '/f/lead', body: 'null', status: 422 },
  { name: 'text/plain', path: '/f/lead', body: json(lead), headers: { 'Content-Type': 'text/plain' }, status: 415 },
  {
    name: 'a form post',
    path: '/orders',
    body: 'name=Asha',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 415,
  },
  { name: 'XML', path: '/f/contact', body: '<lead/>', headers: { 'Content-Type': 'application/xml' }, status: 415 },
  { name: 'invalid UTF-8', path: '/f/lead', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
  // NUL characters cannot be stored by PostgreSQL: refused, not a crash.
  { name: 'an escaped NUL in a field', path: '/f/lead', body: json({ ...lead, name: 'Asha\u0000Rao' }), status: 422 },
  { name: 'a NUL in a nested field', path: '/orders', body: json({ ...order, instructions: 'a\u0000b' }), status: 422 },
  // Oversized input.
  { name: 'a 1 MB lead message', path: '/f/lead', body: json({ ...lead, message: MB }), status: 413 },
  { name: 'a 1 MB order field', path: '/orders', body: json({ ...order, instructions: MB }), status: 413 },
  {
    name: 'a 1 MB grammar text',
    path: '/v2/check',
    body: `language=en-US&text=${MB}`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 413,
  },
  { name: 'a 1 MB paraphrase', path: '/v1/paraphrase', body: json({ text: MB }), status: 413 },
  {
    name: 'a message one character over 5,000',
    path: '/f/lead',
    body: json({ ...lead, message: 'm'.repeat(5001) }),
    status: 422,
  },
  // Numbers.
  { name: 'a negative word count', path: '/orders', body: json({ ...order, wordCount: -5 }), status: 422 },
  { name: 'a zero word count', path: '/orders', body: json({ ...order, wordCount: 0 }), status: 422 },
  { name: 'a huge word count', path: '/orders', body: json({ ...order, wordCount: 1e308 }), status: 422 },
  { name: 'a word count past 2^53', path: '/orders', body: '{"wordCount": 99999999999999999999999}', status: 422 },
  { name: 'a fractional word count', path: '/orders', body: json({ ...order, wordCount: 12.5 }), status: 422 },
  { name: 'a word count as text', path: '/orders', body: json({ ...order, wordCount: 'many' }), status: 422 },
  // Dates.
  { name: 'the 30th of February', path: '/orders', body: json({ ...order, deadline: '2099-02-30' }), status: 422 },
  { name: 'a deadline in words', path: '/orders', body: json({ ...order, deadline: 'next friday' }), status: 422 },
  { name: 'a deadline in the past', path: '/orders', body: json({ ...order, deadline: '1999-01-01' }), status: 422 },
  { name: 'a year 275760 deadline', path: '/orders', body: json({ ...order, deadline: '275760-09-14' }), status: 422 },
  // Wrong types and shapes.
  { name: 'an object for a name', path: '/f/lead', body: json({ ...lead, name: { first: 'Asha' } }), status: 422 },
  {
    name: 'an unknown assignment type',
    path: '/f/lead',
    body: json({ ...lead, assignmentType: 'homework' }),
    status: 422,
  },
  { name: 'an unknown form', path: '/f/newsletter', body: json(lead), status: 404 },
  {
    name: 'a bad idempotency key',
    path: '/f/lead',
    body: json(lead),
    headers: { 'Idempotency-Key': 'x' },
    status: 400,
  },
  // Unknown routes and methods.
  { name: 'an unknown path', method: 'GET', path: '/wp-login.php', status: 404 },
  { name: 'a traversal path', method: 'GET', path: '/..%2f..%2fetc%2fpasswd', status: 404 },
  { name: 'broken percent-encoding', method: 'GET', path: '/f/%E0%A4%A', status: 404 },
  { name: 'GET on a form', method: 'GET', path: '/f/lead', status: 404 },
  { name: 'PUT on a form', method: 'PUT', path: '/f/lead', body: json(lead), status: 404 },
  { name: 'DELETE on an order', method: 'DELETE', path: '/orders/00000000-0000-0000-0000-000000000000', status: 404 },
  { name: 'PATCH on orders', method: 'PATCH', path: '/orders', body: '{}', status: 404 },
  { name: 'payment for a non-uuid order', path: '/orders/not-a-uuid/payment', body: '{}', status: 404 },
  {
    name: 'payment for an unknown order',
    path: '/orders/00000000-0000-0000-0000-000000000000/payment',
    body: '{}',
    status: 404,
  },
  { name: 'the admin read without a token', method: 'GET', path: '/admin/submissions', status: 401 },
  {
    name: 'an admin query that is not a number',
    method: 'GET',
    path: '/admin/submissions?limit=lots',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    status: 400,
  },
  {
    name: 'grammar without text',
    path: '/v2/check',
    body: 'language=en-US',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 400,
  },
];

describe('bad input never gives a 500', () => {
  it.each(CASES)('$name → $status', async ({ method = 'POST', path, body, headers, status }) => {
    const response = await send(method, path, body, headers);
    expect(response.status, response.text.slice(0, 300)).toBe(status);
    // Every refusal says what was wrong, in JSON.
    if (response.type.includes('json') && status !== 404) {
      expect((JSON.parse(response.text) as { error?: string }).error?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe('unusual but valid text', () => {
  const strange = {
    emoji: 'Asha 👩🏽‍🎓 Rao 🎉',
    rtl: 'مرحبا بالعالم — שלום עולם',
    sql: "Robert'); DROP TABLE submissions; --",
    html: '<script>alert("x")</script><img src=x onerror=alert(1)>',
    controls: 'tab\there\r\nnew line \u2028 \u202e reversed',
  };

  it('is stored exactly as sent and returned JSON-escaped, never as markup', async () => {
    const sent = { ...lead, name: `${strange.emoji} ${strange.rtl}`, message: Object.values(strange).join(' | ') };
    const created = await send('POST', '/f/lead', json(sent));
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.text) as { id: string };
    const read = await send('GET', '/admin/submissions?form=lead&limit=500', undefined, {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(read.type).toMatch(/^application\/json/);
    // The raw response carries the markup only inside a JSON string, quotes escaped.
    expect(read.text).toContain('<script>alert(\\"x\\")</script>');
    const { submissions } = JSON.parse(read.text) as { submissions: { id: string; payload: typeof sent }[] };
    const stored = submissions.find((submission) => submission.id === id);
    expect(stored?.payload.message).toBe(sent.message);
    expect(stored?.payload.name).toBe(sent.name);
    // The tables the SQL-looking text names are still there.
    expect(
      (await send('GET', '/admin/submissions', undefined, { Authorization: `Bearer ${ADMIN_TOKEN}` })).status,
    ).toBe(200);
  });

  it('checks grammar in emoji and right-to-left text without failing', async () => {
    const response = await send(
      'POST',
      '/v2/check',
      `language=en-US&text=${encodeURIComponent(`${strange.emoji} ${strange.rtl} ${strange.html} Ths is wrong.`)}`,
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    );
    expect(response.status).toBe(200);
    expect((JSON.parse(response.text) as { matches: unknown[] }).matches.length).toBeGreaterThan(0);
  });

  it('said at start-up that notifications are off, as no SMTP_URL is set', () => {
    expect(
      api.logs.some((entry) => String(entry.msg).startsWith('SMTP_URL is not set, so notifications are off')),
    ).toBe(true);
  });

  it('has answered every request above without a 5xx (none logged)', () => {
    const serverErrors = api.logs.filter(
      (entry) => typeof entry.res === 'object' && (entry.res as { status: number }).status >= 500,
    );
    expect(serverErrors).toEqual([]);
  });
});
