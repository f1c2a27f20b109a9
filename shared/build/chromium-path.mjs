// Finds the system Chromium for scripts and the release's browser preflight (the e2e suite has the same lookup in TypeScript).
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error('No Chromium found. Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.');
  }
  return path;
}
