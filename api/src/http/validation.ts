import type { Context } from 'hono';
import { z } from 'zod';
import { errorResponse } from './errors';

type Read<T> = { ok: true; data: T } | { ok: false; response: Response };

const fail = (c: Context, status: 400 | 415 | 422, error: string, field = '(body)', code = 'invalid') =>
  errorResponse(c, status, error, status === 422 ? [{ field, code, message: error }] : []);

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Reads a JSON request body: 415 when the request says it is something else (a browser can send
 * text/plain across origins without asking first, JSON it cannot), 400 when it does not parse,
 * 422 when a string holds a NUL character.
 */
export async function readJsonBody(c: Context): Promise<Read<unknown>> {
  const type = c.req.header('content-type');
  if (type !== undefined && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim())) {
    return { ok: false, response: fail(c, 415, 'The request body must be JSON (Content-Type: application/json).') };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: fail(c, 400, 'The request body must be JSON.') };
  }
  const field = nulPath(body);
  if (field)
    return { ok: false, response: fail(c, 422, 'Text may not contain NUL characters.', field, 'invalid_string') };
  return { ok: true, data: body };
}

/** Parses a JSON request body with a schema; on failure answers with the form-protocol 4xx shape. */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<Read<z.output<S>>> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  // The contracts' schemas are written with zod/mini (they reach the browser), so the top-level
  // parse, which takes any zod schema, rather than a classic schema's method.
  const result = z.safeParse(schema, body.data);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: validationError(c, result.error) };
}

export function validationError(c: Context, error: z.core.$ZodError): Response {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    code: issue.code,
    message: issue.message,
  }));
  return errorResponse(c, 422, 'Some fields need attention.', errors);
}
