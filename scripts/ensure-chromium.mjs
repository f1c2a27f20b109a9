// Makes sure the browser tests have a Chromium: Playwright cannot download its own here, so the
// system's is used. As root it installs Debian's package when missing; otherwise it explains.
import { execFileSync } from 'node:child_process';
import { findChromiumPath } from '../shared/build/chromium-path.mjs';

try {
  console.log(`Chromium: ${findChromiumPath()}`);
} catch {
  if (process.getuid?.() !== 0) {
    console.error('No Chromium found. Install it (e.g. `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log('Installing Chromium with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log(`Chromium: ${findChromiumPath()}`);
}
