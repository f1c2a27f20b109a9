/**
 * `pnpm release`: the one writer of the deployed config.json. Built to
 * `shell/dist-server/release.js`; see docs/deploy.md for the commands, flags and exit codes.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { EXIT } from './exit-codes';

const USAGE = `Usage:
  pnpm release <section> <manifest-url> [--percent N]   preflight, then release (or start a canary)
  pnpm release promote <section> [--force]              give the running canary to every visitor
                                                        (refused when release health judges it
                                                        clearly worse, unless --force)
  pnpm release abort <section>                          stop the running canary
  pnpm release rollback <section>                       preflight, then return to the build before
  pnpm release history [--section S]                    list the releases, oldest first
Options: --config <path or http(s) URL> (default RELEASE_CONFIG, else SHELL_DIST/config.json;
a URL is written with conditional PUTs, authorised by the bearer token in RELEASE_TOKEN, and its
history is releases.jsonl beside it), --shell-dist <dir>, --budget-ms <n> (default
SECTION_BUDGET_MS or 800), --dry-run (preflight only). Release health for promote:
RELEASE_HEALTH_URL (the api's /admin/vitals) and ADMIN_TOKEN.
Exit codes: 0 done, 1 refused, 2 usage, 3 config could not be read or written (try again),
4 nothing to do, 5 the config's URL refused RELEASE_TOKEN.`;

// React's production build, as the composition server uses (chosen at React's first import).
process.env.NODE_ENV ??= 'production';

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        config: { type: 'string' },
        'shell-dist': { type: 'string' },
        'budget-ms': { type: 'string' },
        section: { type: 'string' },
        'dry-run': { type: 'boolean' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(EXIT.usage);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(EXIT.ok);
}

const shellDist = values['shell-dist'] ?? process.env.SHELL_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const configLocation = values.config ?? process.env.RELEASE_CONFIG ?? join(shellDist, 'config.json');
const budgetMs = Math.min(Number(values['budget-ms'] ?? process.env.SECTION_BUDGET_MS ?? 800), 1000);

const { registerSectionHooks } = await import('../register-section-hooks');
registerSectionHooks(import.meta.url);
const { runRelease } = await import('./commands');
process.exit(
  await runRelease(positionals, {
    percent: values.percent,
    section: values.section,
    dryRun: values['dry-run'] ?? false,
    force: values.force ?? false,
    configLocation,
    token: process.env.RELEASE_TOKEN,
    shellDist,
    budgetMs,
    usage: USAGE,
  }),
);
