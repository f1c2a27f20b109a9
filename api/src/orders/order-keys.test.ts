import { ORDER_REFERENCE_PATTERN, ORDER_TOKEN_PATTERN } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import { base32, newOrderReference, newOrderToken } from './order-keys';

describe('order keys', () => {
  it('makes short references from the readable alphabet, different each time', () => {
    const references = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(new Set(references).size).toBeGreaterThan(1990);
    expect(references.join('')).not.toMatch(/[ILOU]/);
  });

  it('makes 160-bit lower-case tokens', () => {
    const tokens = Array.from({ length: 1000 }, newOrderToken);
    for (const token of tokens) expect(token).toMatch(ORDER_TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(1000);
  });

  it('encodes base 32 as RFC 4648 does, in lower case', () => {
    const encode = (text: string) => base32(new TextEncoder().encode(text));
    // The standard's test vectors, without padding.
    expect(encode('')).toBe('');
    expect(encode('f')).toBe('my');
    expect(encode('fo')).toBe('mzxq');
    expect(encode('foo')).toBe('mzxw6');
    expect(encode('foob')).toBe('mzxw6yq');
    expect(encode('fooba')).toBe('mzxw6ytb');
    expect(encode('foobar')).toBe('mzxw6ytboi');
  });
});
