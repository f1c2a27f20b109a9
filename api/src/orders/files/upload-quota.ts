import { createHmac } from 'node:crypto';
import type { Database } from '../../db/database';

/**
 * Bytes of files uploaded per UTC day, per visitor and for everyone, in `upload_usage`. An upload
 * reserves what its body may hold before a byte is read (one conditional upsert per row, so
 * instances on one PostgreSQL share the count), and settles to the file's size once stored; a
 * refused or failed upload gives its reservation back.
 */
export interface UploadQuota {
  /** Bytes per visitor per day, and for all visitors together. */
  perVisitor: number;
  perDay: number;
}

export type Reservation = { day: string; keys: string[]; bytes: number };

const EVERYONE = '*';

/** The visitor's row key: a keyed hash of the address, so the table holds no address. */
export function visitorKey(secret: string, address: string): string {
  return `v:${createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22)}`;
}

/** Takes `bytes` from today's quotas of `visitor` and of everyone, or names the one that is used up. */
export async function reserveUpload(
  db: Database,
  quota: UploadQuota,
  visitor: string,
  bytes: number,
): Promise<Reservation | 'visitor' | 'everyone'> {
  const { rows } = await db.query<{ day: string }>(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`);
  const day = rows[0]!.day;
  if (!(await take(db, day, visitor, bytes, quota.perVisitor))) return 'visitor';
  if (!(await take(db, day, EVERYONE, bytes, quota.perDay))) {
    await giveBack(db, { day, keys: [visitor], bytes });
    return 'everyone';
  }
  return { day, keys: [visitor, EVERYONE], bytes };
}

async function take(db: Database, day: string, key: string, bytes: number, limit: number): Promise<boolean> {
  if (bytes > limit) return false;
  const { rows } = await db.query(
    `INSERT INTO upload_usage AS u (day, visitor, bytes) VALUES ($1::date, $2, $3)
     ON CONFLICT (day, visitor) DO UPDATE SET bytes = u.bytes + EXCLUDED.bytes
       WHERE u.bytes + EXCLUDED.bytes <= $4
     RETURNING bytes`,
    [day, key, bytes, limit],
  );
  return rows.length > 0;
}

/** Returns what a reservation did not use: all of it for a refused upload, the rest for a stored one. */
export async function giveBack(db: Database, reservation: Reservation, used = 0): Promise<void> {
  const unused = reservation.bytes - used;
  if (unused <= 0) return;
  await db.query(
    'UPDATE upload_usage SET bytes = greatest(bytes - $3, 0) WHERE day = $1::date AND visitor = ANY($2::text[])',
    [reservation.day, reservation.keys, unused],
  );
}
