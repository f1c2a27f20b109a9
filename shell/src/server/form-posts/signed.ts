import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Values the composition server hands the browser and must get back unchanged (the captcha's
 * question), signed with an HMAC-SHA256 under the server's secret; and values the browser must
 * not read either (the order wizard's draft), encrypted with AES-256-GCM under a key derived from it.
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

/**
 * A key of its own for one kind of encrypted value, derived from the server's secret (HKDF-SHA256
 * with the purpose as its info): the signing secret is never used as an encryption key itself.
 */
export function privateKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `form-posts:${purpose}`, 32));
}

const PRIVATE_VERSION = 'e1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * As `seal`, but the browser cannot read it either: for a cookie that holds a visitor's contact
 * details, or an order's token. `e1.<iv · tag · ciphertext>` in base64url, AES-256-GCM with a
 * random 96-bit IV; GCM's tag authenticates it, so a changed or forged value does not open. The
 * JSON is deflated first (a cookie's room is small); the size that leaves is the visitor's own
 * draft's, seen only by the visitor and the server.
 */
export function sealPrivate(key: Buffer, data: unknown, ttlMs: number, now = Date.now()): string {
  const packed = deflateRawSync(Buffer.from(JSON.stringify({ exp: now + ttlMs, data }), 'utf8'));
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(packed), cipher.final()]);
  return `${PRIVATE_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

/** What `sealPrivate` sealed with this key, or null when it was changed, made elsewhere, or has expired. */
export function openPrivate(key: Buffer, sealed: string, now = Date.now()): unknown {
  const prefix = `${PRIVATE_VERSION}.`;
  if (!sealed.startsWith(prefix)) return null;
  const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const packed = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    // Authenticated, so only ever this server's own JSON; the size is bounded by what it sealed.
    const json = JSON.parse(inflateRawSync(packed).toString('utf8')) as { exp?: unknown; data?: unknown };
    return typeof json.exp === 'number' && json.exp > now ? (json.data ?? null) : null;
  } catch {
    return null;
  }
}
