import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { VitalsBeacon } from '@shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';

const TOKEN = 'admin-view-token-0123456789abcdef';
const SERVER_TOKEN = 'composition-server-token-5678';
let db: Database;
let app: ReturnType<typeof createApp>;
let historyFile: string;
beforeAll(async () => {
  db = await testDatabase();
  historyFile = join(await mkdtemp(join(tmpdir(), 'vitals-')), 'releases.json');
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('TRUNCATE vitals_views CASCADE');
  await db.query('TRUNCATE vitals_server');
  await db.query('TRUNCATE rate_limit_hits');
  app = createApp(
    db,
    readEnv({
      ADMIN_TOKEN: TOKEN,
      SERVER_HEALTH_TOKEN: SERVER_TOKEN,
      VITALS_RATE_LIMIT_PER_MINUTE: '1000',
      RELEASE_HISTORY: historyFile,
    }),
    { logger: pino({ level: 'silent' }) },
  );
});

const auth = { Authorization: `Bearer ${TOKEN}` };
const beacon = (over: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  view: randomUUID(),
  section: 'blog',
  build: 'blog-1',
  route: '/blog/:slug',
  device: 'mobile',
  render: 'server',
  early: { ms: 400, taps: 0 },
  metrics: [
    { name: 'LCP', value: 1000, section: 'blog', build: 'blog-1' },
    { name: 'TTFB', value: 100, section: 'blog', build: 'blog-1' },
  ],
  events: [],
  ...over,
});
// As navigator.sendBeacon sends a string: text/plain.
const send = (body: unknown) =>
  app.request('/v1/vitals', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = async (query = '') => {
  const response = await app.request(`/admin/vitals${query}`, { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    totalViews: number;
    rows: {
      section: string;
      build: string;
      views: number;
      share: number;
      lcpP75: number | null;
      errorsPer1000: number;
      serverFallbacks: number;
      server: { renders: number; crashes: number; timeouts: number; errors: number };
      hydrationMismatchesPer1000: number;
      samples: { LCP: number };
    }[];
    canaries: {
      section: string;
      canary: string;
      stable: string;
      health: { verdict: string; reasons: string[] };
    }[];
    releases: unknown[];
    releaseHistoryProblem: string | null;
  };
};

describe('release health', () => {
  it('stores beacons and reports p75s, shares and rates per section and build', async () => {
    for (const lcp of [1000, 2000, 3000, 4000]) {
      const b = beacon();
      b.metrics[0]!.value = lcp;
      expect((await send(b)).status).toBe(204);
    }
    const failing = beacon({
      section: 'marketing',
      build: 'mkt-1',
      route: '/',
      render: 'client',
      metrics: [{ name: 'LCP', value: 500, section: 'shell', build: 'shell-1' }],
      events: [
        { kind: 'error', section: 'marketing', build: 'mkt-1', count: 2 },
        { kind: 'hydration', section: 'marketing', build: 'mkt-1', count: 1 },
      ],
    });
    expect((await send(failing)).status).toBe(204);
    // A later beacon of the same view adds its events and updates metrics, and cannot move the view.
    expect((await send({ ...failing, section: 'blog', build: 'blog-1', events: [failing.events[0]] })).status).toBe(
      204,
    );

    const result = await rows();
    expect(result.totalViews).toBe(5);
    const blog = result.rows.find((row) => row.section === 'blog')!;
    expect(blog).toMatchObject({ build: 'blog-1', views: 4, share: 0.8, lcpP75: 3250, errorsPer1000: 0 });
    expect(blog.samples.LCP).toBe(4);
    const marketing = result.rows.find((row) => row.section === 'marketing')!;
    expect(marketing).toMatchObject({
      views: 1,
      errorsPer1000: 4000,
      hydrationMismatchesPer1000: 1000,
      serverFallbacks: 1,
    });
    expect(marketing.lcpP75).toBeNull();
    // The LCP element was in the shell's frame: the shell's number, over all views.
    expect(result.rows.find((row) => row.section === 'shell')).toMatchObject({
      build: 'shell-1',
      views: 5,
      lcpP75: 500,
    });
  });

  it('rolls up daily p75 and p95 per section, build, route and metric', async () => {
    await send(beacon({ route: '/blog' }));
    await send(beacon());
    const response = await app.request('/admin/vitals/daily?days=14', { headers: auth });
    const { points } = (await response.json()) as {
      points: { route: string | null; metric: string; samples: number; p95: number }[];
    };
    const lcp = points.filter((point) => point.metric === 'LCP');
    expect(lcp.map((point) => [point.route, point.samples])).toEqual([
      [null, 2],
      ['/blog', 1],
      ['/blog/:slug', 1],
    ]);
    expect(points.find((point) => point.metric === 'EARLY' && point.route === null)?.p95).toBe(400);
  });

  it('refuses malformed, oversized and personal beacons, and keeps the reads behind the token', async () => {
    expect((await send('{not json')).status).toBe(400);
    expect((await send({ ...beacon(), route: '/blog?email=a@example.com' })).status).toBe(422);
    expect((await send({ ...beacon(), url: 'https://site.example/' })).status).toBe(422);
    expect((await send({ ...beacon(), route: `/${'a'.repeat(3000)}` })).status).toBe(413);
    const form = await app.request('/v1/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(form.status).toBe(415);
    expect((await app.request('/admin/vitals')).status).toBe(401);
    expect((await app.request('/admin/vitals/daily')).status).toBe(401);
    expect((await rows()).totalViews).toBe(0);
  });

  it('forgets page views older than the retention', async () => {
    // The first beacon also starts the app's own sweep, in the background: with the default
    // retention it could delete the row aged below before the read (it did on a slow server).
    app = createApp(db, readEnv({ ADMIN_TOKEN: TOKEN, VITALS_RETENTION_DAYS: '400', RELEASE_HISTORY: historyFile }), {
      logger: pino({ level: 'silent' }),
    });
    await send(beacon());
    await db.query("UPDATE vitals_views SET created_at = now() - interval '40 days'");
    await db.query("UPDATE vitals_metrics SET created_at = now() - interval '40 days'");
    expect((await rows('?days=90')).totalViews).toBe(1);
    const { deleteOldVitals } = await import('./vitals-store');
    await deleteOldVitals(db, 30);
    expect((await db.query('SELECT count(*)::int AS n FROM vitals_metrics')).rows[0]).toEqual({ n: 0 });
    expect((await rows('?days=90')).totalViews).toBe(0);
  });

  it('judges a running canary against stable from the release history, and tolerates a broken history', async () => {
    await writeFile(
      historyFile,
      JSON.stringify([
        { section: 'blog', build: 'blog-1', at: '2026-11-01T10:00:00Z', kind: 'release', percent: 100 },
        { section: 'blog', build: 'blog-2', at: '2026-11-02T10:00:00Z', kind: 'canary', percent: 10 },
      ]),
    );
    await send(beacon({ build: 'blog-2' }));
    const result = await rows();
    expect(result.releases).toHaveLength(2);
    expect(result.canaries).toEqual([
      expect.objectContaining({
        section: 'blog',
        canary: 'blog-2',
        stable: 'blog-1',
        health: expect.objectContaining({ verdict: 'insufficient' }),
      }),
    ]);
    await writeFile(historyFile, '{ broken');
    const broken = await rows();
    expect(broken.releases).toEqual([]);
    expect(broken.releaseHistoryProblem).toBe('The release history is not JSON.');
  });
});

describe("release health of sections' server code", () => {
  const report = (builds: unknown[], token = SERVER_TOKEN) =>
    app.request('/v1/server-health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ builds }),
    });
  const counts = (build: string, over: object = {}) => ({
    section: 'blog',
    build,
    renders: 50,
    crashes: 0,
    timeouts: 0,
    errors: 0,
    ...over,
  });

  it("takes composition servers' reports with their token only, and adds them up per build", async () => {
    expect((await report([counts('blog-1')], 'not-the-server-token')).status).toBe(401);
    expect((await report([counts('blog-1')], TOKEN)).status).toBe(401);
    expect((await report([{ ...counts('blog-1'), path: '/orders/abc' }])).status).toBe(422);
    expect((await report([counts('blog-1')])).status).toBe(204);
    expect((await report([counts('blog-1', { renders: 10, crashes: 1, timeouts: 2, errors: 3 })])).status).toBe(204);
    const blog = (await rows()).rows.find((row) => row.build === 'blog-1');
    expect(blog?.server).toEqual({ renders: 60, crashes: 1, timeouts: 2, errors: 3 });
  });

  it('judges a canary whose server code crashed clearly worse, before it has page views', async () => {
    await writeFile(
      historyFile,
      JSON.stringify([
        { section: 'blog', build: 'blog-1', at: '2026-11-01T10:00:00Z', kind: 'release', percent: 100 },
        { section: 'blog', build: 'blog-2', at: '2026-11-02T10:00:00Z', kind: 'canary', percent: 10 },
      ]),
    );
    await report([counts('blog-1', { renders: 500 }), counts('blog-2', { renders: 3, crashes: 4 })]);
    const [canary] = (await rows()).canaries;
    expect(canary?.health).toEqual({
      verdict: 'worse',
      reasons: ["Server code: the canary's runtime crashed 4 times (stable: 0)."],
    });
  });

  it('judges a canary whose server code crashed even when its stable build was not measured in the period', async () => {
    await writeFile(
      historyFile,
      JSON.stringify([
        { section: 'blog', build: 'blog-1', at: '2026-11-01T10:00:00Z', kind: 'release', percent: 100 },
        { section: 'blog', build: 'blog-2', at: '2026-11-02T10:00:00Z', kind: 'canary', percent: 10 },
      ]),
    );
    await report([counts('blog-2', { renders: 0, crashes: 2 })]);
    const [canary] = (await rows()).canaries;
    expect(canary?.health).toEqual({
      verdict: 'worse',
      reasons: ["Server code: the canary's runtime crashed 2 times (stable: 0)."],
    });
  });
});

describe('anonymous beacons', () => {
  it('count at most 20 views a day of one caller, who is kept as a daily hash, never as an address', async () => {
    app = createApp(
      db,
      readEnv({
        ADMIN_TOKEN: TOKEN,
        VITALS_RATE_LIMIT_PER_MINUTE: '1000',
        RELEASE_HISTORY: historyFile,
        TRUST_PROXY: '1',
      }),
      { logger: pino({ level: 'silent' }) },
    );
    const from = (address: string, body: VitalsBeacon) =>
      app.request('/v1/vitals', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      });
    // One machine sends 40 made-up page views, each with an error; three visitors send one each.
    for (let i = 0; i < 40; i += 1) {
      const made = beacon({ events: [{ kind: 'error', section: 'blog', build: 'blog-1', count: 1 }] });
      expect((await from('203.0.113.66', made)).status).toBe(204);
    }
    for (const visitor of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await from(visitor, beacon())).status).toBe(204);
    }
    const blog = (await rows()).rows.find((row) => row.section === 'blog')! as { views: number; callers?: number };
    expect(blog).toMatchObject({ views: 23, callers: 4 });
    // 20 of its errors counted, not 40: per 1,000 of the 23 views that count.
    expect((blog as unknown as { errorsPer1000: number }).errorsPer1000).toBeCloseTo((20 * 1000) / 23, 0);
    const stored = await db.query<{ caller: string }>('SELECT DISTINCT caller FROM vitals_views');
    expect(stored.rows).toHaveLength(4);
    for (const { caller } of stored.rows) expect(caller).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(stored.rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('forget the secret that hashed a day’s callers two days after that day', async () => {
    await db.query(
      `INSERT INTO service_secrets (name, value) VALUES ('vitals-caller:2020-01-01', 'old') ON CONFLICT DO NOTHING`,
    );
    await send(beacon());
    const { deleteOldVitals } = await import('./vitals-store');
    await deleteOldVitals(db, 30);
    const names = (
      await db.query<{ name: string }>(`SELECT name FROM service_secrets WHERE name LIKE 'vitals-caller:%'`)
    ).rows;
    expect(names.map((row) => row.name)).toEqual([`vitals-caller:${new Date().toISOString().slice(0, 10)}`]);
  });
});

describe('the Release health page', () => {
  it('is served with uPlot from this origin, under the admin page policy, holding no data itself', async () => {
    const page = await app.request('/admin/health');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await page.text();
    expect(html).toContain('<script src="/admin/uplot.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const uplot = await app.request('/admin/uplot.js');
    expect(uplot.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await uplot.text()).toContain('uPlot');
    const script = await (await app.request('/admin/health.js')).text();
    expect(script).not.toMatch(/localStorage|sessionStorage|innerHTML/);
    expect(await (await app.request('/admin')).text()).toContain('<a href="/admin/health">Release health</a>');
  });
});
