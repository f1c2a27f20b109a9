import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type ApiProcess } from '../api-process';
import { createPostgresDatabase, postgresUrl } from '../test-database';

export const ADMIN_TOKEN = 'fault-suite-admin-token-012345678';

/**
 * A database that outlives api processes: a data folder for PGlite, or a fresh database on the
 * test PostgreSQL server. `start` runs the built api on it; call it again after a crash.
 */
export async function persistentStore() {
  const server = postgresUrl();
  const dir = server ? null : await mkdtemp(join(tmpdir(), 'api-faults-'));
  const storeEnv: Record<string, string> = server
    ? { DATABASE_URL: await createPostgresDatabase(server) }
    : { DATA_DIR: join(dir!, 'pglite') };
  return {
    kind: server ? 'postgres' : 'pglite',
    start: (env: Record<string, string> = {}): Promise<ApiProcess> =>
      startApi({ ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '100000', ...storeEnv, ...env }),
    remove: () => (dir ? rm(dir, { recursive: true, force: true }) : Promise.resolve()),
  };
}

export async function readSubmissionIds(url: string): Promise<Set<string>> {
  const response = await fetch(`${url}/admin/submissions?form=lead&limit=500`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { submissions } = (await response.json()) as { submissions: { id: string }[] };
  return new Set(submissions.map((submission) => submission.id));
}
