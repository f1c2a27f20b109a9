import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup } from '@playwright/test';

/**
 * Opens the servers' log check (tests/server-logs.teardown.ts runs after every project that
 * depends on this one). The servers' output is copied into $E2E_LOG_DIR by support/logged-server.mjs
 * when this run started them; servers that were already running (reused locally) leave no file.
 */
setup('the servers copy their output to the log folder', () => {
  const dir = process.env.E2E_LOG_DIR ?? '';
  const files = ['api.log', 'site.log'].filter((name) => existsSync(join(dir, name)));
  setup.info().annotations.push({
    type: 'server logs',
    description: files.length > 0 ? `${dir}: ${files.join(', ')}` : 'servers reused: their logs are not checked',
  });
});
