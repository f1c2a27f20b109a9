import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Values the composition server hands the browser and must get back unchanged (the order
 * wizard's draft, the captcha's answer), signed with an HMAC-SHA256 under the server's secret.
 *
 * The secret is `FORM_SIGNING_SECRET` (at least 32 characters). When it is unset each process
 * makes its own at start: fine for one server, but then a restart drops every draft and captcha,
 * and several servers behind one address must share one set secret.
 */
export function formSigningSecret(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.FORM_SIGNING_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('FORM_SIGNING_SECRET must be at least 32 characters long');
    return Buffer.from(configured, 'utf8');
  }
  return randomBytes(32);
}

const mac = (secret: Buffer, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

/** `<value>.<hmac>`: the value stays readable, so it must hold nothing secret. */
export function sign(secret: Buffer, value: string): string {
  return `${value}.${mac(secret, value)}`;
}

/** The value a `sign()`ed text carries, or null when the text was changed or made elsewhere. */
export function unsign(secret: Buffer, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(secret, value), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * JSON that expires, packed small (deflated, base64url) and signed: what a signed cookie or a
 * hidden field carries. `open` gives back the JSON only when it is unchanged and not expired.
 */
export function seal(secret: Buffer, data: unknown, ttlMs: number, now = Date.now()): string {
  const packed = deflateRawSync(Buffer.from(JSON.stringify({ exp: now + ttlMs, data }), 'utf8'));
  return sign(secret, packed.toString('base64url'));
}

export function open(secret: Buffer, sealed: string, now = Date.now()): unknown {
  const value = unsign(secret, sealed);
  if (value === null) return null;
  try {
    // Signed by this server, so only ever its own JSON; the size is bounded by what it sealed.
    const json = JSON.parse(inflateRawSync(Buffer.from(value, 'base64url')).toString('utf8')) as {
      exp?: unknown;
      data?: unknown;
    };
    return typeof json.exp === 'number' && json.exp > now ? (json.data ?? null) : null;
  } catch {
    return null;
  }
}
