import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets through only requests with `Authorization: Bearer <ADMIN_TOKEN>` (or another token: the
 * composition servers' SERVER_HEALTH_TOKEN); answers 401 otherwise, and always when no token is
 * configured (the route is then off).
 */
export const adminOnly =
  (adminToken: string | undefined, message = 'A valid admin token is required.'): MiddlewareHandler =>
  async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!adminToken || !given || !tokenMatches(given, adminToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorResponse(c, 401, message);
    }
    await next();
  };
