import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database';
import { listSubmissions } from '../forms/submissions';

const QuerySchema = z.object({
  form: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /admin/submissions — the agency reads stored submissions with `Authorization: Bearer <ADMIN_TOKEN>`. */
export function adminRoutes(db: Database, adminToken: string | undefined) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!adminToken || !given || !tokenMatches(given, adminToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'A valid admin token is required.', errors: [] }, 401);
    }
    await next();
  });
  app.get('/submissions', async (c) => {
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'Invalid query.', errors: [] }, 400);
    const rows = await listSubmissions(db, query.data.form ?? null, query.data.limit);
    return c.json({ submissions: rows });
  });
  return app;
}
