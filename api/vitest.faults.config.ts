import { defineConfig } from 'vitest/config';

/**
 * `pnpm --filter api test:faults`: bad input, tampering, kill -9 and SIGTERM against the built api
 * running as a real process, on PGlite and on PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'faults-pglite', globalSetup: ['test/global-build.ts'], provide: { postgresUrl: null } },
      },
      {
        extends: true,
        test: { name: 'faults-postgres', globalSetup: ['test/global-postgres.ts', 'test/global-build.ts'] },
      },
    ],
  },
});
