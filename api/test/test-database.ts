import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/db/database';

/** The server the `postgres` test project started, or null when the suite runs on PGlite. */
export const postgresUrl = (): string | null => inject('postgresUrl') ?? null;

/** A connection string for a new, empty database on the test server. */
export async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database for one test file: in-memory PGlite, or a fresh database on the test
 * PostgreSQL server when the `postgres` project runs.
 */
export async function testDatabase(): Promise<Database> {
  const server = postgresUrl();
  const db = server
    ? await openDatabase({ url: await createPostgresDatabase(server), dataDir: null })
    : await openDatabase({ dataDir: null });
  await migrate(db);
  return db;
}
