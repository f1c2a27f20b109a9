import { z } from 'zod';

const csvList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const LOCAL_ORIGINS = [4173, 4174, 4175, 4176, 4177].map((port) => `http://localhost:${port}`).join(',');

/** Everything the service reads from its environment, validated once at start-up. */
export const EnvSchema = z
  .object({
    /** 0 picks a free port (tests); the chosen one is logged. */
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().default('127.0.0.1'),
    /** PostgreSQL when set; otherwise an embedded database in DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data/pglite'),
    /**
     * Bearer token of the admin routes (submissions, orders, vitals); they are off without it. Ten
     * wrong tokens from one address lock that address out for 15 minutes (http/failure-lockout.ts).
     */
    ADMIN_TOKEN: z.string().min(32, 'Use at least 32 random characters.').optional(),
    ALLOWED_ORIGINS: csvList(LOCAL_ORIGINS),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    GRAMMAR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Load the grammar engines at start-up (true) or at the first check (false). */
    GRAMMAR_PRELOAD: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** `production` (what `src/main.ts` assumes unless told otherwise) refuses to start without payment keys or test mode. */
    NODE_ENV: z.string().optional(),
    /**
     * `true` runs payments in the labelled test mode (a stand-in checkout; nobody pays): for a
     * developer's machine, the tests and a staging site. Never implied: without it and without
     * Razorpay keys there are no online payments, and a production start refuses.
     */
    PAYMENTS_TEST_MODE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's Orders API; only tests point it elsewhere (a stand-in on loopback). */
    RAZORPAY_API_URL: z.url().optional(),
    /**
     * How many proxies (load balancer, CDN) stand between the caller and this service. Their
     * X-Forwarded-For entries are trusted from the right; 0 uses the socket's address.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Addresses (IPs, CIDR ranges, or proxy-addr's names `loopback`, `uniquelocal`) of our own
     * servers that pass visitors' requests on, comma-separated: the composition server, which
     * forwards forms posted without JavaScript. A request from one of them is counted against the
     * address it forwarded for, as with TRUST_PROXY's hops.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    /** pino's levels: fatal, error, warn, info, debug, trace, silent. */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      // Unit tests keep their output for failures; set LOG_LEVEL to see the request lines there.
      .default(process.env.VITEST ? 'warn' : 'info'),
    /** Connections each instance keeps to PostgreSQL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** On SIGTERM, how long requests in flight may take before the connections are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * Where notification emails go out, e.g. `smtp://user:pass@mail.example.com:587` (STARTTLS when
     * the server offers it) or `smtps://…:465`. Without it notifications are kept, not sent.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'Use smtp://user:pass@host:587 or smtps://…' }).optional(),
    /** The agency's addresses for new leads, messages and orders, comma-separated. */
    NOTIFY_TO: csvList('').pipe(z.array(z.email('NOTIFY_TO holds an address that is not an email address.'))),
    /** The sender of notifications; the first NOTIFY_TO address when not set. */
    NOTIFY_FROM: z.string().min(3).optional(),
    /** How often each instance looks for notifications to send (new ones go out at once anyway). */
    NOTIFY_POLL_MS: z.coerce.number().int().min(50).default(5000),
    /** The wait before the first retry of a failed send; it doubles each time, up to an hour. */
    NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /** Attempts before a notification is marked failed (its row and error are kept). */
    NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(20),
    /** Public base URL of this service, used in links it hands out (the test-mode checkout script). */
    PUBLIC_URL: z.url().optional(),
    /** Release health: how many days the raw field measurements are kept. */
    VITALS_RETENTION_DAYS: z.coerce.number().int().min(1).max(400).default(30),
    /** Beacons one caller may send per minute (a page view sends one or two). */
    VITALS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * The release history that `pnpm release` writes (a file path or an http(s) URL of JSON), for
     * the release markers and canaries of the admin view. Missing or unreadable: no markers.
     */
    RELEASE_HISTORY: z.string().optional(),
    /**
     * The bearer token composition servers send with their reports of sections' server failures
     * (`POST /v1/server-health`, release health); the endpoint is off without one.
     */
    SERVER_HEALTH_TOKEN: z.string().min(16).optional(),
    /**
     * The files of orders go to this S3-compatible bucket when it is set; otherwise into the
     * database. Credentials come from the S3_* variables or the SDK's usual chain.
     */
    S3_BUCKET: z.string().min(3).optional(),
    /** Another S3-compatible service's address (MinIO, R2, a test server); AWS's own by default. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * Uploads of order files: how many one instance receives at once, in all and from one visitor
     * (an address, by the trusted-proxy rule). Each streams to a temporary file, so memory stays
     * flat; the caps bound the disk and the database writes in flight. More are refused at once.
     */
    UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(200).default(8),
    UPLOADS_IN_FLIGHT_PER_VISITOR: z.coerce.number().int().min(1).max(50).default(2),
    /** Megabytes of files one visitor may upload per UTC day, and all visitors together. */
    UPLOAD_MB_PER_VISITOR_PER_DAY: z.coerce.number().int().min(1).default(200),
    UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(5000),
    /** Files of an order still unpaid this many days after it was placed are deleted. */
    UNPAID_FILES_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Where uploads are written while they arrive (the system's temporary folder by default). */
    UPLOAD_TMP_DIR: z.string().optional(),
    /** The deployment's `config.json`, whose business details receipts name. */
    SITE_CONFIG_FILE: z.string().optional(),
    /** The public site's address, for the link to a student's order page in their emails. */
    SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4173'),
  })
  .refine((env) => !env.SMTP_URL || env.NOTIFY_TO.length > 0, {
    path: ['NOTIFY_TO'],
    message: 'Set NOTIFY_TO (the agency addresses) when SMTP_URL is set.',
  })
  .refine((env) => !(env.PAYMENTS_TEST_MODE && hasRazorpayKeys(env)), {
    path: ['PAYMENTS_TEST_MODE'],
    message: 'Set the Razorpay keys for live payments or PAYMENTS_TEST_MODE=true for test mode, not both.',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PAYMENTS_TEST_MODE || hasRazorpayKeys(env), {
    path: ['RAZORPAY_KEY_ID'],
    message:
      'A production start needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; set PAYMENTS_TEST_MODE=true for a site where nobody pays (staging).',
  });

function hasRazorpayKeys(env: { RAZORPAY_KEY_ID?: string | undefined; RAZORPAY_KEY_SECRET?: string | undefined }) {
  return Boolean(env.RAZORPAY_KEY_ID?.trim() || env.RAZORPAY_KEY_SECRET?.trim());
}
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
}
