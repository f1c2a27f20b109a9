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
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL when set; otherwise an embedded database in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data/pglite'),
  /** Bearer token for reading submissions back; the read is disabled without one. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  ALLOWED_ORIGINS: csvList(LOCAL_ORIGINS),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  GRAMMAR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Load the grammar engines at start-up (true) or at the first check (false). */
  GRAMMAR_PRELOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Public base URL of this service, used in links it hands out (the test-mode checkout script). */
  PUBLIC_URL: z.url().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
}
