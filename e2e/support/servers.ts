import { API, FRONT_END_APPS, localOrigin, SECTIONS } from '@shared/build/apps';

type AppName = (typeof FRONT_END_APPS)[number]['name'] | typeof API.name;

/**
 * Where the composed site, each section and the api are: served locally (from `@shared/build/apps`)
 * unless the environment names them, so QA can point the suite at a running site
 * (`E2E_BASE_URL` for the composed site, `E2E_ORIGIN_<APP>` for the others, e.g. `E2E_ORIGIN_BLOG`;
 * e2e/README.md).
 */
export const ORIGINS = Object.fromEntries(
  [...FRONT_END_APPS, API].map((app) => {
    const named = app.name === 'shell' ? process.env.E2E_BASE_URL : process.env[`E2E_ORIGIN_${app.name.toUpperCase()}`];
    return [app.name, named ? new URL(named).origin : localOrigin(app.port)];
  }),
) as Record<AppName, string>;

/** Whether the suite runs against a site it did not start (E2E_BASE_URL): then it starts no server. */
export const EXTERNAL_SITE = !!process.env.E2E_BASE_URL;

/**
 * A QA pin every test's browser starts with (`E2E_QA_PIN=blog=<mf-manifest.json URL>`): the
 * fixture asks the site's `/__qa/pin` with the admin token, so the whole suite runs against that
 * build of the section while every other visitor keeps the live one.
 */
export const QA_PIN = (() => {
  const value = process.env.E2E_QA_PIN;
  if (!value) return undefined;
  const [section, manifest] = value.split(/=(.*)/s);
  if (!section || !manifest) throw new Error(`E2E_QA_PIN must be <section>=<mf-manifest.json URL>, not "${value}"`);
  return { section, manifest };
})();

/** The sections, each of which QA also tests alone. */
export const SECTION_NAMES = SECTIONS.map((section) => section.name);

/** The api's admin token for reading submissions back; the e2e api is started with it. */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token-0123456789abcdef';

/** The webhook secret the e2e api is started with, so a test can sign a genuine Razorpay delivery. */
export const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';

/**
 * The test SMTP server the e2e global setup starts (support/mail-server.ts); the api sends its
 * notifications there. Each message it accepts is written as JSON into MAIL_DIR for the tests.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const NOTIFY_TO = 'agency@example.com';

/** The token the e2e api takes composition servers' reports of sections' server code with. */
export const SERVER_HEALTH_TOKEN = 'e2e-server-health-token-0123456789';

/**
 * The release state (config.json, releases.jsonl) of the test that releases canaries and asks
 * release health about them: its releases.jsonl is the e2e api's RELEASE_HISTORY. Made once per
 * run by the Playwright config, which the test workers inherit (read when asked: the config
 * imports this module before it sets it).
 */
export const releaseHealthDir = () => process.env.E2E_RELEASE_HEALTH_DIR;
