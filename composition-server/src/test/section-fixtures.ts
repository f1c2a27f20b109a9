/**
 * Test support for the composition core: section builds with real faults in their server code,
 * served by a local host, and a minimal shell build. A build's server entry is a real module the
 * runtime imports by URL; its fault is what its code does.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import type { PageRoute, RuntimeConfig, ServerManifest } from '@shared/contracts';
import { PLATFORM_VERSION } from '@shared/platform/version';
import { TEST_SERVER_DIR } from './build-server';

/** What a build's server code does wrong. */
export type Fault =
  | 'none'
  | 'throw-in-render'
  | 'throw-in-timer'
  | 'spin-in-timer'
  | 'out-of-memory'
  | 'fails-to-import'
  | 'hangs-in-preload';

export interface FixtureBuild {
  section: 'marketing' | 'blog' | 'tools' | 'checkout';
  buildId: string;
  routes: PageRoute[];
  fault: Fault;
  /** When a timer fault strikes, after the entry has loaded. */
  delayMs?: number;
  /** The fault applies to this many loads of the entry, then the code behaves (a flaky dependency). */
  faultyLoads?: number;
  /** How long the entry takes to load (a large build on a busy machine), in ms. */
  loadMs?: number;
  /** What its pages say: a JavaScript expression (default: 'Rendered by ' + the build id). */
  pageText?: string;
  /** Its ssr.json's `serverEntry` (default `server/remote-entry.js`, beside the manifest). */
  serverEntry?: string;
  /**
   * Declares the agency form `news` (an email and the consent box), whose schema checks the
   * fields, throws, or never ends (its thread spins).
   */
  agencyForm?: 'checks' | 'throws' | 'hangs';
  /**
   * Gives the page `blog-index` a server half (`servers`, ADR 033): a loader whose data the page
   * shows and an action answering `subscribe` and `ping`; the action works, throws or never ends.
   */
  routeServer?: 'works' | 'throws' | 'hangs';
  /** The browser files its ssr.json names for its entry and for each page (default: none). */
  files?: { entry: ServerManifest['entry']; page: ServerManifest['entry'] };
}

/** The fixture agency form's consent words and messages. */
export const NEWS_CONSENT = 'You may email me about news.';
export const NEWS_EMAIL_ERROR = 'Please enter a valid email address.';
export const NEWS_CONSENT_ERROR = 'Please tick the box.';

/** The agency form `news` as a server entry declares it, with a hand-written Standard Schema. */
function agencyFormCode(behaviour: NonNullable<FixtureBuild['agencyForm']>): string {
  const validate =
    behaviour === 'throws'
      ? `() => { throw new Error('the schema threw'); }`
      : behaviour === 'hangs'
        ? `() => { for (;;) {} }`
        : `(value) => {
    const issues = [];
    if (!/^[^@ ]+@[^@ ]+$/.test(value.email ?? '')) issues.push({ message: ${JSON.stringify(NEWS_EMAIL_ERROR)}, path: ['email'] });
    if (value.consent !== 'on') issues.push({ message: ${JSON.stringify(NEWS_CONSENT_ERROR)}, path: [{ key: 'consent' }] });
    return issues.length > 0 ? { issues } : { value: { email: value.email, consent: value.consent } };
  }`;
  return `export const agencyForms = { news: { consent: ${JSON.stringify(NEWS_CONSENT)}, replyTo: 'email', schema: { '~standard': { version: 1, vendor: 'fixture', validate: ${validate} } } } };`;
}

/** The fixture page's loader's and action's words. */
export const LOADER_GREETING = 'Hello from the loader';
export const ACTION_GREETING = 'Hello from the action';

/**
 * The server half of the page `blog-index` as a server entry exports it: its loader counts the
 * visitor's visits in a cookie and says what it was given; `?go=away` redirects. Its action
 * answers `subscribe` (an email: invalid, or stored with a cookie and a redirect) and `ping`.
 */
function routeServerCode(behaviour: NonNullable<FixtureBuild['routeServer']>): string {
  const action =
    behaviour === 'throws'
      ? `async () => { throw new Error('the action threw'); }`
      : behaviour === 'hangs'
        ? `() => new Promise(() => {})`
        : `async (request) => {
    if (request.intent === 'ping') return { type: 'done' };
    if (!/^[^@ ]+@[^@ ]+$/.test(request.values.email ?? '')) {
      return { type: 'render', status: 422, data: { greeting: ${JSON.stringify(ACTION_GREETING)} }, posted: { intent: 'subscribe', status: 'invalid', values: request.values, errors: { email: ${JSON.stringify(NEWS_EMAIL_ERROR)} } } };
    }
    return { type: 'redirect', location: '/blog?sent=subscribe', cookies: [{ name: 'subscribed', value: request.values.email.replace('@', '.'), maxAgeSeconds: 60 }] };
  }`;
  return `export const servers = { 'blog-index': async () => ({
  intents: ['subscribe', 'ping'],
  loader: (request) => {
    if (request.url.includes('go=away')) return { redirect: '/blog/first-post' };
    const visits = Number(request.cookies.visits ?? 0) + 1;
    return {
      data: { greeting: ${JSON.stringify(LOADER_GREETING)}, visits, keyLength: request.sectionKey.length, forwardedFor: request.visitor.forwardedFor },
      cookies: [{ name: 'visits', value: String(visits) }],
    };
  },
  action: ${action},
}) };`;
}

const route = (path: string, page: string): PageRoute => ({
  path,
  page,
  title: `Title of ${path}`,
  heading: null,
  description: `The page at ${path}.`,
  indexable: true,
});

export const HOME_ROUTES = [route('/', 'home')];
export const BLOG_ROUTES = [route('/blog', 'blog-index'), route('/blog/first-post', 'article')];

/** The server entry of a build: the section contract, with its fault in its code. */
function entryCode(build: FixtureBuild, faulty: boolean): string {
  const fault = faulty ? build.fault : 'none';
  const delay = build.delayMs ?? 300;
  const pageIds = [...new Set(build.routes.map((r) => r.page))];
  const lines = [
    `import { createElement } from 'react';`,
    `export const contractVersion = '2.0.0';`,
    `export const buildId = ${JSON.stringify(build.buildId)};`,
    `export const routes = ${JSON.stringify(build.routes)};`,
    `export const widgets = {};`,
  ];
  if (build.agencyForm) lines.push(agencyFormCode(build.agencyForm));
  if (build.routeServer) {
    lines.push(`import { use } from 'react';`);
    lines.push(`import { ServerFormsContext, usePostedForm } from '@shared/platform/core';`);
    lines.push(routeServerCode(build.routeServer));
  }
  if (build.loadMs) lines.push(`await new Promise((resolve) => setTimeout(resolve, ${build.loadMs}));`);
  if (fault === 'fails-to-import') lines.push(`throw new Error('the entry fails to import');`);
  if (fault === 'throw-in-timer') lines.push(`setTimeout(() => { throw new Error('a timer threw'); }, ${delay});`);
  if (fault === 'spin-in-timer') lines.push(`setTimeout(() => { for (;;) {} }, ${delay});`);
  if (fault === 'out-of-memory') {
    // In steps, so that its thread stays responsive: it is its heap, not its loop, that fails.
    lines.push(
      `const hog = []; const grow = () => { for (let i = 0; i < 200; i++) hog.push(new Array(10000).fill(i)); setImmediate(grow); }; setImmediate(grow);`,
    );
  }
  const body =
    fault === 'throw-in-render'
      ? `throw new Error('the page threw while rendering');`
      : build.routeServer
        ? // The page shows what its server half gave it, and the answer to its form.
          `return createElement('p', null, 'Rendered by ' + buildId + ' with ' + JSON.stringify({ data: use(ServerFormsContext).data ?? null, posted: usePostedForm('subscribe') }));`
        : `return createElement('p', null, ${build.pageText ?? `'Rendered by ' + buildId`});`;
  lines.push(`function Page() { ${body} }`);
  const preload = fault === 'hangs-in-preload' ? `, preload: () => new Promise(() => {})` : '';
  lines.push(
    `export const pages = { ${pageIds.map((id) => `${JSON.stringify(id)}: async () => ({ default: Page${preload} })`).join(', ')} };`,
  );
  return lines.join('\n');
}

function serverManifest(build: FixtureBuild): ServerManifest {
  const none = { js: [], css: [] };
  return {
    buildId: build.buildId,
    serverEntry: build.serverEntry ?? 'server/remote-entry.js',
    entry: build.files?.entry ?? none,
    pages: Object.fromEntries(build.routes.map((r) => [r.page, build.files?.page ?? none])),
    platform: `^${PLATFORM_VERSION}`,
    routes: build.routes,
  };
}

export interface SectionHost {
  origin: string;
  /** Serves `build` under `/<name>/`; answers its manifest URL. */
  add: (name: string, build: FixtureBuild) => string;
  /** Holds every `ssr.json` answer back this long (a slow host). */
  setDelay: (ms: number) => void;
  /** How many times each build's server entry was fetched. */
  entryLoads: (name: string) => number;
  close: () => Promise<void>;
}

export async function startSectionHost(): Promise<SectionHost> {
  const builds = new Map<string, FixtureBuild>();
  const loads = new Map<string, number>();
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    const [, name = '', ...rest] = (request.url ?? '').split('?')[0]!.split('/');
    const file = rest.join('/');
    const build = builds.get(name);
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      response.end(body);
    };
    if (!build) return send(404, 'text/plain', 'Not found');
    if (file === 'mf-manifest.json') {
      return send(200, 'application/json', JSON.stringify({ name: build.section, metaData: {}, exposes: [] }));
    }
    if (file === 'ssr.json') {
      const answer = () => send(200, 'application/json', JSON.stringify(serverManifest(build)));
      return delayMs > 0 ? void setTimeout(answer, delayMs) : answer();
    }
    if (file === 'server/remote-entry.js') {
      const count = (loads.get(name) ?? 0) + 1;
      loads.set(name, count);
      const faulty = build.faultyLoads === undefined || count <= build.faultyLoads;
      return send(200, 'text/javascript', entryCode(build, faulty));
    }
    return send(404, 'text/plain', 'Not found');
  });
  // Connections a closed host still has open would keep a test waiting.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    add(name, build) {
      builds.set(name, build);
      return `${origin}/${name}/mf-manifest.json`;
    },
    setDelay: (ms) => (delayMs = ms),
    entryLoads: (name) => loads.get(name) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal shell build (index.html, a stylesheet, start.js) with a config.json to rewrite. */
export function shellDist(): { dir: string; writeConfig: (config: RuntimeConfig) => void } {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index.css'), 'body { margin: 0; }');
  writeFileSync(join(dir, 'assets', 'index.js'), '');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css">' +
      '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  cpSync(join(import.meta.dirname, '..', '..', '..', 'shell', 'public', 'start.js'), join(dir, 'start.js'));
  const writeConfig = (config: RuntimeConfig) => writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  return { dir, writeConfig };
}

/** The default config with these sections' manifest URLs (and no others). */
export function configWith(remotes: RuntimeConfig['remotes'], extra: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { ...defaultRuntimeConfig('localhost'), remotes, ...extra };
}

/** The built server's entry, beside which `section-runtime.js` is. */
export const TEST_ENTRY_URL = pathToFileURL(join(TEST_SERVER_DIR, 'main.js')).href;
