import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  judgeCanary,
  ServerHealthReportSchema,
  VITALS_MAX_BEACON_BYTES,
  VitalsBeaconSchema,
  type VitalsRow,
} from '@shared/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import { adminOnly } from '../http/admin-auth';
import { limitBody } from '../http/limits';
import { validationError } from '../http/validation';
import { readReleaseHistory, runningCanaries } from './release-history';
import {
  callerKeys,
  dailyVitals,
  deleteOldVitals,
  emptyVitalsRow,
  storeBeacon,
  storeServerHealth,
  vitalsRows,
} from './vitals-store';

export interface VitalsOptions {
  rateLimit: MiddlewareHandler;
  /** The beacon's address (by the trusted-proxy rule): only its keyed hash is stored (callerKey). */
  addressOf: (c: Context) => string;
  retentionDays: number;
  releaseHistory: string | undefined;
  adminToken: string | undefined;
  /** The token composition servers report sections' server failures with (SERVER_HEALTH_TOKEN). */
  serverToken: string | undefined;
}

const PeriodSchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(14) });

/** How often one instance deletes expired measurements; several instances each do it, harmlessly. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Release health: `POST /v1/vitals` takes the browsers' beacons; `GET /admin/vitals` and
 * `/admin/vitals/daily` give them back, per section and build, to the admin view.
 */
export function vitalsRoutes(db: Database, options: VitalsOptions) {
  const app = new Hono();
  const callerKey = callerKeys(db);
  let lastSweep = 0;

  app.post('/v1/vitals', limitBody(VITALS_MAX_BEACON_BYTES), options.rateLimit, async (c) => {
    // navigator.sendBeacon sends a string as text/plain (no preflight): that and JSON are accepted.
    const type = c.req.header('content-type') ?? '';
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(type.trim())) {
      return c.json({ error: 'Send the measurements as JSON.', errors: [] }, 415);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'The request body must be JSON.', errors: [] }, 400);
    }
    const parsed = VitalsBeaconSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    await storeBeacon(db, parsed.data, await callerKey(options.addressOf(c)));
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      deleteOldVitals(db, options.retentionDays).catch(() => undefined);
    }
    return c.body(null, 204);
  });

  // Composition servers report sections' server code (pages rendered, crashes, missed deadlines):
  // only with the servers' own token, never from a browser.
  app.post(
    '/v1/server-health',
    limitBody(16 * 1024),
    adminOnly(options.serverToken, 'A valid server token is required.'),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'The request body must be JSON.', errors: [] }, 400);
      }
      const parsed = ServerHealthReportSchema.safeParse(body);
      if (!parsed.success) return validationError(c, parsed.error);
      await storeServerHealth(db, parsed.data);
      return c.body(null, 204);
    },
  );

  app.get('/admin/vitals', adminOnly(options.adminToken), async (c) => {
    const period = PeriodSchema.safeParse(c.req.query());
    if (!period.success) return c.json({ error: 'Invalid query.', errors: [] }, 400);
    const [{ totalViews, rows }, history] = await Promise.all([
      vitalsRows(db, period.data.days),
      readReleaseHistory(options.releaseHistory),
    ]);
    const find = (section: string, build: string | null) =>
      rows.find((row) => row.section === section && row.build === build) ?? null;
    // A canary measured in any way is judged, even if its stable build was not measured in the
    // period (no page views, no server reports): a crash of its server code needs no comparison.
    const canaries = runningCanaries(history.releases).map((pair) => {
      const canary = find(pair.section, pair.canary);
      const stable = find(pair.section, pair.stable) ?? emptyVitalsRow(pair.section, pair.stable ?? '');
      return {
        ...pair,
        health: canary ? judgeCanary(canary, stable) : { verdict: 'insufficient', reasons: ['No page views yet.'] },
      };
    });
    return c.json({
      days: period.data.days,
      totalViews,
      rows: rows satisfies VitalsRow[],
      canaries,
      releases: history.releases,
      releaseHistoryProblem: history.problem,
    });
  });

  app.get('/admin/vitals/daily', adminOnly(options.adminToken), async (c) => {
    const period = PeriodSchema.safeParse(c.req.query());
    if (!period.success) return c.json({ error: 'Invalid query.', errors: [] }, 400);
    return c.json({ days: period.data.days, points: await dailyVitals(db, period.data.days) });
  });
  return app;
}
