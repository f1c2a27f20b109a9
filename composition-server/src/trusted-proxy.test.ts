import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { visitorOf } from './trusted-proxy';

/** What the server makes of a request, with `trustProxy` proxies of ours in front. */
async function visitor(trustProxy: number, url: string, headers: Record<string, string> = {}) {
  const app = new Hono().get('*', (c) => c.json(visitorOf(c, trustProxy)));
  return (await app.request(url, { headers })).json();
}

describe('the trusted-proxy rule', () => {
  it('believes no forwarded header without proxies of ours in front', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https' };
    // A request made through app.request() has no socket: its address is unknown.
    expect(await visitor(0, 'http://site.test/order', headers)).toEqual({
      address: 'unknown',
      secure: false,
      origin: 'http://site.test',
    });
  });

  it("behind a TLS proxy, takes the visitor's protocol and the address that proxy saw", async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.66, 198.51.100.7', 'X-Forwarded-Proto': 'https' };
    expect(await visitor(1, 'http://site.test/order', headers)).toEqual({
      address: '198.51.100.7',
      secure: true,
      origin: 'https://site.test',
    });
    // Two proxies: the entry two hops from the right; what the visitor wrote further left is ignored.
    expect((await visitor(2, 'http://site.test/', headers)).address).toBe('203.0.113.66');
  });

  it('keeps the request its own protocol when the proxy says nothing usable', async () => {
    expect((await visitor(1, 'http://site.test/', { 'X-Forwarded-Proto': 'gopher' })).secure).toBe(false);
    expect((await visitor(1, 'https://site.test/', {})).secure).toBe(true);
    expect((await visitor(1, 'http://site.test/', { 'X-Forwarded-Proto': 'HTTPS, http' })).secure).toBe(true);
  });
});
