import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { FileStorage, StoredBytes } from './file-storage';
import { sweepStaleUploads } from './receive-upload';

/**
 * Files of an order that is still unpaid `days` days after it was placed are deleted (the order
 * page says until when they are kept): nobody can fill the storage with orders they never pay.
 * A paid order keeps its files.
 */
export function filesKeptUntil(order: { paid_at: unknown; created_at: Date | string }, days: number): string | null {
  if (order.paid_at !== null) return null;
  return new Date(new Date(order.created_at).getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

export function filesExpired(order: { paid_at: unknown; created_at: Date | string }, days: number, now: Date): boolean {
  const until = filesKeptUntil(order, days);
  return until !== null && new Date(until) <= now;
}

const BATCH = 100;

/**
 * Deletes the expired files (bytes first, then the row, so a failure leaves a row to retry), the
 * chunks of uploads that never got their row, day counts older than two days, and temporary
 * files of uploads cut off by a crash. Any instance may run it, any number of times.
 */
export async function sweepFiles(
  db: Database,
  files: FileStorage,
  options: { unpaidFilesDays: number; uploadFolder: string },
): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string; storage: StoredBytes['storage']; object_key: string | null }>(
      `SELECT f.id, f.storage, f.object_key FROM order_files f JOIN orders o ON o.id = f.order_id
       WHERE o.paid_at IS NULL AND o.created_at < now() - make_interval(days => $1)
       ORDER BY f.created_at LIMIT ${BATCH}`,
      [options.unpaidFilesDays],
    );
    for (const row of rows) {
      await files.remove({ id: row.id, storage: row.storage, objectKey: row.object_key });
      await db.query('DELETE FROM order_files WHERE id = $1', [row.id]);
      expired += 1;
    }
    if (rows.length < BATCH) break;
  }
  await db.query(
    `DELETE FROM order_file_chunks c WHERE c.created_at < now() - interval '1 hour'
       AND NOT EXISTS (SELECT 1 FROM order_files f WHERE f.id = c.file_id)`,
  );
  await db.query(`DELETE FROM upload_usage WHERE day < (now() AT TIME ZONE 'UTC')::date - 2`);
  await sweepStaleUploads(options.uploadFolder);
  return { expired };
}

/** Runs the sweep now and every hour on this instance; `stop` ends it. */
export function startFileSweeps(
  db: Database,
  files: FileStorage,
  options: { unpaidFilesDays: number; uploadFolder: string; logger: Logger; everyMs?: number },
): { stop: () => void } {
  const run = () =>
    sweepFiles(db, files, options)
      .then(({ expired }) => {
        if (expired > 0) options.logger.info({ expired }, 'Files of unpaid orders deleted');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'The file sweep failed'));
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, options.everyMs ?? 60 * 60 * 1000);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
