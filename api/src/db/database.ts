import { mkdir } from 'node:fs/promises';
import { MIGRATIONS } from './migrations';

/** Anything SQL can be sent to: the database itself, or one transaction's connection. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** The little the service needs from a database; PGlite and PostgreSQL both provide it. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` on one dedicated connection between BEGIN and COMMIT (ROLLBACK when it throws).
   * Every statement of the transaction must go through the `tx` it is given.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string | undefined;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** Connections per instance in PostgreSQL mode. */
  poolSize?: number;
  onError?: (error: Error) => void;
}

/** PostgreSQL when a URL is given; otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onError?.(error));
    return {
      kind: 'postgres',
      query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
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
    kind: 'pglite',
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await lite.query<Row>(sql, params)).rows }),
    // PGlite has one connection; its transaction holds it, so other queries wait until it ends.
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<Row>(sql, params)).rows }),
        }),
      ),
    close: () => lite.close(),
  };
}

/** Any fixed number, the same in every instance: the lock that lets one instance migrate at a time. */
export const MIGRATION_LOCK_ID = 4_013_001;

/**
 * Applies the migrations not yet recorded, in order, in one transaction. Runs on every start.
 * Instances starting together queue on an advisory lock, so only the first one creates tables and
 * the others find them recorded.
 */
export async function migrate(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    let count = 0;
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      count += 1;
    }
    return count;
  });
}
