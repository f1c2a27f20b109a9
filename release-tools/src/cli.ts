/**
 * `pnpm release`: the one writer of the deployed config.json. Built to
 * `release-tools/dist/release.js`; see docs/deploy.md for the commands, flags and exit codes.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { SECTIONS } from '@shared/build/apps';
import { ensureReleaseState, releaseStateDir } from 'composition-server/for-release';
import { EXIT } from './exit-codes';

const USAGE = `Usage:
  pnpm release <section> <manifest-url> [--percent N]   preflight, then release (or start a canary)
  pnpm release promote <section> [--force]              preflight, then give the running canary to
                                                        every visitor; refused unless release health
                                                        judged it fit (at least 200 page views on
                                                        each of canary and stable, no worse failure
                                                        rate), or --force, which the history records
  pnpm release abort <section>                          stop the running canary
  pnpm release rollback <section>                       preflight, then return to the build before
  pnpm release history [--section S]                    list the releases, oldest first
Sections: ${SECTIONS.map((section) => section.name).join(', ')}.
Options: --dry-run (release, promote, abort, rollback: check everything, change nothing),
--skip-browser-preflight (release, promote, rollback: only the server half; said with a warning),
--config <path or http(s) URL> (default RELEASE_CONFIG, else RELEASE_STATE_DIR/config.json, else
.release/config.json in the checkout; a URL is written with conditional PUTs, authorised by the
bearer token in RELEASE_TOKEN, and its history is releases.jsonl beside it), --shell-dist <dir>,
--budget-ms <n> (default SECTION_BUDGET_MS or 800). Release health for promote:
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
        'skip-browser-preflight': { type: 'boolean' },
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

const shellDist =
  values['shell-dist'] ?? process.env.SHELL_DIST ?? fileURLToPath(new URL('../../shell/dist', import.meta.url));
const budgetMs = Math.min(Number(values['budget-ms'] ?? process.env.SECTION_BUDGET_MS ?? 800), 1000);
/** The release state on this machine (ADR 023), made or moved there on first use, unless a config is named. */
const configLocation = (() => {
  const named = values.config ?? process.env.RELEASE_CONFIG;
  if (named) return named;
  try {
    return ensureReleaseState(releaseStateDir(import.meta.url), shellDist, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(EXIT.store);
  }
})();

const { runRelease } = await import('./commands');
process.exit(
  await runRelease(positionals, {
    percent: values.percent,
    section: values.section,
    dryRun: values['dry-run'] ?? false,
    force: values.force ?? false,
    skipBrowserPreflight: values['skip-browser-preflight'] ?? false,
    configLocation,
    token: process.env.RELEASE_TOKEN,
    shellDist,
    budgetMs,
    entryUrl: import.meta.url,
    // The browser preflight starts the composition server as it is deployed, from its own package's build.
    serverEntryUrl: new URL('../../composition-server/dist/main.js', import.meta.url).href,
  }),
);
