import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

export interface StoredSubmission {
  id: string;
  form: string;
  payload: unknown;
  created_at: string;
}

/**
 * Stores a submission once per idempotency key: a retried request (double click, flaky network)
 * gets back the id of the first one instead of creating a second row.
 */
export async function storeSubmission(
  db: Database,
  form: string,
  payload: unknown,
  idempotencyKey: string | null,
): Promise<{ id: string; duplicate: boolean }> {
  const id = randomUUID();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO submissions (id, form, payload, idempotency_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [id, form, JSON.stringify(payload), idempotencyKey],
  );
  if (rows[0]) return { id: rows[0].id, duplicate: false };
  const existing = await db.query<{ id: string }>('SELECT id FROM submissions WHERE idempotency_key = $1', [
    idempotencyKey,
  ]);
  return { id: existing.rows[0]?.id ?? id, duplicate: true };
}

export async function listSubmissions(db: Database, form: string | null, limit: number): Promise<StoredSubmission[]> {
  const { rows } = await db.query<StoredSubmission>(
    `SELECT id, form, payload, created_at FROM submissions
     WHERE ($1::text IS NULL OR form = $1) ORDER BY created_at DESC LIMIT $2`,
    [form, limit],
  );
  return rows;
}
