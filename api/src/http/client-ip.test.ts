import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, visitorProtocol } from './rate-limit';

// A real socket: the peer address is what the rule starts from.
let server: ServerType;
let origin = '';
beforeAll(async () => {
  const rule = (c: Context) => [Number(c.req.query('hops') ?? 0), c.req.query('trusted')?.split(',') ?? []] as const;
  const app = new Hono()
    .get('/', (c) => c.text(clientIp(c, ...rule(c))))
    .get('/protocol', (c) => c.text(visitorProtocol(c, ...rule(c))));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const ipFor = async (query: string, forwardedFor?: string) =>
  (await fetch(`${origin}/?${query}`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })).text();

describe('clientIp', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await ipFor('', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the address a trusted forwarding server (the composition server) saw', async () => {
    expect(await ipFor('trusted=loopback', '203.0.113.9')).toBe('203.0.113.9');
    // The visitor may send an X-Forwarded-For of their own: only the hop our server added counts.
    expect(await ipFor('trusted=loopback', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('trusts a forwarding server only at its own address', async () => {
    expect(await ipFor('trusted=10.0.0.0/8', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('counts hops of load balancers from the right', async () => {
    expect(await ipFor('hops=2', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });
});

describe('visitorProtocol', () => {
  const protocolFor = async (query: string, forwardedProto: string) =>
    (await fetch(`${origin}/protocol?${query}`, { headers: { 'X-Forwarded-Proto': forwardedProto } })).text();

  it('believes X-Forwarded-Proto only from a proxy the rule trusts', async () => {
    expect(await protocolFor('', 'https')).toBe('http');
    expect(await protocolFor('trusted=10.0.0.0/8', 'https')).toBe('http');
    expect(await protocolFor('hops=1', 'https')).toBe('https');
    expect(await protocolFor('trusted=loopback', 'https, http')).toBe('https');
    expect(await protocolFor('hops=1', 'gopher')).toBe('http');
  });
});
