import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as teardown } from '@playwright/test';
import { findSecrets, REDACTED } from '@shared/contracts/log-redaction';

/**
 * The last check of a run: everything the api and the site's servers printed while the suite
 * placed orders, paid, uploaded and wrote messages holds no order token and no email address.
 * Nor any line their last guard (redactSecrets) had to hide: a secret that reached it came from a
 * line that must name a route pattern or an id instead.
 */
for (const name of ['api', 'site']) {
  teardown(`the ${name} server's log names no order token and no email address`, () => {
    const file = join(process.env.E2E_LOG_DIR ?? '', `${name}.log`);
    teardown.skip(!existsSync(file), 'this run reused a server it did not start');
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.length).toBeGreaterThan(1);
    const leaks = lines.flatMap((line, index) =>
      findSecrets(line).length > 0 || line.includes(REDACTED) ? [`${index + 1}: ${line.slice(0, 300)}`] : [],
    );
    expect(leaks).toEqual([]);
  });
}
