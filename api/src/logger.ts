import { pino, type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

/** One JSON line per event on stdout, for whatever collects the service's logs. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    // The process id tells instances apart. It comes from a mixin, not `base`: hono-pino copies a
    // logger's base fields into each request's child logger, which would print them twice.
    base: null,
    mixin: () => ({ pid: process.pid }),
    // Tokens and signatures never reach the logs, wherever a header object is logged.
    redact: ['req.headers.authorization', 'req.headers["x-razorpay-signature"]'],
  });
}
