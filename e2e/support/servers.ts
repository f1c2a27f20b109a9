/** Where the composed site and each remote are served (scripts/lib/apps.mjs), and the api. */
export const ORIGINS = {
  shell: 'http://localhost:4173',
  marketing: 'http://localhost:4174',
  blog: 'http://localhost:4175',
  tools: 'http://localhost:4176',
  checkout: 'http://localhost:4177',
  api: 'http://localhost:8787',
} as const;

/** The api's admin token for reading submissions back; the e2e api is started with it. */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token-0123456789';

/** The webhook secret the e2e api is started with, so a test can sign a genuine Razorpay delivery. */
export const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
