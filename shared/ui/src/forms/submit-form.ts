/**
 * The browser side of the form-collection protocol that every form endpoint speaks: POST JSON with
 * `Accept: application/json` and an `Idempotency-Key`, success on any 2xx status.
 */
import { FormErrorResponseSchema, HONEYPOT_FIELD } from '@shared/contracts';

export type SubmitResult =
  | { ok: true }
  | {
      ok: false;
      kind: 'http';
      status: number;
      /** The server's message per field (first one wins), e.g. `{ email: 'Please enter a valid email address.' }`. */
      fieldErrors: Record<string, string>;
    }
  | { ok: false; kind: 'network' };

export interface SubmitOptions {
  /** The same key for a retried submission, so the server stores it once. */
  idempotencyKey: string;
  /** Value of the hidden honeypot input; people leave it empty, bots fill it. */
  honeypot?: string;
  signal?: AbortSignal;
  /** Injectable for tests and other runtimes; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

export async function submitForm(endpoint: string, payload: object, options: SubmitOptions): Promise<SubmitResult> {
  const body: Record<string, unknown> = { ...payload };
  // Only a bot's value travels: the server answers it with a silent success and stores nothing.
  if (options.honeypot) body[HONEYPOT_FIELD] = options.honeypot;
  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': options.idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (response.ok) return { ok: true };
  return { ok: false, kind: 'http', status: response.status, fieldErrors: await readFieldErrors(response) };
}

async function readFieldErrors(response: Response): Promise<Record<string, string>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return {};
  }
  const parsed = FormErrorResponseSchema.safeParse(json);
  if (!parsed.success) return {};
  const fieldErrors: Record<string, string> = {};
  for (const error of parsed.data.errors) fieldErrors[error.field] ??= error.message;
  return fieldErrors;
}

/** A random key good enough to tell submissions apart; works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Hands out one idempotency key per distinct payload: sending the same data again (a double
 * click, a retry after a network error) reuses the key, while edited data gets a fresh one so
 * the server does not answer it with the earlier submission. Call `clear()` after a success.
 */
export function createIdempotencyKeeper(makeKey: () => string = newIdempotencyKey) {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(payload: object): string {
      const fingerprint = JSON.stringify(payload);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: makeKey() };
      return last.key;
    },
    clear(): void {
      last = null;
    },
  };
}
export type IdempotencyKeeper = ReturnType<typeof createIdempotencyKeeper>;
