import { Hono, type Context } from 'hono';
import { GRAMMAR_MAX_CHARS } from '@shared/contracts';
import { z } from 'zod';
import type { Env } from '../env';
import { limitBody } from '../http/limits';
import { rateLimit, type RateLimiters } from '../http/rate-limit';
import { LANGUAGES, resolveLanguage } from './languages';
import { GrammarBusyError, GrammarTimeoutError, grammarPool, type GrammarPool } from './pool';

/**
 * The LanguageTool protocol (`POST /v2/check`, `GET /v2/languages`), answered offline by retext
 * plugins, Hunspell dictionaries and harper.js in a worker thread, so the grammar checker works
 * without a third-party service and a long check never holds up the api.
 */

/** Form-encoded, a character can take up to 9 bytes (`%E2%80%99`); leave room for the other fields. */
export const GRAMMAR_MAX_BODY_BYTES = GRAMMAR_MAX_CHARS * 9 + 16 * 1024;

export const SOFTWARE = {
  name: 'Offline grammar checker (LanguageTool protocol)',
  version: '1.0.0',
  buildDate: '2025-01-01 00:00:00 +0000',
  apiVersion: 1,
  premium: false,
  status: '',
};

const field = (name: string) =>
  z.string({ error: `Missing '${name}' parameter.` }).refine((value) => value.trim().length > 0, {
    message: `Missing '${name}' parameter.`,
  });

const CheckRequestSchema = z.object({
  language: field('language'),
  text: z.string({ error: "Missing 'text' parameter." }),
  disabledRules: z.string().optional(),
  disabledCategories: z.string().optional(),
});

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const badRequest = (c: Context, field: string, code: string, message: string) =>
  c.json({ error: message, errors: [{ field, code, message }] }, 400);

/** Reads the form fields (and, as LanguageTool also allows, the query string); files are ignored. */
async function readParams(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
    const body = await c.req.parseBody();
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/** 503 in LanguageTool's error shape: the check could not be done now, and nothing is wrong with the request. */
const unavailable = (c: Context, code: string, message: string) =>
  c.json({ error: message, errors: [{ field: 'text', code, message }] }, 503);

/**
 * The routes. Checks run in the grammar worker (`pool.ts`), never on this thread; `pool` is the
 * api's shared one (started at the first check) unless a test passes its own.
 */
export function grammarRoutes(
  env: Env,
  limiter: RateLimiters = (_, limit) => rateLimit({ limit, trustProxy: env.TRUST_PROXY }),
  pool?: GrammarPool,
) {
  const routes = new Hono();

  routes.get('/v2/languages', (c) => c.json(LANGUAGES));

  routes.post(
    '/v2/check',
    limiter('grammar', env.GRAMMAR_RATE_LIMIT_PER_MINUTE),
    limitBody(GRAMMAR_MAX_BODY_BYTES),
    async (c) => {
      const parsed = CheckRequestSchema.safeParse(await readParams(c));
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === 'language') ?? parsed.error.issues[0]!;
        return badRequest(c, issue.path.join('.'), 'missing', issue.message);
      }
      const { text, language: requested } = parsed.data;
      const language = resolveLanguage(requested);
      if (!language) {
        const supported = LANGUAGES.map((l) => l.longCode).join(', ');
        return badRequest(
          c,
          'language',
          'unsupported',
          `'${requested.slice(0, 20)}' is not a supported language. Supported: ${supported}.`,
        );
      }
      if (text.length > GRAMMAR_MAX_CHARS) {
        const message = `The text is too long: the limit is ${GRAMMAR_MAX_CHARS.toLocaleString('en')} characters.`;
        return c.json({ error: message, errors: [{ field: 'text', code: 'too_big', message }] }, 413);
      }

      const disabled = new Set([...list(parsed.data.disabledRules), ...list(parsed.data.disabledCategories)]);
      let matches;
      try {
        matches = await (pool ?? grammarPool()).check(text, language.longCode, disabled);
      } catch (error) {
        if (error instanceof GrammarTimeoutError) {
          const seconds = Math.round(error.timeoutMs / 1000);
          return unavailable(
            c,
            'timeout',
            `Checking this text took longer than ${seconds} seconds, so it was stopped. Try again, or check a shorter part of the text.`,
          );
        }
        if (error instanceof GrammarBusyError)
          return unavailable(c, 'busy', 'The grammar checker is busy with other texts. Try again in a moment.');
        throw error;
      }
      const detected = { name: language.name, code: language.longCode, confidence: 1 };
      return c.json({
        software: SOFTWARE,
        warnings: { incompleteResults: false },
        language: { name: language.name, code: language.longCode, detectedLanguage: detected },
        matches,
      });
    },
  );

  return routes;
}
