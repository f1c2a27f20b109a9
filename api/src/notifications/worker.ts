import nodemailer from 'nodemailer';
import { DEFAULT_TIME_ZONE } from '@shared/contracts';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { messageFor, type Message } from './messages';
import type { NotificationKind } from './outbox';

/** Sends one email; nodemailer's SMTP transport in production. */
export type SendMail = (mail: Message & { from: string; to: string[] }) => Promise<unknown>;

export interface NotifierOptions {
  db: Database;
  logger: Logger;
  send: SendMail;
  from: string;
  /** The agency's addresses, for rows without a recipient of their own. */
  agency: string[];
  /** The public site's base URL, for links in messages (a student's order page). */
  siteUrl: string;
  /** The agency's time zone, which its own emails write times in (the site's default; India when not given). */
  timeZone?: string;
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, up to an hour. */
  retryBaseMs: number;
  maxAttempts: number;
}

interface DueRow {
  id: string;
  kind: NotificationKind;
  recipient: string | null;
  payload: unknown;
  attempts: number;
}

/** How long a claimed row is reserved for the instance sending it; longer than any SMTP timeout. */
const LEASE_SECONDS = 120;
const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export function smtpTransport(url: string): SendMail {
  // Short timeouts: a stuck server must fail the attempt (and retry later) well inside the lease.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return (mail) => transport.sendMail(mail);
}

/**
 * The outbox worker. Each round claims due rows with `FOR UPDATE SKIP LOCKED` and pushes their
 * next attempt past a lease in the same statement, so with several instances each row is claimed
 * by one of them; then it sends them and records the outcome. A failed send keeps its error and
 * waits with exponential backoff. If the process dies between the SMTP server's acceptance and
 * the row's update, the row is sent again when its lease ends: at least once, and once whenever
 * the process lives.
 */
export function startNotifier(options: NotifierOptions) {
  const { db, logger } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<DueRow[]> {
    const { rows } = await db.query<DueRow>(
      `UPDATE notifications SET attempts = attempts + 1,
         next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       WHERE id IN (
         SELECT id FROM notifications WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, recipient, payload, attempts`,
    );
    return rows;
  }

  async function deliver(row: DueRow) {
    let message: Message;
    try {
      message = messageFor(row.kind, row.payload, {
        siteUrl: options.siteUrl.replace(/\/+$/, ''),
        timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
      });
    } catch (error) {
      // A row that cannot be written out will not get better by waiting.
      await db.query(`UPDATE notifications SET status = 'failed', last_error = $2 WHERE id = $1`, [
        row.id,
        String(error).slice(0, 2000),
      ]);
      logger.error({ err: error, notificationId: row.id }, 'Notification could not be written');
      return;
    }
    try {
      await options.send({ ...message, from: options.from, to: row.recipient ? [row.recipient] : options.agency });
      await db.query(`UPDATE notifications SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
        row.id,
      ]);
      logger.info({ notificationId: row.id, kind: row.kind, attempts: row.attempts }, 'Notification sent');
    } catch (error) {
      const giveUp = row.attempts >= options.maxAttempts;
      const delayMs = Math.min(options.retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      await db.query(
        `UPDATE notifications SET last_error = $2, status = $3,
           next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
         WHERE id = $1`,
        [
          row.id,
          error instanceof Error ? error.message.slice(0, 2000) : String(error),
          giveUp ? 'failed' : 'pending',
          delayMs,
        ],
      );
      logger.warn(
        {
          notificationId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInMs: giveUp ? null : delayMs,
          err: error,
        },
        giveUp ? 'Notification failed for good' : 'Notification failed; it will be retried',
      );
    }
  }

  async function round() {
    do {
      again = false;
      for (;;) {
        const due = await claim();
        for (const row of due) await deliver(row);
        if (due.length < BATCH || stopped) break;
      }
    } while (again && !stopped);
  }

  /** Runs a round now, or right after the one running (a request just queued a message). */
  function nudge() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => logger.error({ err: error }, 'Notification round failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(nudge, options.pollMs);
  timer.unref();
  nudge();

  return {
    nudge,
    /** Stops polling and waits for the round in flight, so the database can be closed after it. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type Notifier = ReturnType<typeof startNotifier>;
