/* global window -- page.evaluate callbacks run in the browser */
// `pnpm size`: what a visitor's browser receives on the first load of a page, as Chromium's
// network log reports it: bytes transferred (compressed, headers included) by kind, the number of
// requests, and how deep the request chain goes after the HTML; plus layout shift and largest
// contentful paint. Fails when a page with a budget (BUDGETS: the home page, an article, the
// grammar checker, the order and contact pages; ADR 005, ADR 021) sends more JavaScript or more
// requests than it allows, or chains requests deeper; other pages are reported for comparison.
// Usage: node scripts/size.mjs [path ...]   (default: the budgeted pages). Serves the production
// build itself unless something already answers on :4173.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { answers } from './lib/wait-until.mjs';
import { serveSite } from './serve-site.mjs';

/**
 * Each page's budget: its first load's figures when the forms' schemas moved to zod/mini (ADR 021),
 * with about 2 KB of room. A page that grows past it fails `pnpm test`.
 */
const BUDGETS = {
  '/': { jsBytes: 168 * 1024, requests: 25, chainDepth: 3 },
  '/blog/write-with-ai': { jsBytes: 168 * 1024, requests: 30, chainDepth: 3 },
  '/grammar-checker': { jsBytes: 180 * 1024, requests: 32, chainDepth: 3 },
  // The order page grew 3.6 KB and a request with the due time, the visitor's zone and the named
  // refused files (issue #39) after these figures were taken: 215.6 KB, 38 requests.
  '/order': { jsBytes: 218 * 1024, requests: 38, chainDepth: 3 },
  '/contactus': { jsBytes: 201 * 1024, requests: 31, chainDepth: 3 },
};
const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { findChromiumPath } = await import('../shared/build/chromium-path.mjs');

const SITE = 'http://localhost:4173';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BUDGETS);
const site = (await answers(`${SITE}/robots.txt`)) ? null : await serveSite({ quiet: true });

const KINDS = { Script: 'js', Stylesheet: 'css', Font: 'font', Document: 'html' };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Asks for a page until the composition server renders it, so that the page measured is the one a
 * visitor gets: right after the server starts (and on a busy machine) a section's runtime may miss
 * its deadline, and the page is then served as the frame with the section left to the browser
 * (more requests, the section's manifest among them). Says so when that does not stop.
 */
async function warmUp(path) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const html = await fetch(`${SITE}${path}`, { headers: { Cookie: 'CookieConsent=false' } })
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes('"render":"server"')) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.warn(`  (${path} was still served as the frame, left to the browser: these figures are that page's)`);
}

/** Loads a page in a fresh context and returns every request with its transferred size and depth. */
async function firstLoad(browser, path) {
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    const parent =
      initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url;
    requests.set(requestId, { url: request.url, type, parent, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${SITE}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const perf = await page.evaluate(() => window.__perf);
  await context.close();

  const list = [...requests.values()].filter((entry) => !entry.url.startsWith('data:'));
  const byUrl = new Map(list.map((entry) => [entry.url, entry]));
  const depthOf = (entry, seen = new Set()) => {
    if (entry.type === 'Document') return 0;
    const parent = entry.parent && byUrl.get(entry.parent);
    if (!parent || seen.has(parent)) return 1;
    seen.add(parent);
    return depthOf(parent, seen) + 1;
  };
  for (const entry of list) entry.depth = depthOf(entry);
  return { list, perf };
}

const browser = await chromium.launch({
  executablePath: findChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let overBudget = false;
try {
  for (const path of paths) {
    await warmUp(path);
    const { list, perf } = await firstLoad(browser, path);
    const totals = { js: 0, css: 0, font: 0, html: 0, other: 0 };
    for (const entry of list) totals[KINDS[entry.type] ?? 'other'] += entry.bytes;
    const depth = Math.max(...list.map((entry) => entry.depth));
    console.log(`\nFirst load of ${path}: ${list.length} requests, chain ${depth} deep after the HTML`);
    for (const entry of [...list].sort((a, b) => b.bytes - a.bytes).slice(0, process.env.SIZE_ALL ? undefined : 12)) {
      console.log(
        `  ${String(entry.bytes).padStart(8)}  d${entry.depth}  ${entry.url.replace('http://localhost:', ':')}`,
      );
    }
    const all = Object.values(totals).reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `  transferred: JS ${kb(totals.js)} · CSS ${kb(totals.css)} · fonts ${kb(totals.font)} · HTML ${kb(totals.html)} · other ${kb(totals.other)} · total ${kb(all)}`,
    );
    console.log(`  CLS ${perf.cls.toFixed(4)}   LCP ${Math.round(perf.lcp)} ms`);
    const budget = BUDGETS[path];
    if (budget) {
      const misses = [
        totals.js > budget.jsBytes && `JS ${kb(totals.js)} > ${kb(budget.jsBytes)}`,
        list.length > budget.requests && `${list.length} requests > ${budget.requests}`,
        depth > budget.chainDepth && `chain ${depth} deep > ${budget.chainDepth}`,
      ].filter(Boolean);
      console.log(
        misses.length
          ? `  OVER BUDGET: ${misses.join('; ')}`
          : `  within budget (JS ≤ ${kb(budget.jsBytes)}, ≤ ${budget.requests} requests, chain ≤ ${budget.chainDepth})`,
      );
      if (misses.length) overBudget = true;
    }
  }
} finally {
  await browser.close();
  site?.stop();
}
if (overBudget) process.exit(1);
