// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { afterEach, describe, expect, it } from 'vitest';
import { configHostApp, MAX_TOKEN_FAILURES } from './config-host';
import { startConfigHost, TOKEN, type TestConfigHost } from './config-host.fixture';

const auth = { Authorization: `Bearer ${TOKEN}` };
const validConfig = () => JSON.stringify(defaultRuntimeConfig('localhost'));

describe('the config host', () => {
  let host: TestConfigHost;
  afterEach(() => host?.close());

  it('serves config.json with a strong ETag, and 304 when If-None-Match names it', async () => {
    host = await startConfigHost();
    const first = await fetch(host.configUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.json()).toEqual(defaultRuntimeConfig('localhost'));
    expect((await fetch(host.configUrl, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await fetch(host.configUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect((await fetch(`${host.origin}/releases.jsonl`)).status, 'no history yet').toBe(404);
    expect((await fetch(`${host.origin}/..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('accepts a PUT only with the token and the current ETag, and answers the new one', async () => {
    host = await startConfigHost();
    const etag = (await fetch(host.configUrl)).headers.get('etag')!;
    const body = JSON.stringify({ ...defaultRuntimeConfig('localhost'), payment: { razorpayKeyId: 'rzp_new' } });
    const put = (headers: Record<string, string>) => fetch(host.configUrl, { method: 'PUT', headers, body });

    const anonymous = await put({ 'If-Match': etag });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await put({ Authorization: 'Bearer wrong', 'If-Match': etag })).status).toBe(401);
    expect((await put(auth)).status, 'If-Match is required once it exists').toBe(428);
    expect((await put({ ...auth, 'If-Match': '"stale"' })).status).toBe(412);
    expect((await put({ ...auth, 'If-None-Match': '*' })).status, 'it exists already').toBe(412);

    const written = await put({ ...auth, 'If-Match': etag });
    expect(written.status).toBe(200);
    const next = written.headers.get('etag')!;
    expect(next).not.toBe(etag);
    expect(readFileSync(join(host.dir, 'config.json'), 'utf8')).toBe(body);
    expect((await fetch(host.configUrl)).headers.get('etag')).toBe(next);
    expect((await put({ ...auth, 'If-Match': etag })).status, 'the old ETag no longer matches').toBe(412);
    expect(readdirSync(host.dir), 'no temporary file is left').toEqual(['config.json']);
  });

  it('creates a document with If-None-Match: *, and refuses If-Match on one that does not exist', async () => {
    host = await startConfigHost();
    const url = `${host.origin}/releases.jsonl`;
    const line = `${JSON.stringify({ at: '2026-01-01T00:00:00.000Z', action: 'release', section: 'blog', remote: 'https://cdn.example/b/mf-manifest.json', previous: null })}\n`;
    expect((await fetch(url, { method: 'PUT', headers: { ...auth, 'If-Match': '*' }, body: line })).status).toBe(412);
    const created = await fetch(url, { method: 'PUT', headers: { ...auth, 'If-None-Match': '*' }, body: line });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe((await fetch(url)).headers.get('etag'));
    expect((await fetch(url, { method: 'PUT', headers: { ...auth, 'If-None-Match': '*' }, body: line })).status).toBe(
      412,
    );
  });

  it('refuses a config that is not valid (422, with the reasons), an oversized body and other files', async () => {
    host = await startConfigHost({ maxBytes: 4096 });
    const etag = (await fetch(host.configUrl)).headers.get('etag')!;
    const before = readFileSync(join(host.dir, 'config.json'), 'utf8');
    const put = (body: string, name = 'config.json') =>
      fetch(`${host.origin}/${name}`, { method: 'PUT', headers: { ...auth, 'If-Match': etag }, body });

    const invalid = await put(JSON.stringify({ ...defaultRuntimeConfig('localhost'), remotes: { blog: 'not a url' } }));
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('remotes.blog');
    expect((await put('{')).status).toBe(422);
    expect((await put(`${validConfig()}${' '.repeat(5000)}`)).status).toBe(413);
    expect((await put(validConfig(), 'other.json')).status).toBe(404);
    expect(readFileSync(join(host.dir, 'config.json'), 'utf8'), 'unchanged').toBe(before);
    const history = await fetch(`${host.origin}/releases.jsonl`, {
      method: 'PUT',
      headers: { ...auth, 'If-None-Match': '*' },
      body: '{"action":"release"}\n',
    });
    expect(history.status).toBe(422);
    expect(await history.text()).toContain('line 1');
    expect((await fetch(host.configUrl, { method: 'DELETE', headers: auth })).status).toBe(405);
  });

  it('refuses a short token at start', () => {
    expect(() => configHostApp({ dir: '.', token: 'short-token' })).toThrow(/RELEASE_TOKEN.*32/);
  });

  it('refuses every PUT from an address that sent ten wrong tokens, the right one too, but not others', async () => {
    host = await startConfigHost();
    const etag = (await fetch(host.configUrl)).headers.get('etag')!;
    const body = validConfig();
    const put = (token: string, from: string) =>
      fetch(host.configUrl, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'If-Match': etag, 'X-Forwarded-For': from },
        body,
      });
    // The fixture's host trusts one proxy: X-Forwarded-For names the client.
    for (let i = 0; i < MAX_TOKEN_FAILURES; i += 1) expect((await put(`guess-${i}`, '203.0.113.9')).status).toBe(401);
    const locked = await put(TOKEN, '203.0.113.9');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await put(TOKEN, '198.51.100.2')).status).toBe(200);
  });
});
