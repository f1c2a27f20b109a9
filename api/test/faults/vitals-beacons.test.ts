import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../api-process';
import { ADMIN_TOKEN, persistentStore } from './harness';

/** Release health's beacons come from anyone's browser: broken, huge or flooding ones are refused, never a 500. */

const LIMIT = 20;
let api: ApiProcess;
let store: Awaited<ReturnType<typeof persistentStore>>;
beforeAll(async () => {
  store = await persistentStore();
  api = await store.start({ VITALS_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => {
  await api.stop();
  await store.remove();
});

const beacon = (over: Record<string, unknown> = {}) => ({
  view: randomUUID(),
  section: 'blog',
  build: 'b1',
  route: '/blog',
  device: 'mobile',
  render: 'server',
  metrics: [{ name: 'LCP', value: 900, section: 'blog', build: 'b1' }],
  events: [],
  ...over,
});
const send = async (body: string | Buffer, type = 'text/plain;charset=UTF-8') => {
  const response = await fetch(`${api.url}/v1/vitals`, { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: response.status, text: await response.text() };
};
const views = async () => {
  const response = await fetch(`${api.url}/admin/vitals`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await response.json()) as { totalViews: number }).totalViews;
};

const MALFORMED: [string, string | Buffer, number][] = [
  ['truncated JSON', '{"view": "', 400],
  ['empty body', '', 400],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400],
  ['a JSON array', '[1,2]', 422],
  ['null', 'null', 422],
  ['a view id that is not a uuid', JSON.stringify(beacon({ view: 'x' })), 422],
  ['an unknown section', JSON.stringify(beacon({ section: 'admin' })), 422],
  ['an address with a query', JSON.stringify(beacon({ route: '/blog?name=Asha' })), 422],
  ['a NUL in the route', JSON.stringify(beacon({ route: '/blog\u0000' })), 422],
  ['an extra field', JSON.stringify(beacon({ userAgent: 'Mozilla' })), 422],
  [
    'a negative LCP',
    JSON.stringify(beacon({ metrics: [{ name: 'LCP', value: -1, section: 'blog', build: 'b1' }] })),
    422,
  ],
  [
    'an LCP of 1e308 ms',
    JSON.stringify(beacon({ metrics: [{ name: 'LCP', value: 1e308, section: 'blog', build: 'b1' }] })),
    422,
  ],
  [
    'an unknown metric',
    JSON.stringify(beacon({ metrics: [{ name: 'FID', value: 1, section: 'blog', build: 'b1' }] })),
    422,
  ],
  [
    'an error count of a million',
    JSON.stringify(beacon({ events: [{ kind: 'error', section: 'blog', build: 'b1', count: 1e6 }] })),
    422,
  ],
];

describe('beacons', () => {
  it.each(MALFORMED)('%s → %i', async (_name, body, status) => {
    const response = await send(body);
    expect(response.status, response.text).toBe(status);
  });

  it('refuses a form post and XML (415), and oversized beacons before reading them (413)', async () => {
    expect((await send('a=b', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await send('<beacon/>', 'application/xml')).status).toBe(415);
    expect((await send(JSON.stringify(beacon({ build: 'b'.repeat(3000) })))).status).toBe(413);
    expect((await send('x'.repeat(1024 * 1024))).status).toBe(413);
    expect(await views()).toBe(0);
  });

  it('lets a flood through up to the limit, refuses the rest with 429, and keeps answering', async () => {
    const statuses = await Promise.all(
      Array.from({ length: LIMIT + 15 }, () => send(JSON.stringify(beacon())).then((r) => r.status)),
    );
    // The refused beacons above counted against the same caller's minute.
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBe(LIMIT + 15 - accepted);
    expect(await views()).toBe(accepted);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
  });

  it('answered no beacon with a 5xx and logged no caller address for them', () => {
    const lines = api.logs.filter((entry) => entry.route === '/v1/vitals');
    expect(lines.length).toBeGreaterThan(MALFORMED.length);
    expect(lines.filter((entry) => (entry.res as { status: number }).status >= 500)).toEqual([]);
    expect(lines.filter((entry) => 'ip' in (entry.req as object))).toEqual([]);
  });
});
