/**
 * Vitest global setup: builds the composition server (`dist/`, as `pnpm build` does) into
 * `node_modules/.test-server/`, because section runtimes are worker threads that run the built
 * files, as in production. Inside the package, so the server's bare imports (react, hono) resolve.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, mergeConfig } from 'vite';
import { defineCompositionServerConfig } from '@shared/build/vite';

export const TEST_SERVER_DIR = join(import.meta.dirname, '..', '..', 'node_modules', '.test-server');

export default async function setup() {
  rmSync(TEST_SERVER_DIR, { recursive: true, force: true });
  await build(
    mergeConfig(defineCompositionServerConfig(), {
      configFile: false,
      logLevel: 'warn',
      build: { outDir: TEST_SERVER_DIR },
    }),
  );
}
