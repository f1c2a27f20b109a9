import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser here, so the tests drive the system's Chromium.
 * CHROMIUM_PATH wins; otherwise the usual Debian and Chrome locations are tried.
 */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install it with `apt-get install -y chromium` ' +
      '(as root; .ci/run does this), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
