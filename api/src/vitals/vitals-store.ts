import { createHmac } from 'node:crypto';
import {
  VITALS_METRICS,
  VITALS_VIEWS_PER_CALLER_PER_DAY,
  type ServerHealthReport,
  type VitalsBeacon,
  type VitalsMetric,
  type VitalsRow,
} from '@shared/contracts';
import type { Database } from '../db/database';
import { serviceSecret } from '../orders/order-store';

/**
 * Who sent a beacon, as release health may know it: an HMAC of the address under a secret made for
 * the UTC day (`vitals-caller:<day>` in service_secrets) and deleted two days later with the
 * expired measurements. Within a day one caller's views can be counted together; after it, not
 * even the database can tell whose address it was.
 */
export function callerKeys(db: Database) {
  let today: { day: string; secret: Promise<string> } | null = null;
  return async (address: string, now = new Date()): Promise<string> => {
    const day = now.toISOString().slice(0, 10);
    let current = today;
    if (current?.day !== day) {
      const made = { day, secret: serviceSecret(db, `${CALLER_SECRET_PREFIX}${day}`) };
      // Asked for again by the next beacon after a failure.
      made.secret.catch(() => {
        if (today === made) today = null;
      });
      today = current = made;
    }
    return createHmac('sha256', await current.secret)
      .update(address)
      .digest('base64url')
      .slice(0, 16);
  };
}
const CALLER_SECRET_PREFIX = 'vitals-caller:';

/**
 * Stores one beacon. The first beacon of a page view creates it (a later one with the same id
 * cannot change its section, build, route or caller); metrics keep their latest value; event
 * counts add up.
 */
export async function storeBeacon(db: Database, beacon: VitalsBeacon, caller: string | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO vitals_views (id, section, build, route, device, render, early_ms, early_taps, caller)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET
         early_ms = coalesce(vitals_views.early_ms, EXCLUDED.early_ms),
         early_taps = coalesce(vitals_views.early_taps, EXCLUDED.early_taps)`,
      [
        beacon.view,
        beacon.section,
        beacon.build,
        beacon.route,
        beacon.device,
        beacon.render,
        beacon.early?.ms ?? null,
        beacon.early?.taps ?? null,
        caller,
      ],
    );
    for (const metric of beacon.metrics) {
      await tx.query(
        `INSERT INTO vitals_metrics (view_id, name, section, build, value) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (view_id, name) DO UPDATE SET
           section = EXCLUDED.section, build = EXCLUDED.build, value = EXCLUDED.value`,
        [beacon.view, metric.name, metric.section, metric.build, metric.value],
      );
    }
    for (const event of beacon.events) {
      await tx.query('INSERT INTO vitals_events (view_id, kind, section, build, count) VALUES ($1, $2, $3, $4, $5)', [
        beacon.view,
        event.kind,
        event.section,
        event.build,
        event.count,
      ]);
    }
  });
}

/** Stores a composition server's report of sections' server code: one row per section build. */
export async function storeServerHealth(db: Database, report: ServerHealthReport): Promise<void> {
  for (const build of report.builds) {
    await db.query(
      'INSERT INTO vitals_server (section, build, renders, crashes, timeouts, errors) VALUES ($1, $2, $3, $4, $5, $6)',
      [build.section, build.build, build.renders, build.crashes, build.timeouts, build.errors],
    );
  }
}

/**
 * Drops page views (and with them their metrics and events) and servers' reports older than the
 * retention, and the callers' daily secrets once their day is two days past. Any instance may run it.
 */
export async function deleteOldVitals(db: Database, retentionDays: number): Promise<void> {
  await db.query('DELETE FROM vitals_views WHERE created_at < now() - make_interval(days => $1)', [retentionDays]);
  await db.query('DELETE FROM vitals_server WHERE created_at < now() - make_interval(days => $1)', [retentionDays]);
  await db.query(
    `DELETE FROM service_secrets WHERE name LIKE '${CALLER_SECRET_PREFIX}%'
       AND substr(name, ${CALLER_SECRET_PREFIX.length + 1}) < to_char(now() AT TIME ZONE 'UTC' - interval '2 days', 'YYYY-MM-DD')`,
  );
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const per1000 = (count: number, views: number) => (views > 0 ? Math.round((count * 1000 * 10) / views) / 10 : 0);
const key = (section: string, build: string) => `${section}\u0000${build}`;

/** A build nothing was measured of: no page views, no server reports. */
export function emptyVitalsRow(section: string, build: string): VitalsRow {
  return {
    section,
    build,
    views: 0,
    callers: 0,
    share: 0,
    lcpP75: null,
    inpP75: null,
    clsP75: null,
    ttfbP75: null,
    earlyP75: null,
    earlyTapsPer1000: 0,
    errorsPer1000: 0,
    chunkFailuresPer1000: 0,
    retriesPer1000: 0,
    hydrationMismatchesPer1000: 0,
    serverFallbacks: 0,
    server: { renders: 0, crashes: 0, timeouts: 0, errors: 0 },
    samples: Object.fromEntries(VITALS_METRICS.map((name) => [name, 0])) as VitalsRow['samples'],
  };
}

/**
 * One row per section and build seen in the last `days` days. Percentiles are computed on read
 * with `percentile_cont`, which PGlite and PostgreSQL share. A section's views are the views of
 * its pages; the shell is on every page, so its rates are per all views.
 */
export async function vitalsRows(db: Database, days: number): Promise<{ totalViews: number; rows: VitalsRow[] }> {
  const since = 'now() - make_interval(days => $1)';
  // The page views that count: at most $2 of a section's build per caller and UTC day (views
  // stored before callers were recorded count one caller each). Metrics and events count only
  // with a view that counts.
  const counted = `counted AS (
    SELECT * FROM (
      SELECT v.*, coalesce(v.caller, v.id::text) AS who, row_number() OVER (
        PARTITION BY coalesce(v.caller, v.id::text), v.section, v.build, (v.created_at AT TIME ZONE 'UTC')::date
        ORDER BY v.created_at, v.id) AS nth
      FROM vitals_views v WHERE v.created_at >= ${since}
    ) ranked WHERE nth <= $2
  )`;
  const params = [days, VITALS_VIEWS_PER_CALLER_PER_DAY];
  const [views, metrics, events, server, everyone] = await Promise.all([
    db.query<{
      section: string;
      build: string;
      views: number;
      callers: number;
      early_p75: number | null;
      taps: number;
      fallbacks: number;
    }>(
      `WITH ${counted}
       SELECT section, build, count(*)::int AS views, count(DISTINCT who)::int AS callers,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY early_ms) AS early_p75,
         coalesce(sum(early_taps), 0)::int AS taps,
         (count(*) FILTER (WHERE render = 'client'))::int AS fallbacks
       FROM counted GROUP BY section, build`,
      params,
    ),
    db.query<{ section: string; build: string; name: VitalsMetric; p75: number; samples: number }>(
      `WITH ${counted}
       SELECT m.section, m.build, m.name, percentile_cont(0.75) WITHIN GROUP (ORDER BY m.value) AS p75,
         count(*)::int AS samples
       FROM vitals_metrics m JOIN counted c ON c.id = m.view_id
       WHERE m.created_at >= ${since} GROUP BY m.section, m.build, m.name`,
      params,
    ),
    db.query<{ section: string; build: string; kind: string; total: number }>(
      `WITH ${counted}
       SELECT e.section, e.build, e.kind, sum(e.count)::int AS total
       FROM vitals_events e JOIN counted c ON c.id = e.view_id
       WHERE e.created_at >= ${since} GROUP BY e.section, e.build, e.kind`,
      params,
    ),
    db.query<{ section: string; build: string; renders: number; crashes: number; timeouts: number; errors: number }>(
      `SELECT section, build, sum(renders)::int AS renders, sum(crashes)::int AS crashes,
         sum(timeouts)::int AS timeouts, sum(errors)::int AS errors
       FROM vitals_server WHERE created_at >= ${since} GROUP BY section, build`,
      [days],
    ),
    db.query<{ callers: number }>(`WITH ${counted} SELECT count(DISTINCT who)::int AS callers FROM counted`, params),
  ]);
  const totalViews = views.rows.reduce((sum, row) => sum + row.views, 0);
  const totalCallers = everyone.rows[0]?.callers ?? 0;
  const rows = new Map<string, VitalsRow>();
  const rowOf = (section: string, build: string) => {
    let row = rows.get(key(section, build));
    if (!row) {
      row = emptyVitalsRow(section, build);
      if (section === 'shell') Object.assign(row, { views: totalViews, callers: totalCallers });
      rows.set(key(section, build), row);
    }
    return row;
  };
  const taps = new Map<string, number>();
  for (const v of views.rows) {
    const row = rowOf(v.section, v.build);
    if (v.section !== 'shell') {
      row.views = v.views;
      row.callers = v.callers;
    }
    row.earlyP75 = num(v.early_p75);
    row.serverFallbacks = v.fallbacks;
    taps.set(key(v.section, v.build), v.taps);
  }
  for (const m of metrics.rows) {
    const row = rowOf(m.section, m.build);
    const p75 = num(m.p75);
    if (m.name === 'LCP') row.lcpP75 = p75;
    if (m.name === 'INP') row.inpP75 = p75;
    if (m.name === 'CLS') row.clsP75 = p75;
    if (m.name === 'TTFB') row.ttfbP75 = p75;
    row.samples[m.name] = m.samples;
  }
  for (const s of server.rows) {
    const { renders, crashes, timeouts, errors } = s;
    rowOf(s.section, s.build).server = { renders, crashes, timeouts, errors };
  }
  const counts = new Map<string, number>();
  for (const e of events.rows) {
    rowOf(e.section, e.build);
    counts.set(`${key(e.section, e.build)}\u0000${e.kind}`, e.total);
  }
  for (const row of rows.values()) {
    const k = key(row.section, row.build);
    const rate = (kind: string) => per1000(counts.get(`${k}\u0000${kind}`) ?? 0, row.views);
    row.share = totalViews > 0 ? Math.round((row.views / totalViews) * 1000) / 1000 : 0;
    row.earlyTapsPer1000 = per1000(taps.get(k) ?? 0, row.views);
    row.errorsPer1000 = rate('error');
    row.chunkFailuresPer1000 = rate('chunk');
    row.retriesPer1000 = rate('retry');
    row.hydrationMismatchesPer1000 = rate('hydration');
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.section.localeCompare(b.section) || b.views - a.views || a.build.localeCompare(b.build),
  );
  return { totalViews, rows: sorted };
}

export interface DailyPoint {
  day: string;
  section: string;
  build: string;
  /** The route pattern, or null for all of the section's routes together. */
  route: string | null;
  metric: VitalsMetric | 'EARLY';
  p75: number;
  p95: number;
  samples: number;
}

/**
 * The daily roll-up: p75 and p95 per day, section, build and metric, for all routes together
 * and for each route (GROUPING SETS), in UTC days. The early-input window is the metric `EARLY`.
 */
export async function dailyVitals(db: Database, days: number): Promise<DailyPoint[]> {
  const { rows } = await db.query<{
    day: string;
    section: string;
    build: string;
    route: string | null;
    metric: DailyPoint['metric'];
    p75: number;
    p95: number;
    samples: number;
  }>(
    `WITH samples AS (
       SELECT m.created_at, m.section, m.build, v.route, m.name AS metric, m.value
       FROM vitals_metrics m JOIN vitals_views v ON v.id = m.view_id
       WHERE m.created_at >= now() - make_interval(days => $1)
       UNION ALL
       SELECT created_at, section, build, route, 'EARLY', early_ms
       FROM vitals_views WHERE early_ms IS NOT NULL AND created_at >= now() - make_interval(days => $1)
     )
     SELECT day, section, build, route, metric,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY value) AS p95,
       count(*)::int AS samples
     FROM (SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, * FROM samples) AS daily
     GROUP BY GROUPING SETS ((day, section, build, metric), (day, section, build, route, metric))
     ORDER BY day, section, build, metric, route NULLS FIRST`,
    [days],
  );
  return rows.map((row) => ({ ...row, p75: Number(row.p75), p95: Number(row.p95) }));
}
