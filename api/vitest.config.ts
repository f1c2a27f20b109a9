import { defineConfig } from 'vitest/config';

/**
 * The suite runs twice: on embedded PGlite (the default for a developer) and on a real PostgreSQL
 * server that the `postgres` project starts and stops (what a scaled deployment runs). Tests that
 * need several api processes on one database run only there.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], provide: { postgresUrl: null } },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          // The parts that talk to the database; grammar and paraphrasing have nothing to repeat here.
          include: [
            'src/{db,forms,orders,admin,http,notifications,vitals}/**/*.test.ts',
            'src/app.test.ts',
            'test/scale-out/**/*.test.ts',
          ],
          globalSetup: ['test/global-postgres.ts', 'test/global-build.ts'],
        },
      },
    ],
  },
});
