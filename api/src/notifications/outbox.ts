import { randomUUID } from 'node:crypto';

/**
 * The notification outbox: a row per message to send, written by the same SQL statement that
 * stores the data it reports, so a lead, contact message or order is never stored without its
 * message, nor the other way round. A worker (worker.ts) sends the rows.
 *
 * A kind names what happened; `messages.ts` turns its payload into an email. Messages to the
 * agency have no recipient (they go to NOTIFY_TO); a message to someone else, such as an order
 * confirmation to the student, sets `recipient` and adds its kind and renderer.
 */
export const NOTIFICATION_KINDS = [
  'lead',
  'contact',
  'order-created',
  'order-paid',
  'order-pay-later',
  // To the student: their order page's link once the order is saved to pay later, and when it is paid.
  'student-order-saved',
  'student-order-paid',
  // The order page's thread: the student wrote (to the agency), the agency answered (to the student).
  'order-message',
  'student-order-message',
  // The student cancelled their order (to the agency; a paid one is marked for refund), and the
  // student's own confirmation of it, with the refund promised for a paid order.
  'order-cancelled',
  'student-order-cancelled',
  // A section's form that only sends something to the agency (@shared/contracts' agency forms).
  'agency-form',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The body of a common table expression that queues a notification for the row of the CTE
 * `source` (at most one row), which must return `id`. `payload` is an SQL expression over
 * `source`'s columns: the snapshot the message is written from. `$idParam` takes a fresh uuid
 * (`notificationId()`). `recipient` is an SQL expression for someone other than the agency, and
 * `where` a condition on `source`'s row (a message to the student needs their address).
 */
export function queueNotification(options: {
  source: string;
  kind: NotificationKind;
  payload: string;
  idParam: string;
  recipient?: string;
  where?: string;
}): string {
  const recipient = options.recipient ?? 'NULL';
  return `INSERT INTO notifications (id, kind, recipient, subject_id, payload)
    SELECT ${options.idParam}::uuid, '${options.kind}', ${recipient}, ${options.source}.id, ${options.payload}
    FROM ${options.source}${options.where ? ` WHERE ${options.where}` : ''}`;
}

export const notificationId = (): string => randomUUID();
