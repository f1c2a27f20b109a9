import type { VitalsBeacon, VitalsEvent, VitalsMetric } from '@shared/contracts';
import { drainHealthSignals, type HealthSignal } from '@shared/platform/core';
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { buildOnPage, deviceClass, ownerOfNode, ownerOfScript, SHELL_OWNER, type Owner } from './owners';
import type { VitalsContext } from './start-vitals';

/** A page view's beacons together stay within this many bytes. */
const BUDGET_BYTES = 2048;

const ownerKey = (owner: Owner) => `${owner.section} ${owner.build}`;
const ownerFromKey = (key: string | undefined): Owner => {
  const [section, build] = (key ?? '').split(' ');
  return section && build ? { section, build } : SHELL_OWNER;
};

/**
 * Measures this page view and sends what it found with `navigator.sendBeacon` each time the page
 * is hidden (the last chance a page is sure to get). Nothing personal leaves: the route pattern,
 * never the address; the owners of elements, never their text.
 */
export function report({ config, route, render, earlyTaps }: VitalsContext) {
  const endpoint = config.endpoints.vitals ?? `${config.endpoints.api}/v1/vitals`;
  const page = route ? ownerOfNode(document.querySelector(`[data-section="${route.section}"]`)) : SHELL_OWNER;
  const metrics = new Map<VitalsMetric, VitalsBeacon['metrics'][number]>();
  const events = new Map<string, VitalsBeacon['events'][number]>();
  let sentBytes = 0;
  let metricsChanged = false;

  const count = (kind: VitalsEvent, owner: Owner) => {
    const key = `${kind} ${ownerKey(owner)}`;
    const event = events.get(key);
    if (event) event.count = Math.min(event.count + 1, 100);
    else events.set(key, { kind, ...owner, count: 1 });
  };
  const onSignal = (signal: HealthSignal) => {
    if (signal.kind === 'hydration') return count('hydration', page);
    // A section that failed to load has no build on the page: its build is then `-`.
    if (signal.section) return count(signal.kind, { section: signal.section, build: buildOnPage(signal.section) });
    const owner = ownerOfScript(signal.source, config.remotes, location.origin);
    if (owner) count(signal.kind, owner);
  };
  drainHealthSignals(onSignal);

  // The element (or script) behind each number, as the owner's key instead of a CSS selector.
  const opts = { generateTarget: (node: Node | null) => ownerKey(ownerOfNode(node)) };
  const record = (metric: MetricWithAttribution) => {
    let owner: Owner = page;
    if (metric.name === 'LCP') owner = ownerFromKey(metric.attribution.target);
    if (metric.name === 'INP') owner = ownerFromKey(metric.attribution.interactionTarget);
    if (metric.name === 'CLS' && metric.attribution.largestShiftTarget)
      owner = ownerFromKey(metric.attribution.largestShiftTarget);
    if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS' && metric.name !== 'TTFB') return;
    // CLS is a score; the others are milliseconds, whole ones are enough.
    const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
    metrics.set(metric.name, { name: metric.name, value, ...owner });
    metricsChanged = true;
  };
  onLCP(record, opts);
  onINP(record, opts);
  onCLS(record, opts);
  onTTFB(record, opts);

  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const hydrated = performance.getEntriesByName('site:hydrated')[0]?.startTime;
  const early =
    fcp !== undefined && hydrated !== undefined
      ? { ms: Math.round(Math.max(0, hydrated - fcp)), taps: earlyTaps() }
      : undefined;
  const view = crypto.randomUUID();
  let first = true;

  const send = () => {
    if (!metricsChanged && events.size === 0 && !first) return;
    const beacon: VitalsBeacon = {
      view,
      ...page,
      route: route?.path ?? '/*',
      device: deviceClass(),
      render,
      ...(early && first ? { early } : {}),
      metrics: [...metrics.values()],
      events: [...events.values()].slice(0, 20),
    };
    const body = JSON.stringify(beacon);
    if (sentBytes + body.length > BUDGET_BYTES) return;
    // A string goes as text/plain, which needs no preflight; the api parses it as JSON.
    if (!navigator.sendBeacon(endpoint, body)) return;
    sentBytes += body.length;
    first = false;
    metricsChanged = false;
    events.clear();
  };
  // Registered after web-vitals' own listeners (on window, capturing), so they have reported first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Measurement is on for this page view (tests and `pnpm bench` wait for it).
  performance.mark('site:vitals');
}
