import { API, FRONT_END_APPS, localOrigin, SECTIONS } from '@shared/build/apps';

type AppName = (typeof FRONT_END_APPS)[number]['name'] | typeof API.name;

/** Where the composed site, each section and the api are served locally (from `@shared/build/apps`). */
export const ORIGINS = Object.fromEntries(
  [...FRONT_END_APPS, API].map((app) => [app.name, localOrigin(app.port)]),
) as Record<AppName, string>;

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
