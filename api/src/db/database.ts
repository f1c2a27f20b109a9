import { mkdir } from 'node:fs/promises';
import { MIGRATIONS } from './migrations';

/** The little the service needs from a database; PGlite and PostgreSQL both provide it. */
export interface Database {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: { url?: string | undefined; dataDir: string | null }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.url });
    return {
      query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers is resident memory inside PGlite's WebAssembly
  // heap; the site's few tables need a fraction of it, and the grammar engines need the room.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const lite = options.dataDir ? new PGlite(options.dataDir, { startParams }) : new PGlite({ startParams });
  return {
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await lite.query<Row>(sql, params)).rows }),
    close: () => lite.close(),
  };
}

/** Applies the migrations not yet recorded, in order. Runs on every start. */
export async function migrate(db: Database): Promise<number> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  let count = 0;
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await db.query('BEGIN');
    try {
      for (const statement of migration.statements) await db.query(statement);
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      await db.query('COMMIT');
      count += 1;
    } catch (error) {
      await db.query('ROLLBACK');
      throw error;
    }
  }
  return count;
}
