import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database';
import { listSubmissions } from '../forms/submissions';
import { adminOnly } from '../http/admin-auth';

const QuerySchema = z.object({
  form: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /admin/submissions — the agency reads stored submissions with `Authorization: Bearer <ADMIN_TOKEN>`. */
export function adminRoutes(db: Database, adminToken: string | undefined) {
  const app = new Hono();
  app.get('/submissions', adminOnly(adminToken), async (c) => {
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'Invalid query.', errors: [] }, 400);
    const rows = await listSubmissions(db, query.data.form ?? null, query.data.limit);
    return c.json({ submissions: rows });
  });
  return app;
}
