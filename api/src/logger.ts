import { pino, type DestinationStream, type Logger } from 'pino';
import { redactSecrets } from '@shared/contracts/log-redaction';
import type { Env } from './env';

export type { Logger };

/**
 * One JSON line per event, on stdout (or `destination`, in tests), for whatever collects the
 * service's logs. The service's own lines name route patterns and ids, never an order's token or
 * an email address; every line still passes through `redactSecrets`, for what an error might carry
 * (an address a mail server refused, a value in a driver's error detail).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  // pino's own stdout writer: synchronous, so the last lines before an exit are not lost.
  const out = destination ?? pino.destination(1);
  return pino(
    {
      level: env.LOG_LEVEL,
      // The process id tells instances apart. It comes from a mixin, not `base`: hono-pino copies a
      // logger's base fields into each request's child logger, which would print them twice.
      base: null,
      mixin: () => ({ pid: process.pid }),
      // Tokens and signatures never reach the logs, wherever a header object is logged.
      redact: ['req.headers.authorization', 'req.headers["x-razorpay-signature"]'],
    },
    { write: (line: string) => out.write(redactSecrets(line)) },
  );
}
