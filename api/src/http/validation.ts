import type { Context } from 'hono';
import type { z } from 'zod';

/** Parses a JSON request body with a schema; on failure answers with the form-protocol 4xx shape. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'The request body must be JSON.', errors: [] }, 400) };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: validationError(c, result.error) };
}

export function validationError(c: Context, error: z.ZodError): Response {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    code: issue.code,
    message: issue.message,
  }));
  return c.json({ error: 'Some fields need attention.', errors }, 422);
}
