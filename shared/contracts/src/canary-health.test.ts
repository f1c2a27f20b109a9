import { describe, expect, it } from 'vitest';
import { judgeCanary } from './canary-health';
import { VitalsBeaconSchema, type VitalsRow } from './vitals';

const row = (over: Partial<VitalsRow>): VitalsRow => ({
  section: 'blog',
  build: 'b1',
  views: 1000,
  callers: 400,
  share: 0.5,
  lcpP75: 1200,
  inpP75: 120,
  clsP75: 0.02,
  ttfbP75: 200,
  earlyP75: 800,
  earlyTapsPer1000: 0,
  errorsPer1000: 5,
  chunkFailuresPer1000: 0,
  retriesPer1000: 0,
  hydrationMismatchesPer1000: 0,
  serverFallbacks: 0,
  server: { renders: 1000, crashes: 0, timeouts: 0, errors: 0 },
  samples: { LCP: 1000, INP: 600, CLS: 1000, TTFB: 1000 },
  ...over,
});

describe('judgeCanary', () => {
  it('refuses a canary whose server code crashed, whatever its page views, and says so', () => {
    const crashed = row({ build: 'b2', views: 3, server: { renders: 40, crashes: 2, timeouts: 0, errors: 0 } });
    expect(judgeCanary(crashed, row({}))).toEqual({
      verdict: 'worse',
      reasons: ["Server code: the canary's runtime crashed 2 times (stable: 0)."],
    });
  });

  it('refuses a canary that misses its deadline more often than stable, but not over a stray miss', () => {
    const stuck = row({ views: 3, server: { renders: 100, crashes: 0, timeouts: 25, errors: 0 } });
    const verdict = judgeCanary(stuck, row({ server: { renders: 5000, crashes: 0, timeouts: 2, errors: 0 } }));
    expect(verdict.verdict).toBe('worse');
    expect(verdict.reasons[0]).toBe(
      'Server code: 25 pages missed their deadline on the canary (200.0 per 1,000, stable 0.4).',
    );
    const stray = row({ server: { renders: 1000, crashes: 0, timeouts: 2, errors: 0 } });
    expect(judgeCanary(stray, row({})).verdict).toBe('ok');
  });

  it('waits for enough page views before judging', () => {
    const result = judgeCanary(row({ views: 50, errorsPer1000: 400 }), row({}));
    expect(result.verdict).toBe('insufficient');
    expect(result.reasons[0]).toContain('50 canary');
  });

  it('waits for page views from enough callers: a few machines cannot decide a verdict', () => {
    const few = judgeCanary(row({ views: 400, callers: 20, errorsPer1000: 400 }), row({}));
    expect(few).toEqual({
      verdict: 'insufficient',
      reasons: ['Page views from 20 canary and 400 stable callers; 30 each are needed.'],
    });
    expect(judgeCanary(row({ errorsPer1000: 5 }), row({ callers: 10 })).verdict).toBe('insufficient');
  });

  it('calls a canary with many more errors clearly worse', () => {
    const result = judgeCanary(row({ build: 'b2', views: 400, errorsPer1000: 30 }), row({}));
    expect(result.verdict).toBe('worse');
    expect(result.reasons[0]).toMatch(/Failures per 1,000 views: 30\.0 on the canary, 5\.0 on stable/);
  });

  it('does not refuse a canary over a difference within noise or margin', () => {
    expect(judgeCanary(row({ views: 400, errorsPer1000: 7.5 }), row({})).verdict).toBe('ok');
    // Twice stable's rate, but two errors against five is not beyond chance.
    expect(judgeCanary(row({ views: 200, errorsPer1000: 10 }), row({})).verdict).toBe('ok');
  });

  it('judges p75 INP only with enough samples on both builds', () => {
    expect(judgeCanary(row({ inpP75: 300 }), row({})).verdict).toBe('worse');
    expect(judgeCanary(row({ inpP75: 140 }), row({})).verdict).toBe('ok');
    const few = judgeCanary(row({ inpP75: 300, samples: { LCP: 1000, INP: 20, CLS: 1000, TTFB: 1000 } }), row({}));
    expect(few).toEqual({ verdict: 'ok', reasons: ['Too few INP samples to judge INP; failures judged only.'] });
  });
});

describe('VitalsBeaconSchema', () => {
  const beacon = {
    view: '3f0b7c1e-5d2a-4c8e-9f10-2b3c4d5e6f70',
    section: 'blog',
    build: 'abc123',
    route: '/blog/:slug',
    device: 'mobile',
    render: 'server',
    early: { ms: 420, taps: 1 },
    metrics: [{ name: 'LCP', value: 1500, section: 'blog', build: 'abc123' }],
    events: [{ kind: 'error', section: 'marketing', build: 'def', count: 2 }],
  };
  it('accepts a beacon and refuses addresses, unknown fields and unknown owners', () => {
    expect(VitalsBeaconSchema.safeParse(beacon).success).toBe(true);
    expect(VitalsBeaconSchema.safeParse({ ...beacon, route: '/blog/x?email=a@b.c' }).success).toBe(false);
    expect(VitalsBeaconSchema.safeParse({ ...beacon, url: 'https://x' }).success).toBe(false);
    expect(VitalsBeaconSchema.safeParse({ ...beacon, section: 'evil' }).success).toBe(false);
    expect(VitalsBeaconSchema.safeParse({ ...beacon, metrics: [{ ...beacon.metrics[0], value: -1 }] }).success).toBe(
      false,
    );
  });
});
