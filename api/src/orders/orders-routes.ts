import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { Env } from '../env';

/** Order, payment and webhook endpoints. Built in the checkout issue. */
export function ordersRoutes(_db: Database, _env: Env) {
  return new Hono();
}
