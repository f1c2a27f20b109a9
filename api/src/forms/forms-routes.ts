import { Hono } from 'hono';
import { FORM_NAMES, FORM_SCHEMAS, HONEYPOT_FIELD, type FormName } from 'shared/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import { limitBody } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { validationError } from '../http/validation';
import { storeSubmission } from './submissions';

export const IdempotencyKeySchema = z.string().trim().min(8).max(200);

/** POST /f/:form — the form-collection protocol: JSON in, 2xx + { ok: true } out. */
export function formsRoutes(db: Database, options: { ratePerMinute: number }) {
  const app = new Hono();
  app.post('/:form', limitBody(), rateLimit({ limit: options.ratePerMinute }), async (c) => {
    const form = c.req.param('form');
    if (!FORM_NAMES.includes(form as FormName)) return c.json({ error: `Unknown form "${form}".`, errors: [] }, 404);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The request body must be JSON.', errors: [] }, 400);
    }
    // Bots fill every field; people never see this one. Pretend success so the bot moves on.
    if (body && typeof body === 'object' && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
      return c.json({ ok: true }, 200);
    }
    const parsed = FORM_SCHEMAS[form as FormName].safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const keyHeader = c.req.header('idempotency-key');
    const key = keyHeader === undefined ? null : IdempotencyKeySchema.safeParse(keyHeader);
    if (key && !key.success) return c.json({ error: 'Invalid Idempotency-Key header.', errors: [] }, 400);
    const stored = await storeSubmission(db, form, parsed.data, key ? `${form}:${key.data}` : null);
    return c.json({ ok: true, id: stored.id }, stored.duplicate ? 200 : 201);
  });
  return app;
}
