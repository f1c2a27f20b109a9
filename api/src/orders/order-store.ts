import { randomBytes, randomUUID } from 'node:crypto';
import {
  ORDER_STATUS_MOVES,
  ORDER_STATUSES,
  type AdminOrder,
  type Order,
  type OrderStatus,
  type OrderView,
  type StoredOrderPayload,
} from '@shared/contracts';
import type { Database, Queryable } from '../db/database';
import { notificationId, queueNotification } from '../notifications/outbox';
import { newOrderReference, newOrderToken } from './order-keys';
import { NO_EXTRAS, type OrderExtras } from './order-page-store';

/** Orders in the database. Every change of status is a conditional UPDATE, so repeats are harmless. */

interface OrderRow {
  id: string;
  status: OrderStatus;
  payload: StoredOrderPayload;
  amount_paise: number;
  payment_mode: 'live' | 'test' | null;
  razorpay_order_id: string | null;
  payment_id: string | null;
  paid_via: 'verify' | 'webhook' | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  status_changed_at: Date | string | null;
  reference: string | null;
  access_token: string | null;
  cancelled_by: 'student' | 'agency' | null;
  refund_due: boolean;
}
export type OrderRecord = OrderRow;

const COLUMNS =
  'id, status, payload, amount_paise, payment_mode, razorpay_order_id, payment_id, paid_via, created_at, paid_at, status_changed_at, reference, access_token, cancelled_by, refund_due';

/** What an order's notifications are written from: the order as it stands after the change. */
export const ORDER_SNAPSHOT = (table: string) =>
  `jsonb_build_object('id', ${table}.id, 'status', ${table}.status, 'createdAt', ${table}.created_at,
     'paymentId', ${table}.payment_id, 'reference', ${table}.reference, 'token', ${table}.access_token,
     'order', ${table}.payload)`;

/**
 * The student's own message about the order in `table`, to the address they gave on the order
 * start form; an order without one (begun at a later step) queues nothing.
 */
const studentNotification = (table: string, kind: 'student-order-saved' | 'student-order-paid', idParam: string) =>
  queueNotification({
    source: table,
    kind,
    idParam,
    payload: ORDER_SNAPSHOT(table),
    recipient: `${table}.payload->>'email'`,
    where: `coalesce(${table}.payload->>'email', '') <> '' AND ${table}.access_token IS NOT NULL`,
  });

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** PostgreSQL's JSON may come back as text from some drivers; PGlite and pg parse it. */
const payloadOf = (row: OrderRow): StoredOrderPayload =>
  typeof row.payload === 'string' ? (JSON.parse(row.payload) as StoredOrderPayload) : row.payload;

export function publicOrder(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.reference,
    token: row.access_token,
    status: row.status,
    paymentId: row.payment_id,
    payload: payloadOf(row),
  };
}

/** Razorpay refuses payments under ₹1. */
export const MIN_PAYMENT_PAISE = 100;

/**
 * The order as its page shows it: what the student chose and the price the server computed, and
 * nothing else (no contact details, no database id, no payment references).
 */
export function orderView(
  row: OrderRow & { reference: string },
  extras: OrderExtras = NO_EXTRAS,
  filesKeptUntil: string | null = null,
): OrderView {
  const p = payloadOf(row);
  const briefOpen = row.status === 'received' || row.status === 'paid';
  return {
    reference: row.reference,
    status: row.status,
    placedAt: iso(row.created_at),
    paid: row.paid_at !== null,
    payable: row.paid_at === null && row.status !== 'cancelled' && row.amount_paise >= MIN_PAYMENT_PAISE,
    assignmentType: p.assignmentType,
    ...(p.assignmentTypeOther ? { assignmentTypeOther: p.assignmentTypeOther } : {}),
    subject: p.subject,
    ...(p.subjectOther ? { subjectOther: p.subjectOther } : {}),
    deadline: p.deadline,
    dueAt: p.dueAt ?? null,
    wordCount: p.wordCount,
    pages: p.pages,
    firstDraft: p.firstDraft,
    academicLevel: p.academicLevel,
    price: {
      pricePerWord: p.pricePerWord,
      base: p.totalPrice,
      specialistMultiplier: p.specialistMultiplier,
      subtotal: p.subtotal,
      coupon: p.coupon ? { code: p.coupon.code, description: p.coupon.description } : null,
      discount: p.discount,
      processingFee: p.processingFee,
      total: p.total,
    },
    instructions: p.instructions ?? '',
    driveLink: p.fileName ? p.fileName : null,
    briefAdditions: extras.briefAdditions,
    files: extras.files,
    filesKeptUntil,
    briefOpen,
    messages: extras.messages,
    cancellable: briefOpen,
    cancellation:
      row.status === 'cancelled'
        ? {
            by: row.cancelled_by ?? 'agency',
            at: iso(row.status_changed_at ?? row.created_at),
            refundDue: row.refund_due,
          }
        : null,
    receipt:
      row.paid_at !== null && row.payment_id
        ? {
            paidAt: iso(row.paid_at),
            paymentId: row.payment_id,
            amountPaise: row.amount_paise,
            billedTo: p.name,
            testMode: row.payment_mode === 'test',
          }
        : null,
  };
}

export function adminOrder(row: OrderRow, extras: OrderExtras = NO_EXTRAS): AdminOrder {
  return {
    ...publicOrder(row),
    mode: row.payment_mode,
    razorpayOrderId: row.razorpay_order_id,
    paidVia: row.paid_via,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    statusChangedAt: row.status_changed_at === null ? null : iso(row.status_changed_at),
    cancelledBy: row.cancelled_by,
    refundDue: row.refund_due,
    ...extras,
  };
}

/** A unique key of ours (reference or token) that happened to be taken: draw again. */
function isKeyCollision(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === '23505' && /reference|access_token/.test(`${constraint ?? ''} ${message ?? ''}`);
}

/**
 * Stores an unpaid order once per idempotency key; a retry of the same request gets the first
 * order back, and another request under a used key gets `conflict` (nothing is stored). The
 * order gets its reference and page token here. The agency's notification is queued in the same
 * statement, and so is the student's when they chose Pay Later; a duplicate queues nothing.
 */
export async function insertOrder(
  db: Database,
  order: { payload: StoredOrderPayload; idempotencyKey: string | null; requestHash: string },
): Promise<{ kind: 'created' | 'duplicate'; order: OrderRow } | { kind: 'conflict' }> {
  let rows: OrderRow[] = [];
  for (let attempt = 1; ; attempt += 1) {
    try {
      ({ rows } = await db.query<OrderRow>(
        `WITH stored AS (
           INSERT INTO orders (id, payload, amount_paise, idempotency_key, request_hash, reference, access_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}
         ), queued AS (
           ${queueNotification({ source: 'stored', kind: 'order-created', idParam: '$8', payload: ORDER_SNAPSHOT('stored') })}
         ), pay_later AS (
           SELECT * FROM stored WHERE stored.payload->>'paymentMethod' = 'Pay Later'
         ), told AS (
           ${studentNotification('pay_later', 'student-order-saved', '$9')}
         )
         SELECT * FROM stored`,
        [
          randomUUID(),
          JSON.stringify(order.payload),
          order.payload.amountPaise,
          order.idempotencyKey,
          order.requestHash,
          newOrderReference(),
          newOrderToken(),
          notificationId(),
          notificationId(),
        ],
      ));
      break;
    } catch (error) {
      // About one in a billion per stored order, for the reference: a new draw settles it.
      if (!isKeyCollision(error) || attempt >= 5) throw error;
    }
  }
  if (rows[0]) return { kind: 'created', order: rows[0] };
  const existing = await db.query<OrderRow & { request_hash: string | null }>(
    `SELECT ${COLUMNS}, request_hash FROM orders WHERE idempotency_key = $1`,
    [order.idempotencyKey],
  );
  const first = existing.rows[0];
  if (!first) throw new Error('Order vanished after an idempotency conflict');
  if (first.request_hash !== null && first.request_hash !== order.requestHash) return { kind: 'conflict' };
  return { kind: 'duplicate', order: first };
}

/** How long a claim to open an order's payment holds: longer than Razorpay's 15 s call can take. */
export const PAYMENT_CLAIM_SECONDS = 60;

/**
 * Claims the right to open the order's Razorpay order: one conditional UPDATE, so of any number
 * of requests on any number of instances one wins, and the claim is no lock (no connection is
 * held while the winner calls Razorpay). Returns whether this claim won.
 */
export async function claimPayment(db: Queryable, id: string, claim: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET payment_claim = $2, payment_claimed_at = now()
     WHERE id = $1 AND razorpay_order_id IS NULL AND paid_at IS NULL AND status <> 'cancelled'
       AND (payment_claim IS NULL OR payment_claimed_at < now() - make_interval(secs => $3))
     RETURNING id`,
    [id, claim, PAYMENT_CLAIM_SECONDS],
  );
  return rows.length > 0;
}

/** Gives a claim up (Razorpay failed), so the next request may try at once. */
export async function releasePaymentClaim(db: Queryable, id: string, claim: string): Promise<void> {
  await db.query(
    'UPDATE orders SET payment_claim = NULL, payment_claimed_at = NULL WHERE id = $1 AND payment_claim = $2',
    [id, claim],
  );
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The order whose page has this token; the token was checked for its shape by the caller. */
export async function findOrderByToken(db: Queryable, token: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE access_token = $1`, [token]);
  return rows[0] ?? null;
}

export async function findOrderByRazorpayId(db: Database, razorpayOrderId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE razorpay_order_id = $1`, [
    razorpayOrderId,
  ]);
  return rows[0] ?? null;
}

/**
 * Links the order to the Razorpay order its claim opened. Only the claim's holder can, and only
 * once; either way the stored link is returned, so every request names the same Razorpay order.
 */
export async function attachRazorpayOrder(
  db: Queryable,
  id: string,
  claim: string,
  razorpayOrderId: string,
  mode: 'live' | 'test',
): Promise<{ attached: boolean; order: OrderRow | null }> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET razorpay_order_id = $3, payment_mode = $4, payment_claim = NULL, payment_claimed_at = NULL
     WHERE id = $1 AND payment_claim = $2 AND razorpay_order_id IS NULL RETURNING ${COLUMNS}`,
    [id, claim, razorpayOrderId, mode],
  );
  if (rows[0]) return { attached: true, order: rows[0] };
  return { attached: false, order: await findOrder(db, id) };
}

/**
 * Records the payment if none is recorded yet, and queues the agency's notification in the same
 * statement, so the webhook and the browser racing on several instances notify once. A received
 * order becomes paid; one the agency already moved on keeps its status (the payment is recorded).
 */
export async function markPaid(
  db: Database,
  id: string,
  paymentId: string,
  via: 'verify' | 'webhook',
): Promise<{ order: OrderRow | null; changed: boolean }> {
  const { rows } = await db.query<OrderRow>(
    `WITH paid AS (
       UPDATE orders SET payment_id = $2, paid_via = $3, paid_at = now(),
         status = CASE WHEN status = 'received' THEN 'paid' ELSE status END,
         refund_due = refund_due OR status = 'cancelled',
         payload = payload || jsonb_build_object('paymentId', $2::text, 'paymentMethod', 'Paid via Razorpay')
       WHERE id = $1 AND paid_at IS NULL RETURNING ${COLUMNS}
     ), queued AS (
       ${queueNotification({ source: 'paid', kind: 'order-paid', idParam: '$4', payload: ORDER_SNAPSHOT('paid') })}
     ), told AS (
       ${studentNotification('paid', 'student-order-paid', '$5')}
     )
     SELECT * FROM paid`,
    [id, paymentId, via, notificationId(), notificationId()],
  );
  if (rows[0]) return { order: rows[0], changed: true };
  return { order: await findOrder(db, id), changed: false };
}

/**
 * Records that the visitor chose Pay Later for an order first stored for online payment (they
 * closed the payment window). Only an unpaid order not already marked Pay Later changes, and only
 * that change notifies the agency. Returns the order as it now stands.
 */
export async function chooseToPayLater(db: Database, id: string): Promise<OrderRow | null> {
  await db.query(
    `WITH changed AS (
       UPDATE orders SET payload = payload || jsonb_build_object('paymentMethod', 'Pay Later')
       WHERE id = $1 AND paid_at IS NULL AND payload->>'paymentMethod' IS DISTINCT FROM 'Pay Later'
       RETURNING ${COLUMNS}
     ), queued AS (
       ${queueNotification({ source: 'changed', kind: 'order-pay-later', idParam: '$2', payload: ORDER_SNAPSHOT('changed') })}
     ), told AS (
       ${studentNotification('changed', 'student-order-saved', '$3')}
     )
     SELECT id FROM changed`,
    [id, notificationId(), notificationId()],
  );
  return findOrder(db, id);
}

/**
 * The agency moves an order on (received or paid → in progress → delivered, or cancelled). The
 * UPDATE checks the current status, so two admins acting at once cannot skip a step.
 */
export async function changeOrderStatus(
  db: Database,
  id: string,
  to: OrderStatus,
): Promise<{ kind: 'changed'; order: OrderRow } | { kind: 'not-found' } | { kind: 'refused'; from: OrderStatus }> {
  const from = ORDER_STATUSES.filter((status) => ORDER_STATUS_MOVES[status].includes(to));
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET status = $2, status_changed_at = now(),
       cancelled_by = CASE WHEN $2 = 'cancelled' THEN 'agency' ELSE cancelled_by END
     WHERE id = $1 AND status = ANY($3::text[])
     RETURNING ${COLUMNS}`,
    [id, to, from],
  );
  if (rows[0]) return { kind: 'changed', order: rows[0] };
  const current = await findOrder(db, id);
  return current ? { kind: 'refused', from: current.status } : { kind: 'not-found' };
}

/** Orders newest first, of one status and one person's email (any case) when given. */
export async function listOrders(
  db: Database,
  status: OrderStatus | null,
  limit: number,
  email: string | null = null,
): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders
     WHERE ($1::text IS NULL OR status = $1) AND ($3::text IS NULL OR lower(payload->>'email') = lower($3))
     ORDER BY created_at DESC LIMIT $2`,
    [status, limit, email],
  );
  return rows;
}

/** Records a webhook delivery; false when it was seen before (a replay). */
export async function recordPaymentEvent(
  db: Database,
  eventId: string,
  event: string,
  razorpayOrderId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO payment_events (id, event, razorpay_order_id) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [eventId, event, razorpayOrderId],
  );
  return rows.length > 0;
}

/** A secret the service makes once and keeps in its database (so a restart does not change it). */
export async function serviceSecret(db: Database, name: string): Promise<string> {
  await db.query('INSERT INTO service_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM service_secrets WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`Secret ${name} could not be stored`);
  return rows[0].value;
}
