import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { notificationId, queueNotification, type NotificationKind } from '../notifications/outbox';

export interface StoredSubmission {
  id: string;
  form: string;
  payload: unknown;
  created_at: string;
  /** When the agency marked it handled; null while it is still to do. */
  handled_at: string | null;
  /** Orders placed under the same email address (any case). */
  order_count: number;
}

export interface SubmissionFilter {
  form?: string | null;
  /** Still to do (`open`), done (`handled`), or both. */
  handled?: 'open' | 'handled' | null;
  /** The same person's, by email address (any case). */
  email?: string | null;
}

export type StoreResult =
  | { kind: 'created'; id: string }
  | { kind: 'duplicate'; id: string }
  /** The key was first used for another request: nothing was stored. */
  | { kind: 'conflict' };

/**
 * Stores a submission once per idempotency key: a retried request (double click, flaky network)
 * gets back the id of the first one instead of creating a second row. The unique key decides the
 * race between concurrent duplicates, on any number of api instances. The insert is one
 * statement, so it needs no explicit transaction (each costs two more round trips).
 */
export async function storeSubmission(
  db: Database,
  submission: {
    /** `lead`, `contact`, or a section's form (`blog/new-articles`, see @shared/contracts' agency forms). */
    form: string;
    /** The notification it queues: the form's own kind, or `agency-form` for a section's. */
    kind: NotificationKind;
    payload: unknown;
    idempotencyKey: string | null;
    requestHash: string;
  },
): Promise<StoreResult> {
  // The notification goes in with the row, in the same statement; a duplicate queues nothing.
  const { rows } = await db.query<{ id: string }>(
    `WITH stored AS (
       INSERT INTO submissions (id, form, payload, idempotency_key, request_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, payload, created_at
     ), queued AS (
       ${queueNotification({
         source: 'stored',
         kind: submission.kind,
         idParam: '$6',
         payload: "jsonb_build_object('id', stored.id, 'createdAt', stored.created_at, 'submission', stored.payload)",
       })}
     )
     SELECT id FROM stored`,
    [
      randomUUID(),
      submission.form,
      JSON.stringify(submission.payload),
      submission.idempotencyKey,
      submission.requestHash,
      notificationId(),
    ],
  );
  if (rows[0]) return { kind: 'created', id: rows[0].id };
  const existing = await db.query<{ id: string; request_hash: string | null }>(
    'SELECT id, request_hash FROM submissions WHERE idempotency_key = $1',
    [submission.idempotencyKey],
  );
  const first = existing.rows[0];
  if (!first) throw new Error('Submission vanished after an idempotency conflict');
  if (first.request_hash !== null && first.request_hash !== submission.requestHash) return { kind: 'conflict' };
  return { kind: 'duplicate', id: first.id };
}

/**
 * A submission's email address: a lead's or message's own, or the address a section's agency form
 * gives to reply to. Migration 13 indexes it (in lower case), so it must stay this expression.
 */
const SUBMISSION_EMAIL = "coalesce(s.payload->>'email', s.payload->>'replyTo')";

export async function listSubmissions(
  db: Database,
  filter: SubmissionFilter,
  limit: number,
): Promise<StoredSubmission[]> {
  const { rows } = await db.query<StoredSubmission>(
    `SELECT s.id, s.form, s.payload, s.created_at, s.handled_at,
       (SELECT count(*)::int FROM orders o
        WHERE coalesce(${SUBMISSION_EMAIL}, '') <> '' AND lower(o.payload->>'email') = lower(${SUBMISSION_EMAIL})) AS order_count
     FROM submissions s
     WHERE ($1::text IS NULL OR s.form = $1)
       AND ($2::text IS NULL OR ($2 = 'handled') = (s.handled_at IS NOT NULL))
       AND ($3::text IS NULL OR lower(${SUBMISSION_EMAIL}) = lower($3))
     ORDER BY s.created_at DESC LIMIT $4`,
    [filter.form ?? null, filter.handled ?? null, filter.email ?? null, limit],
  );
  return rows;
}

/** Marks a lead or message handled (now) or still to do; null when there is no such submission. */
export async function setHandled(
  db: Database,
  id: string,
  handled: boolean,
): Promise<Omit<StoredSubmission, 'order_count'> | null> {
  const { rows } = await db.query<Omit<StoredSubmission, 'order_count'>>(
    `UPDATE submissions SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) ELSE NULL END
     WHERE id = $1 RETURNING id, form, payload, created_at, handled_at`,
    [id, handled],
  );
  return rows[0] ?? null;
}
