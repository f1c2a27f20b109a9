import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './support/chromium';
import {
  ADMIN_TOKEN,
  EXTERNAL_SITE,
  NOTIFY_TO,
  ORIGINS,
  SECTION_NAMES,
  SERVER_HEALTH_TOKEN,
  SMTP_PORT,
  WEBHOOK_SECRET,
} from './support/servers';

const root = join(import.meta.dirname, '..');

// Where the test SMTP server leaves the messages it receives, and where the servers' output is
// copied (support/logged-server.mjs). Set once, in the runner; the worker processes inherit them.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-mail-'));
process.env.E2E_LOG_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-logs-'));
// The release state of the test that releases canaries against the api's release health: its
// releases.jsonl is the api's RELEASE_HISTORY (support/servers.ts).
process.env.E2E_RELEASE_HEALTH_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-release-health-'));
/** Every project's browser starts with these. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One line per browser the early project started: whether its CPU was capped like a phone's. */
const PHONE_CPU_LOG = join(process.env.E2E_LOG_DIR!, 'phone-cpu.txt');
const logged = (name: string, command: string) =>
  `node e2e/support/logged-server.mjs ${join(process.env.E2E_LOG_DIR!, `${name}.log`)} ${command}`;

/**
 * Runs against the production build (built by `pnpm test:e2e` first), served exactly as
 * `pnpm start` serves it (sections on their own origins, the composition server rendering the shell's frame), with a
 * fresh embedded database for every run and a test SMTP server that receives the api's
 * notifications. With E2E_BASE_URL (and E2E_ORIGIN_<APP>) it runs against that site instead and
 * starts nothing (support/servers.ts, README.md).
 */
export default defineConfig({
  testDir: './tests',
  // After the web servers are up: the test SMTP server, then every page warmed on the server.
  globalSetup: ['./support/mail-server.ts', './support/warm-site.ts'],
  // Budgets, not waits (tests wait on what the page shows and marks): room for a shared two-core
  // machine that is busy with other work.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run in parallel, each file's tests in order in one worker: the tests share the servers
  // (and a fresh database) but nothing else, and a file's tests may share a server of their own.
  // Two workers at least (the machine the suite is timed on has two cores), more where there are
  // more cores.
  fullyParallel: false,
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // On CI a failed test runs once more, for its trace and to say whether it is flaky; a test that
  // passes only on its retry still fails the run (support/retry-policy-reporter.ts: Playwright's
  // `failOnFlakyTests`, except after a crash of the browser's own renderer, which it lists). No
  // failure of a page or a test is retried away.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ...(process.env.CI
      ? ([['list'], ['html', { open: 'never' }], ['./support/retry-policy-reporter.ts']] as const)
      : ([['list']] as const)),
    ['./support/timing-reporter.ts', { phoneCpuLog: PHONE_CPU_LOG }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Recorded on the retry only: a trace of every test costs about a fifth of the suite's CPU
    // (measured on marketing.spec.ts: 60 → 48 CPU-seconds without it), and the suite is CPU-bound
    // on two cores. Locally, run a failing test again with `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    // The servers' logs are read after every other project has run (tests/server-logs.teardown.ts):
    // no order token and no email address may be in them.
    { name: 'server-logs', testMatch: /server-logs\.setup\.ts$/, teardown: 'server-logs-check' },
    { name: 'server-logs-check', testMatch: /server-logs\.teardown\.ts$/ },
    // Matched from `tests/`: the checkout's own path may hold these names (a worktree called isolation).
    {
      name: 'composed',
      testIgnore: /\/tests\/(isolation|no-js|early)\//,
      dependencies: ['server-logs'],
      use: { baseURL: ORIGINS.shell },
    },
    // The composed site with JavaScript off: every control and form must work natively.
    // Its students are in India (their numbers are Indian): the browser says so in Accept-Language.
    {
      name: 'no-js',
      testMatch: /no-js\/.*\.spec\.ts$/,
      dependencies: ['server-logs'],
      use: { baseURL: ORIGINS.shell, javaScriptEnabled: false, locale: 'en-IN' },
    },
    // A hurried student on a throttled phone who acts the moment an element shows, before
    // hydration (support/early.ts adds the slow network; nothing waits for hydration).
    {
      name: 'early',
      testMatch: /early\/.*\.spec\.ts$/,
      dependencies: ['server-logs'],
      use: {
        baseURL: ORIGINS.shell,
        // The phone's slow CPU: the browser's processes together get a quarter of one core
        // (support/phone-cpu-chromium.sh; the run's last lines say whether they did).
        launchOptions: {
          executablePath: join(import.meta.dirname, 'support/phone-cpu-chromium.sh'),
          args: CHROMIUM_ARGS,
          env: { ...process.env, E2E_PHONE_CHROMIUM: findChromium(), E2E_PHONE_CPU_LOG: PHONE_CPU_LOG },
        },
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    ...SECTION_NAMES.map((section) => ({
      name: `isolation-${section}`,
      testMatch: new RegExp(`isolation/${section}[.-][^/]*spec\\.ts$`),
      dependencies: ['server-logs'],
      use: { baseURL: ORIGINS[section] },
    })),
  ],
  webServer: EXTERNAL_SITE
    ? []
    : [
        {
          command: logged('api', 'pnpm --filter api start'),
          cwd: root,
          url: `${ORIGINS.api}/readyz`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          env: {
            ADMIN_TOKEN,
            DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-db-')),
            RATE_LIMIT_PER_MINUTE: '10000',
            // The composition server, on this machine, forwards forms posted without JavaScript.
            TRUSTED_PROXIES: 'loopback',
            GRAMMAR_RATE_LIMIT_PER_MINUTE: '10000',
            // No Razorpay keys: the labelled test mode, asked for as it must be.
            PAYMENTS_TEST_MODE: 'true',
            RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
            // Receipts name the business details of the site's own configuration.
            SITE_CONFIG_FILE: join(root, 'shell/dist/config.json'),
            // Notifications go to the test SMTP server of the global setup. Should the api be up
            // before it, the first attempts fail and are retried within a second.
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            NOTIFY_TO,
            NOTIFY_RETRY_BASE_MS: '200',
            NOTIFY_POLL_MS: '500',
            // Release health: composition servers' reports of sections' server code, and the
            // release history that says which builds are canaries.
            SERVER_HEALTH_TOKEN,
            RELEASE_HISTORY: join(process.env.E2E_RELEASE_HEALTH_DIR!, 'releases.jsonl'),
          },
        },
        {
          command: logged('site', 'node scripts/serve-site.mjs'),
          cwd: root,
          // Answers once the composition server has loaded every section's server code.
          // A release state of its own, started from the shell's build: never the checkout's `.release/`.
          // The admin token turns on QA pins (E2E_QA_PIN).
          env: { RELEASE_STATE_DIR: mkdtempSync(join(tmpdir(), 'e2e-release-state-')), ADMIN_TOKEN },
          url: `${ORIGINS.shell}/robots.txt`,
          reuseExistingServer: !process.env.CI,
          timeout: 90_000,
        },
      ],
});
