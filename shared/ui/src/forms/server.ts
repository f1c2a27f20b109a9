/**
 * `@shared/ui/forms/server`: what a page's server half (`src/pages/<id>-page.server.ts`: its
 * loader and action, run in its section's runtime) uses to answer a form. Node only: it never
 * reaches a browser bundle (lint keeps it, and every `*.server.ts`, out of browser code).
 *
 * - the route module's types (`@shared/platform/route-server`), re-exported;
 * - sealers for cookies and hidden fields, under the section's own key (`sectionKey`);
 * - `postedValues`, the posted fields as a form sends them;
 * - `sendToApi`, a form's payload sent to the api as the page would send it.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { HONEYPOT_FIELD } from '@shared/contracts';
import { SENT_PARAM } from '@shared/platform/core';
import type { ActionRequest } from '@shared/platform/route-server';
import { submitForm, type SubmitResult } from './submit-form';

export type * from '@shared/platform/route-server';

/**
 * A key to seal with: a section's `sectionKey` (base64url, as a request carries it), or the bytes
 * of a secret. Whoever does not have it can neither forge nor (sealed private) read what it sealed.
 */
export type SealingKey = string | Buffer;
const bytesOf = (key: SealingKey) => (typeof key === 'string' ? Buffer.from(key, 'base64url') : key);

const mac = (key: SealingKey, value: string) => createHmac('sha256', bytesOf(key)).update(value).digest('base64url');

/** `<value>.<hmac>`: the value stays readable, so it must hold nothing secret. */
export function sign(key: SealingKey, value: string): string {
  return `${value}.${mac(key, value)}`;
}

/** The value a `sign()`ed text carries, or null when the text was changed or made elsewhere. */
export function unsign(key: SealingKey, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(key, value), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * JSON that expires, packed small (deflated, base64url) and signed: what a signed cookie or a
 * hidden field carries (a captcha's question, which the page shows anyway). `open` gives back the
 * JSON only when it is unchanged and not expired.
 */
export function seal(key: SealingKey, data: unknown, ttlMs: number, now = Date.now()): string {
  const packed = deflateRawSync(Buffer.from(JSON.stringify({ exp: now + ttlMs, data }), 'utf8'));
  return sign(key, packed.toString('base64url'));
}

export function open(key: SealingKey, sealed: string, now = Date.now()): unknown {
  const value = unsign(key, sealed);
  if (value === null) return null;
  try {
    // Signed with this key, so only ever its own JSON; the size is bounded by what it sealed.
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
 * A key of its own for one kind of encrypted value, derived from `key` (HKDF-SHA256 with the
 * purpose as its info): a signing key is never used as an encryption key itself.
 */
export function privateKey(key: SealingKey, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', bytesOf(key), Buffer.alloc(0), `form-posts:${purpose}`, 32));
}

const PRIVATE_VERSION = 'e1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * As `seal`, but the browser cannot read it either: for a cookie that holds a visitor's contact
 * details, or an order's token. `e1.<iv · tag · ciphertext>` in base64url, AES-256-GCM with a
 * random 96-bit IV under `key` (a `privateKey`); GCM's tag authenticates it, so a changed or
 * forged value does not open. The JSON is deflated first (a cookie's room is small); the size that
 * leaves is the visitor's own data's, seen only by the visitor and the server.
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
    // Authenticated, so only ever this key's own JSON; the size is bounded by what it sealed.
    const json = JSON.parse(inflateRawSync(packed).toString('utf8')) as { exp?: unknown; data?: unknown };
    return typeof json.exp === 'number' && json.exp > now ? (json.data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The posted fields a form sends on (the fields named in `omit` left out). A phone field posted
 * before JavaScript ran sends its number (`<name>-number`) and country code (`<name>-dial`) apart:
 * they are put together ("07700 900123" with 44 is +447700900123), or the number is taken as typed
 * when it starts with its own "+code". The composition server gives an action its values so.
 */
export function postedValues(form: URLSearchParams, omit: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (!omit.includes(name) && !(name in values)) values[name] = value;
  for (const key of Object.keys(values)) {
    if (!key.endsWith('-number')) continue;
    const field = key.slice(0, -'-number'.length);
    const typed = values[key]!.trim();
    const dial = values[`${field}-dial`] ?? '';
    if (!values[field] && typed) {
      // National format ("07700 900123") read with the country's rules, as libphonenumber does.
      const parsed = typed.startsWith('+') ? null : parsePhoneNumberFromString(typed, { defaultCallingCode: dial });
      values[field] = parsed?.number ?? (typed.startsWith('+') ? typed : `+${dial} ${typed.replace(/\D/g, '')}`);
    }
    delete values[key];
    delete values[`${field}-dial`];
  }
  return values;
}

/** How long the api may take with a form before the visitor is told it did not answer. */
export const API_TIMEOUT_MS = 8000;

/**
 * Sends a posted form's payload to the api as the page would (`submitForm`): with an idempotency
 * key made from the page's key and the payload (the same page sent twice with the same fields
 * stores one row), the honeypot's value as posted, and the visitor's address as the trusted-proxy
 * rule found it (`X-Forwarded-For`: the api's rate limits count the visitor, not the server).
 */
export function sendToApi(
  url: string,
  payload: object,
  post: Pick<ActionRequest, 'idempotencyKey' | 'values'> & { visitor: Pick<ActionRequest['visitor'], 'forwardedFor'> },
  timeoutMs = API_TIMEOUT_MS,
): Promise<SubmitResult> {
  return submitForm(url, payload, {
    idempotencyKey: submissionKey(post.idempotencyKey, payload),
    honeypot: post.values[HONEYPOT_FIELD] ?? '',
    fetchImpl: (target, init) =>
      fetch(target, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': post.visitor.forwardedFor },
        signal: AbortSignal.timeout(timeoutMs),
      }),
  });
}

/** The answer to a post the api refused: the visitor's to mend (422), or the api's fault (502). */
export const refusedStatus = (apiStatus: number) => (apiStatus >= 400 && apiStatus < 500 ? 422 : 502);

/** The page a stored form sends the visitor back to: the page posted to, with `?sent=<intent>`. */
export function sentPath(pageUrl: string, intent: string): string {
  const target = new URL(pageUrl);
  target.search = '';
  target.searchParams.set(SENT_PARAM, intent);
  return `${target.pathname}${target.search}`;
}

/**
 * The api's idempotency key for a submission: the page's key and what was sent, hashed. The same
 * page sent twice with the same fields (a double tap, a resent post) stores one row, while a
 * different message from the same page (or from a copy of the page the cache served to someone
 * else) is a submission of its own, as the page's own keeper makes them with JavaScript.
 */
export function submissionKey(pageKey: string | null, value: unknown): string {
  return createHash('sha256')
    .update(`${pageKey ?? ''}\n${JSON.stringify(value)}`)
    .digest('base64url')
    .slice(0, 32);
}
