import { describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeeper, newIdempotencyKey, submitForm } from './submit-form';

const payload = { name: 'Asha', email: 'asha@example.com' };

function fakeFetch(respond: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => respond());
}

describe('submitForm', () => {
  it('posts JSON with the protocol headers and succeeds on any 2xx', async () => {
    const fetchImpl = fakeFetch(() => new Response(JSON.stringify({ ok: true, id: 'x' }), { status: 201 }));
    const result = await submitForm('http://api.test/f/lead', payload, { idempotencyKey: 'key-123456', fetchImpl });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/f/lead');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'key-123456',
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('treats a 2xx with an empty or non-JSON body as success (hosted services differ)', async () => {
    const fetchImpl = fakeFetch(() => new Response('thanks', { status: 200 }));
    expect(await submitForm('/f', payload, { idempotencyKey: 'k-12345678', fetchImpl })).toEqual({ ok: true });
  });

  it('returns the field errors of a 4xx, first message per field', async () => {
    const body = {
      error: 'Some fields need attention.',
      errors: [
        { field: 'email', code: 'invalid_format', message: 'Please enter a valid email address.' },
        { field: 'email', code: 'too_small', message: 'second message' },
        { field: 'phone', code: 'invalid_format', message: 'Please enter a valid phone number.' },
      ],
    };
    const fetchImpl = fakeFetch(() => new Response(JSON.stringify(body), { status: 422 }));
    expect(await submitForm('/f', payload, { idempotencyKey: 'k-12345678', fetchImpl })).toEqual({
      ok: false,
      kind: 'http',
      status: 422,
      fieldErrors: {
        email: 'Please enter a valid email address.',
        phone: 'Please enter a valid phone number.',
      },
    });
  });

  it('reports a 5xx with an unreadable body as an http failure without field errors', async () => {
    const fetchImpl = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await submitForm('/f', payload, { idempotencyKey: 'k-12345678', fetchImpl })).toEqual({
      ok: false,
      kind: 'http',
      status: 502,
      fieldErrors: {},
    });
  });

  it('reports a rejected fetch as a network failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitForm('/f', payload, { idempotencyKey: 'k-12345678', fetchImpl })).toEqual({
      ok: false,
      kind: 'network',
    });
  });

  it('sends the honeypot field only when something filled it', async () => {
    const fetchImpl = fakeFetch(() => new Response('{}', { status: 200 }));
    await submitForm('/f', payload, { idempotencyKey: 'k-12345678', honeypot: '', fetchImpl });
    await submitForm('/f', payload, { idempotencyKey: 'k-12345678', honeypot: 'spam.example', fetchImpl });
    const bodies = fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies[0]).not.toHaveProperty('website');
    expect(bodies[1]).toMatchObject({ website: 'spam.example' });
  });

  it('uses the global fetch by default', async () => {
    const spy = vi.fn<typeof fetch>(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', spy);
    try {
      expect(await submitForm('/f', payload, { idempotencyKey: 'k-12345678' })).toEqual({ ok: true });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createIdempotencyKeeper', () => {
  it('reuses the key for the same payload and makes a new one when the payload changes', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    const first = keeper.keyFor({ a: 1 });
    expect(keeper.keyFor({ a: 1 })).toBe(first);
    expect(keeper.keyFor({ a: 2 })).not.toBe(first);
  });

  it('starts afresh after clear(), so a new submission of equal data is stored again', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    const first = keeper.keyFor({ a: 1 });
    keeper.clear();
    expect(keeper.keyFor({ a: 1 })).not.toBe(first);
  });

  it('makes keys long enough for the server (at least 8 characters) and different each time', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
