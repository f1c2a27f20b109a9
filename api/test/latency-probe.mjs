// Asks each URL given on the command line in turn, every 100 ms, until its stdin closes, then
// prints the slowest answer of each (ms) and how many failed, as one JSON line. Run as its own
// process by upload-flood.ts: timed inside the process that sends the flood, the answers would
// wait on that process's own busy event loop.
import { get } from 'node:http';

const urls = process.argv.slice(2);
const slowest = urls.map(() => 0);
let failures = 0;
let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.resume();

const timed = (url) =>
  new Promise((resolve) => {
    const started = performance.now();
    const request = get(url, { timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 400) failures += 1;
        resolve(performance.now() - started);
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      failures += 1;
      resolve(performance.now() - started);
    });
  });

while (running) {
  for (const [i, url] of urls.entries()) slowest[i] = Math.max(slowest[i], await timed(url));
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`${JSON.stringify({ slowest: slowest.map(Math.round), failures })}\n`);
