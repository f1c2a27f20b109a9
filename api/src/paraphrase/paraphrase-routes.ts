import { Hono } from 'hono';
import { PARAPHRASE_MAX_CHARS, ParaphraseRequestSchema, ParaphraseResponseSchema } from '@shared/contracts';
import type { Env } from '../env';
import { limitBody } from '../http/limits';
import { rateLimit, type RateLimiters } from '../http/rate-limit';
import { readJson } from '../http/validation';
import { paraphrase } from './paraphrase-service';

/** JSON-escaped, a character takes at most 6 bytes (`\u2019`); leave room for the mode and quotes. */
export const PARAPHRASE_MAX_BODY_BYTES = PARAPHRASE_MAX_CHARS * 6 + 4 * 1024;

/**
 * `POST /v1/paraphrase`: `{ text, mode }` in, the text as segments out (see @shared/contracts).
 * It has the tools' per-minute limit, counted apart from the grammar check's.
 */
export function paraphraseRoutes(
  env: Env,
  limiter: RateLimiters = (_, limit) => rateLimit({ limit, trustProxy: env.TRUST_PROXY }),
) {
  const routes = new Hono();
  routes.post(
    '/v1/paraphrase',
    limiter('paraphrase', env.GRAMMAR_RATE_LIMIT_PER_MINUTE),
    limitBody(PARAPHRASE_MAX_BODY_BYTES),
    async (c) => {
      const parsed = await readJson(c, ParaphraseRequestSchema);
      if (!parsed.ok) return parsed.response;
      const result = await paraphrase(parsed.data.text, parsed.data.mode, parsed.data.language);
      return c.json(ParaphraseResponseSchema.parse(result));
    },
  );
  return routes;
}
