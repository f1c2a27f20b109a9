import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { errorResponse } from './errors';

export const IdempotencyKeySchema = z.string().trim().min(8).max(200);

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key with a new submission.';

/** The key a request carries: absent (null), well-formed, or a 400 to answer with. */
export function idempotencyKeyOf(c: Context): { ok: true; key: string | null } | { ok: false; response: Response } {
  const header = c.req.header('idempotency-key');
  if (header === undefined) return { ok: true, key: null };
  const key = IdempotencyKeySchema.safeParse(header);
  if (key.success) return { ok: true, key: key.data };
  return { ok: false, response: errorResponse(c, 400, 'Invalid Idempotency-Key header.') };
}

/**
 * A fingerprint of the validated request. Hashing what the schema produced (not the raw bytes)
 * means a retry that differs only in spacing or key order still counts as the same request.
 */
export const requestHash = (validated: unknown): string =>
  createHash('sha256').update(JSON.stringify(validated)).digest('hex');

export const idempotencyConflict = (c: Context) =>
  errorResponse(c, 422, IDEMPOTENCY_CONFLICT_MESSAGE, [
    { field: 'Idempotency-Key', code: 'idempotency_conflict', message: IDEMPOTENCY_CONFLICT_MESSAGE },
  ]);
