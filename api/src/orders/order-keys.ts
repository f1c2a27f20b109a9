import { randomBytes, randomInt } from 'node:crypto';

/**
 * The two keys an order gets besides its database id: a short reference a person can read out on
 * the phone (`SD-7K3M-Q2`), and the secret token of its page's address (`/orders/<token>`).
 */

/** Crockford's base 32: no I, L, O or U, so no character reads as another. */
const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SD-` and six random characters (about a billion references); uniqueness is the database's. */
export function newOrderReference(): string {
  let chars = '';
  for (let i = 0; i < 6; i += 1) chars += READABLE[randomInt(READABLE.length)];
  return `SD-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** RFC 4648 base 32 in lower case: the site's paths are lower case. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** 160 random bits, 32 characters: unguessable, and unrelated to the database id. */
export function newOrderToken(): string {
  return base32(randomBytes(20));
}
