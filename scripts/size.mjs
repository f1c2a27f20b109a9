/* global window -- page.evaluate callbacks run in the browser */
// `pnpm size`: the first-load JavaScript of a page in gzip bytes, counted from what a real Chromium
// fetches across every origin, plus layout shift and largest contentful paint. Fails when the home
// page, the one the budget is set for, is over it; other pages are reported for comparison.
// Usage: node scripts/size.mjs [path ...]   (default: /). Needs the production build (pnpm build).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONT_END_APPS as APPS } from '../shared/apps.mjs';
import { serveApps } from './serve-apps.mjs';

const BUDGET_BYTES = 170 * 1024;
const BUDGETED_PATH = '/';
const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { findChromiumPath } = await import('./lib/chromium-path.mjs');

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const servers = await serveApps({ quiet: true }).catch((error) => {
  if (error.code === 'EADDRINUSE') return []; // already served (e.g. by pnpm start): measure that
  throw error;
});

const distOf = Object.fromEntries(APPS.map((app) => [`http://localhost:${app.port}`, join(root, app.dir, 'dist')]));
const browser = await chromium.launch({
  executablePath: findChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let overBudget = false;
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'CookieConsent', value: 'false', domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__perf = { cls: 0, lcp: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__perf.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) window.__perf.lcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`http://localhost:4173${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const perf = await page.evaluate(() => window.__perf);

    const rows = [...scripts].map((url) => {
      const { origin, pathname } = new URL(url);
      const file = join(distOf[origin] ?? '', pathname);
      const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
      return { origin, file: pathname, gzip };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`\nFirst load of ${path}: ${rows.length} scripts`);
    for (const row of rows) console.log(`  ${String(row.gzip).padStart(8)}  ${row.origin}${row.file}`);
    const budgeted = path === BUDGETED_PATH;
    const note = budgeted ? `budget ${BUDGET_BYTES / 1024} KB` : 'no budget: for comparison';
    console.log(`  ${String(total).padStart(8)}  total gzip bytes (${(total / 1024).toFixed(1)} KB; ${note})`);
    console.log(`  CLS ${perf.cls.toFixed(4)}   LCP ${Math.round(perf.lcp)} ms`);
    if (budgeted && total > BUDGET_BYTES) overBudget = true;
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
if (overBudget) {
  console.error('\nOver the first-load budget.');
  process.exit(1);
}
