// Load benchmark of the composition server: the production build served as `pnpm start` serves
// it, then autocannon at 20 connections on the home page and an article, as a browser asks for
// them (compressed, with the consent cookie). Run it inside its own network namespace when
// others share the machine. Usage: node scripts/bench-composition.mjs [seconds per page]
import autocannon from 'autocannon';
import { serveSite } from './serve-site.mjs';
import { SHELL } from '../shared/build/apps.mjs';

const seconds = Number(process.argv[2] ?? 10);
const origin = `http://localhost:${SHELL.port}`;
const headers = { cookie: 'CookieConsent=false', 'accept-encoding': 'br, gzip' };
const { stop } = await serveSite({ quiet: true });
try {
  for (const path of ['/', '/blog/write-with-ai']) {
    for (let warm = 0; warm < 20; warm += 1) await (await fetch(`${origin}${path}`, { headers })).text();
    const result = await autocannon({ url: `${origin}${path}`, connections: 20, duration: seconds, headers });
    const { average } = result.requests;
    const { p50, p99 } = result.latency;
    console.log(
      `${path.padEnd(22)} ${average.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  ` +
        `(${result.non2xx} non-2xx, ${result.errors} errors)`,
    );
  }
} finally {
  stop();
}
