import { ORIGINS } from './servers';
import { SITE_ROUTES } from './site-routes';

/** How long the whole site may take to come back rendered on the server, on a busy machine. */
const WARM_LIMIT_MS = 120_000;

/**
 * Playwright's global setup, run once the servers answer: asks the composition server for every
 * page until each comes back rendered on the server. The server loads every section before it
 * listens, but a page's own chunks load at its first request, which on a busy machine can take
 * longer than the sections' deadline: that page is then left to the browser. Tests without
 * JavaScript, or that act before hydration, need the server's HTML; with this they get it from
 * the first test on, instead of depending on which test happened to ask first.
 */
export default async function warmSite() {
  const paths = SITE_ROUTES.flatMap((route) =>
    route.path.includes(':') ? (route.samples ?? []).map((sample) => sample.path) : [route.path],
  );
  const until = Date.now() + WARM_LIMIT_MS;
  // Two at a time: the machine the tests run on may have two cores.
  const queue = [...paths];
  const cold: string[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (!(await untilServerRendered(`${ORIGINS.shell}${path}`, until))) cold.push(path);
      }
    }),
  );
  if (cold.length > 0) {
    throw new Error(`The composition server still leaves these pages to the browser: ${cold.join(', ')}`);
  }
}

/**
 * Asks for the page at `url` until the server renders it (its data says `"render":"server"`), or
 * until `until`; answers whether it did. Also for a test's own composition server.
 */
export async function untilServerRendered(url: string, until = Date.now() + 60_000): Promise<boolean> {
  while (Date.now() < until) {
    const html = await fetch(url)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes('"render":"server"')) return true;
    // The section's chunks are still loading in the server: ask again in a moment.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
