import { describe, expect, it } from 'vitest';
import { formSigningSecret, open, seal, sign, unsign } from './signed';

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
