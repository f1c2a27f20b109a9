import { describe, expect, it } from 'vitest';
import { open, openPrivate, privateKey, seal, sealPrivate, sign, unsign } from '@shared/ui/forms/server';
import { formSigningSecret, sectionKey } from './signed';

const secret = Buffer.from('a'.repeat(32));

describe('signed values', () => {
  it('gives back what it signed, and nothing once a character changed', () => {
    const signed = sign(secret, 'draft');
    expect(unsign(secret, signed)).toBe('draft');
    expect(unsign(secret, `x${signed}`)).toBeNull();
    expect(unsign(secret, `${signed.slice(0, -1)}A`)).toBeNull();
    expect(unsign(Buffer.from('b'.repeat(32)), signed)).toBeNull();
    expect(unsign(secret, 'no-signature')).toBeNull();
  });

  it('opens sealed JSON until it expires', () => {
    const sealed = seal(secret, { a: 3, b: 4 }, 1000, 10_000);
    expect(open(secret, sealed, 10_500)).toEqual({ a: 3, b: 4 });
    expect(open(secret, sealed, 11_000)).toBeNull();
  });

  it('does not open sealed JSON that was changed', () => {
    const sealed = seal(secret, { a: 3, b: 4 }, 1000, 10_000);
    const [value, mac] = sealed.split('.');
    expect(open(secret, `${value}A.${mac}`, 10_500)).toBeNull();
  });

  it('takes the secret from FORM_SIGNING_SECRET, or makes one per process', () => {
    expect(formSigningSecret({ FORM_SIGNING_SECRET: 's'.repeat(40) }).toString()).toBe('s'.repeat(40));
    expect(() => formSigningSecret({ FORM_SIGNING_SECRET: 'short' })).toThrow(/32 characters/);
    const a = formSigningSecret({});
    const b = formSigningSecret({});
    expect(a).toHaveLength(32);
    expect(a.equals(b)).toBe(false);
  });
});

describe('encrypted values', () => {
  const key = privateKey(secret, 'order-draft');
  const draft = { start: { name: 'Asha Rao', email: 'asha@example.com' }, placed: { token: 'tok_secret_123' } };

  it('gives back what it sealed until it expires, and shows none of it', () => {
    const sealed = sealPrivate(key, draft, 1000, 10_000);
    expect(sealed).toMatch(/^e1\.[\w-]+$/);
    // Neither the text nor its deflated bytes are in the cookie: it does not open without the key.
    expect(sealed).not.toMatch(/Asha|asha|tok_secret/);
    expect(open(secret, sealed, 10_500)).toBeNull();
    expect(openPrivate(key, sealed, 10_500)).toEqual(draft);
    expect(openPrivate(key, sealed, 11_000)).toBeNull();
    // A fresh IV each time: the same draft never seals to the same text.
    expect(sealPrivate(key, draft, 1000, 10_000)).not.toBe(sealed);
  });

  it('opens nothing that was changed, cut, made under another key or only signed', () => {
    const sealed = sealPrivate(key, draft, 1000, 10_000);
    const body = sealed.slice(3);
    const flipped = `e1.${body.slice(0, 20)}${body[20] === 'A' ? 'B' : 'A'}${body.slice(21)}`;
    expect(openPrivate(key, flipped, 10_500)).toBeNull();
    expect(openPrivate(key, sealed.slice(0, 40), 10_500)).toBeNull();
    expect(openPrivate(key, 'e1.', 10_500)).toBeNull();
    expect(openPrivate(privateKey(secret, 'another-purpose'), sealed, 10_500)).toBeNull();
    expect(openPrivate(privateKey(Buffer.from('b'.repeat(32)), 'order-draft'), sealed, 10_500)).toBeNull();
    expect(openPrivate(key, seal(secret, draft, 1000, 10_000), 10_500)).toBeNull();
  });

  it('derives a key of 32 bytes per purpose, never the secret itself', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(privateKey(secret, 'order-draft'))).toBe(true);
    expect(key.equals(privateKey(secret, 'another-purpose'))).toBe(false);
    expect(key.equals(secret)).toBe(false);
  });
});

describe("a section's key", () => {
  it('is 32 bytes in base64url, its own per section, and seals what only it opens', () => {
    const blog = sectionKey(secret, 'blog');
    expect(blog).toMatch(/^[\w-]{43}$/);
    expect(sectionKey(secret, 'blog')).toBe(blog);
    expect(sectionKey(secret, 'checkout')).not.toBe(blog);
    expect(sectionKey(Buffer.from('b'.repeat(32)), 'blog')).not.toBe(blog);
    const sealed = seal(blog, { step: 2 }, 1000, 10_000);
    expect(open(blog, sealed, 10_500)).toEqual({ step: 2 });
    expect(open(sectionKey(secret, 'checkout'), sealed, 10_500)).toBeNull();
  });
});
