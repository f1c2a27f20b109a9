import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryHealth } from './canary-health';

// A stand-in for the api's admin endpoint, on a real socket, answering as `GET /admin/vitals` does.
let server: ServerType;
let url = '';
beforeAll(async () => {
  const app = new Hono().get('/admin/vitals', (c) => {
    if (c.req.header('authorization') !== 'Bearer token-of-the-admin') return c.json({ error: 'Unauthorised' }, 401);
    return c.json({
      canaries: [
        {
          section: 'blog',
          canary: 'blog-2',
          stable: 'blog-1',
          health: { verdict: 'worse', reasons: ['p75 INP: 400 ms on the canary'] },
        },
      ],
    });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/vitals`;
});
afterAll(() => server.close());

describe('canaryHealth', () => {
  it('reads the verdict of the section’s canary, and the builds it judged', async () => {
    expect(await canaryHealth('blog', { RELEASE_HEALTH_URL: url, ADMIN_TOKEN: 'token-of-the-admin' })).toEqual({
      verdict: 'worse',
      reasons: ['p75 INP: 400 ms on the canary'],
      canary: 'blog-2',
      stable: 'blog-1',
    });
  });

  it('says why when it cannot tell', async () => {
    expect(await canaryHealth('tools', { RELEASE_HEALTH_URL: url, ADMIN_TOKEN: 'token-of-the-admin' })).toBe(
      'no canary of it is measured yet',
    );
    expect(await canaryHealth('blog', { RELEASE_HEALTH_URL: url, ADMIN_TOKEN: 'wrong' })).toMatch(/answered 401$/);
    expect(await canaryHealth('blog', { RELEASE_HEALTH_URL: 'http://127.0.0.1:9/admin/vitals' })).toMatch(
      /could not be reached/,
    );
  });

  it('is not asked when no health source is set', async () => {
    expect(await canaryHealth('blog', {})).toBeNull();
  });
});
