import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import { findChromiumPath } from '@shared/build/chromium-path';

export interface BrowserPreflightOptions {
  /** The composition server's built entry (`composition-server/dist/main.js`). */
  serverEntryUrl: string;
  /** The shell's client build the composition server serves. */
  shellDist: string;
  log: (line: string) => void;
  /** How long one page may take to load and hydrate. */
  pageTimeoutMs?: number;
  /** How long the composition server may take to start (it loads every section's server code). */
  startTimeoutMs?: number;
}

export interface BrowserPreflightResult {
  reasons: string[];
  /** The paths that loaded, hydrated and showed no error. */
  checked: string[];
  /** How long the whole browser preflight took, start of the server included. */
  ms: number;
}

/** The headings of the fallbacks a page shows when it failed: the section's, and the site's last resort. */
const ERROR_BOUNDARY_TITLES = [
  'Something went wrong',
  'This section is temporarily unavailable',
  'The site was updated',
];

/**
 * The browser half of the release preflight: a composition server of its own, configured with the
 * candidate (the deployed config with the candidate in the section's place), and headless
 * Chromium loading each of `paths` through it, as a visitor would. A path is refused when the page
 * logs a console error or throws, shows an error boundary (the section's fallback or the site's
 * "Something went wrong"), logs a failed hydration (`[hydration]`, the hydration root's
 * onRecoverableError), or never sets its hydration mark (`data-hydrated` on `<html>`). The
 * server's `/readyz` is read last: a candidate whose runtime crashed meanwhile is refused too.
 */
export async function browserPreflight(
  section: SectionName,
  buildId: string | undefined,
  paths: readonly string[],
  candidate: RuntimeConfig,
  { serverEntryUrl, shellDist, log, pageTimeoutMs = 15_000, startTimeoutMs = 60_000 }: BrowserPreflightOptions,
): Promise<BrowserPreflightResult> {
  const started = performance.now();
  const serviceOrigins = new Set(
    Object.values(candidate.endpoints).flatMap((url) => (url ? [new URL(url).origin] : [])),
  );
  const reasons: string[] = [];
  const checked: string[] = [];
  const executablePath = findChromiumPath();
  const { chromium } = await import('playwright-core');
  const stateDir = mkdtempSync(join(tmpdir(), 'release-preflight-'));
  writeFileSync(join(stateDir, 'config.json'), JSON.stringify(candidate));
  const server = startServer(serverEntryUrl, shellDist, stateDir);
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const [origin, launched] = await Promise.all([
      server.origin(startTimeoutMs),
      chromium.launch({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
      }),
    ]);
    browser = launched;
    log(`  composition server with the candidate and Chromium ready in ${seconds(started)} s`);
    const page = await (await browser.newContext()).newPage();
    let problems: string[] = [];
    let documentUrl = '';
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A route rendered in its not-found state answers 404 on purpose; Chromium logs that status.
      if (message.location().url === documentUrl && message.text().startsWith('Failed to load resource')) return;
      if (concernsAService(message.text(), message.location().url, serviceOrigins)) return;
      const text = message.text().slice(0, 300);
      problems.push(text.startsWith('[hydration]') ? `hydration failed: ${text}` : `console error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message.slice(0, 300)}`));
    for (const path of paths) {
      problems = [];
      const pageStarted = performance.now();
      try {
        documentUrl = `${origin}${path}`;
        await page.goto(documentUrl, { waitUntil: 'load', timeout: pageTimeoutMs });
        const hydrated = await page
          .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
            timeout: pageTimeoutMs,
          })
          .then(
            () => true,
            () => false,
          );
        if (!hydrated) problems.push(`no hydration mark (data-hydrated) within ${pageTimeoutMs / 1000} s`);
        // What the page does right after hydrating (effects, lazy parts) shows within a moment.
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
        const boundary = await page.evaluate((titles) => {
          const headings = document.querySelectorAll('[role="alert"] h1, [role="alert"] h3, main > h1');
          return [...headings]
            .map((heading) => heading.textContent?.trim() ?? '')
            .find((text) => titles.includes(text));
        }, ERROR_BOUNDARY_TITLES);
        if (boundary) problems.push(`an error boundary shows "${boundary}"`);
      } catch (error) {
        problems.push(`did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      if (problems.length === 0) {
        checked.push(path);
        log(`  ${path}: loaded and hydrated in Chromium in ${Math.round(performance.now() - pageStarted)} ms`);
      } else {
        for (const problem of [...new Set(problems)]) reasons.push(`browser: route ${path}: ${problem}`);
      }
    }
    reasons.push(...(await runtimeFaults(origin, section, buildId)));
  } catch (error) {
    reasons.push(
      `browser: the browser preflight could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
  return { reasons, checked, ms: Math.round(performance.now() - started) };
}

/**
 * Whether a console error is about a request to one of the site's services (the api, the grammar
 * checker): this server's origin is one the services were never told to allow (CORS), so a page
 * whose browser code asks them (an order page rendered by the browser, say) logs an error that says
 * nothing about the build. The build is judged on its own code, the section hosts and the page.
 */
export function concernsAService(text: string, sourceUrl: string, serviceOrigins: ReadonlySet<string>): boolean {
  const blocked = /^Access to \w+ at '([^']+)'/.exec(text)?.[1];
  const url = blocked ?? (text.startsWith('Failed to load resource') ? sourceUrl : undefined);
  if (!url) return false;
  try {
    return serviceOrigins.has(new URL(url).origin);
  } catch {
    return false;
  }
}

/** The candidate's runtime, as the composition server's `/readyz` saw it: a fault is a reason. */
async function runtimeFaults(origin: string, section: SectionName, buildId: string | undefined): Promise<string[]> {
  try {
    const readyz = (await (await fetch(`${origin}/readyz`)).json()) as {
      degraded?: { section: string; build?: string; reason: string }[];
    };
    return (readyz.degraded ?? [])
      .filter((entry) => entry.section === section && (!buildId || entry.build === buildId))
      .map((entry) => `server: the build's runtime is degraded: ${entry.reason}`);
  } catch {
    return [];
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The composition server (`main.js`), on a free port, reading the candidate config from `stateDir`. */
function startServer(serverEntryUrl: string, shellDist: string, stateDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SHELL_DIST: shellDist,
    CONFIG_URL: join(stateDir, 'config.json'),
    RELEASE_STATE_DIR: stateDir,
  };
  // Its pages are no visitor's: nothing of them goes to release health.
  delete env.SERVER_HEALTH_URL;
  delete env.SERVER_HEALTH_TOKEN;
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(serverEntryUrl)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: (timeoutMs: number) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the composition server did not start within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        const look = () => {
          const match = /→ (http:\/\/localhost:\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout!.on('data', look);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the composition server exited with code ${code}: ${output.trim().slice(-500)}`));
        });
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}
