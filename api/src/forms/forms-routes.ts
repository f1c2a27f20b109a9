import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  agencyFormName,
  AgencyFormSchema,
  FORM_NAMES,
  FORM_SCHEMAS,
  HONEYPOT_FIELD,
  type FormName,
} from '@shared/contracts';
import type { Database } from '../db/database';
import { errorResponse } from '../http/errors';
import { idempotencyConflict, idempotencyKeyOf, requestHash } from '../http/idempotency';
import { limitBody } from '../http/limits';
import { readJsonBody, validationError } from '../http/validation';
import { storeSubmission } from './submissions';

/** POST /f/:form — the form-collection protocol: JSON in, 2xx + { ok: true } out. */
export function formsRoutes(db: Database, options: { rateLimit: MiddlewareHandler; onQueued?: () => void }) {
  const app = new Hono();
  app.post('/:form', limitBody(), options.rateLimit, async (c) => {
    const form = c.req.param('form');
    if (!FORM_NAMES.includes(form as FormName)) return errorResponse(c, 404, `Unknown form "${form}".`);
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const body = read.data;
    // Bots fill every field; people never see this one. Pretend success so the bot moves on.
    if (body && typeof body === 'object' && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
      return c.json({ ok: true }, 200);
    }
    const parsed = FORM_SCHEMAS[form as FormName].safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    return storeAndAnswer(c, db, options, { form: form as FormName, kind: form as FormName, payload: parsed.data });
  });
  return app;
}

/**
 * POST /v1/agency-forms: a section's form that only sends something to the agency (a question, a
 * request, a sign-up). One generic kind: the section, the form's name, its fields as the section
 * validated them and the visitor's consent are stored as they are (within bounds), listed in the
 * admin view as `<section>/<form>` and emailed with one plain-text template. A section adds such
 * a form without a change here.
 */
export function agencyFormsRoutes(db: Database, options: { rateLimit: MiddlewareHandler; onQueued?: () => void }) {
  const app = new Hono();
  app.post('/', limitBody(), options.rateLimit, async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const body = read.data;
    // Bots fill every field; people never see this one. Pretend success so the bot moves on.
    if (body && typeof body === 'object' && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
      return c.json({ ok: true }, 200);
    }
    const parsed = AgencyFormSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const form = agencyFormName(parsed.data);
    return storeAndAnswer(c, db, options, { form, kind: 'agency-form', payload: parsed.data });
  });
  return app;
}

/**
 * Stores a checked submission once per idempotency key (`409` when the key comes back with another
 * body) and answers `201`, or `200` with the first one's id for a repeat; a new one wakes the outbox.
 */
async function storeAndAnswer(
  c: Context,
  db: Database,
  options: { onQueued?: () => void },
  submission: { form: string; kind: Parameters<typeof storeSubmission>[1]['kind']; payload: object },
) {
  const key = idempotencyKeyOf(c);
  if (!key.ok) return key.response;
  const stored = await storeSubmission(db, {
    ...submission,
    idempotencyKey: key.key === null ? null : `${submission.form}:${key.key}`,
    requestHash: requestHash(submission.payload),
  });
  if (stored.kind === 'conflict') return idempotencyConflict(c);
  if (stored.kind === 'created') options.onQueued?.();
  return c.json({ ok: true, id: stored.id }, stored.kind === 'duplicate' ? 200 : 201);
}
