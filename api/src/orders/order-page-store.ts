import { randomUUID } from 'node:crypto';
import { MAX_ORDER_FILES, type BriefAddition, type OrderFile, type OrderMessage } from '@shared/contracts';
import type { Database, Queryable } from '../db/database';
import { notificationId, queueNotification } from '../notifications/outbox';

/**
 * What the order page adds to an order: the brief's additions and files, the thread with the
 * agency, and cancelling. Changes that someone must hear of queue their email in the same statement.
 */

export interface OrderExtras {
  briefAdditions: BriefAddition[];
  files: OrderFile[];
  messages: OrderMessage[];
}
export const NO_EXTRAS: OrderExtras = { briefAdditions: [], files: [], messages: [] };

const iso = (value: Date | string) => new Date(value).toISOString();

/** The extras of each order in `ids`, in the order they were added. */
export async function orderExtras(db: Queryable, ids: string[]): Promise<Map<string, OrderExtras>> {
  const extras = new Map<string, OrderExtras>(ids.map((id) => [id, { briefAdditions: [], files: [], messages: [] }]));
  if (ids.length === 0) return extras;
  const [additions, files, messages] = await Promise.all([
    db.query<{ order_id: string; body: string; created_at: Date | string }>(
      'SELECT order_id, body, created_at FROM order_brief_additions WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id',
      [ids],
    ),
    db.query<{
      id: string;
      order_id: string;
      name: string;
      media_type: string;
      size: number;
      created_at: Date | string;
    }>(
      `SELECT id, order_id, name, media_type, size, created_at FROM order_files
       WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    ),
    db.query<{ id: string; order_id: string; author: 'student' | 'agency'; body: string; created_at: Date | string }>(
      `SELECT id, order_id, author, body, created_at FROM order_messages
       WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    ),
  ]);
  for (const row of additions.rows) {
    extras.get(row.order_id)?.briefAdditions.push({ text: row.body, addedAt: iso(row.created_at) });
  }
  for (const row of files.rows) {
    extras.get(row.order_id)?.files.push({
      id: row.id,
      name: row.name,
      mediaType: row.media_type,
      size: row.size,
      uploadedAt: iso(row.created_at),
    });
  }
  for (const row of messages.rows) {
    extras
      .get(row.order_id)
      ?.messages.push({ id: row.id, from: row.author, text: row.body, sentAt: iso(row.created_at) });
  }
  return extras;
}

/** The statuses in which the brief may still grow and the student may cancel: before work starts. */
const OPEN = `status IN ('received', 'paid')`;

/** Adds to the brief while the order is open; false when it is not (any more). */
export async function addToBrief(db: Database, orderId: string, text: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO order_brief_additions (id, order_id, body)
     SELECT $1, id, $3 FROM orders WHERE id = $2 AND ${OPEN} RETURNING id`,
    [randomUUID(), orderId, text],
  );
  return rows.length > 0;
}

export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  storage: 'database' | 's3';
  objectKey: string | null;
}

export async function countOrderFiles(db: Queryable, orderId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_files WHERE order_id = $1', [
    orderId,
  ]);
  return rows[0]?.n ?? 0;
}

/**
 * Records a file of the brief, whose bytes are already in the file store. One transaction locks
 * the order's row for the count, so two uploads at once (on any instances) cannot make a sixth
 * file; no call to anything outside the database happens inside it.
 */
export async function insertOrderFile(
  db: Database,
  orderId: string,
  file: StoredFile,
): Promise<'stored' | 'closed' | 'full'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
      orderId,
    ]);
    const status = rows[0]?.status;
    if (status !== 'received' && status !== 'paid') return 'closed';
    if ((await countOrderFiles(tx, orderId)) >= MAX_ORDER_FILES) return 'full';
    await tx.query(
      `INSERT INTO order_files (id, order_id, name, media_type, size, storage, object_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [file.id, orderId, file.name, file.mediaType, file.size, file.storage, file.objectKey],
    );
    return 'stored';
  });
}

/** A file of an order (its bytes are in the file store). */
export async function findOrderFile(db: Queryable, orderId: string, fileId: string): Promise<StoredFile | null> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    media_type: string;
    size: number;
    storage: 'database' | 's3';
    object_key: string | null;
  }>('SELECT id, name, media_type, size, storage, object_key FROM order_files WHERE order_id = $1 AND id = $2', [
    orderId,
    fileId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    mediaType: row.media_type,
    size: row.size,
    storage: row.storage,
    objectKey: row.object_key,
  };
}

/** The order and the message, as the email about the message is written from. */
const MESSAGE_SNAPSHOT = `jsonb_build_object('id', o.id, 'status', o.status, 'createdAt', o.created_at,
  'paymentId', o.payment_id, 'reference', o.reference, 'token', o.access_token, 'order', o.payload,
  'message', m.body, 'from', m.author)`;

/**
 * Adds a message to the order's thread and queues the email to the other side in the same
 * statement: the agency hears of the student's message, the student (at the address they gave)
 * of the agency's answer. Returns the message, or null when the order does not exist.
 */
export async function addOrderMessage(
  db: Database,
  orderId: string,
  author: 'student' | 'agency',
  text: string,
): Promise<OrderMessage | null> {
  const toStudent = author === 'agency';
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    `WITH m AS (
       INSERT INTO order_messages (id, order_id, author, body)
       SELECT $1, id, $3, $4 FROM orders WHERE id = $2 RETURNING id, order_id, author, body, created_at
     ), source AS (
       SELECT o.id, ${MESSAGE_SNAPSHOT} AS snapshot, o.payload->>'email' AS email
       FROM m JOIN orders o ON o.id = m.order_id
     ), queued AS (
       ${queueNotification({
         source: 'source',
         kind: toStudent ? 'student-order-message' : 'order-message',
         idParam: '$5',
         payload: 'source.snapshot',
         ...(toStudent ? { recipient: 'source.email', where: "coalesce(source.email, '') <> ''" } : {}),
       })}
     )
     SELECT id, created_at FROM m`,
    [randomUUID(), orderId, author, text, notificationId()],
  );
  const row = rows[0];
  return row ? { id: row.id, from: author, text, sentAt: iso(row.created_at) } : null;
}

/**
 * The student cancels: only an order still received or paid (work has not started). A paid one
 * is marked for refund, which the agency makes; the agency hears of it in the same statement.
 */
export async function cancelByStudent(db: Database, orderId: string): Promise<boolean> {
  const snapshot = `jsonb_build_object('id', cancelled.id, 'status', cancelled.status, 'createdAt', cancelled.created_at,
    'paymentId', cancelled.payment_id, 'reference', cancelled.reference, 'token', cancelled.access_token,
    'order', cancelled.payload, 'refundDue', cancelled.refund_due)`;
  const { rows } = await db.query(
    `WITH cancelled AS (
       UPDATE orders SET status = 'cancelled', status_changed_at = now(), cancelled_by = 'student',
         refund_due = paid_at IS NOT NULL
       WHERE id = $1 AND ${OPEN}
       RETURNING id, status, created_at, payment_id, reference, access_token, payload, refund_due
     ), queued AS (
       ${queueNotification({ source: 'cancelled', kind: 'order-cancelled', idParam: '$2', payload: snapshot })}
     ), told AS (
       ${queueNotification({
         source: 'cancelled',
         kind: 'student-order-cancelled',
         idParam: '$3',
         payload: snapshot,
         recipient: `cancelled.payload->>'email'`,
         where: `coalesce(cancelled.payload->>'email', '') <> '' AND cancelled.access_token IS NOT NULL`,
       })}
     )
     SELECT id FROM cancelled`,
    [orderId, notificationId(), notificationId()],
  );
  return rows.length > 0;
}
