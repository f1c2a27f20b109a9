import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '@shared/build/security-headers';
import {
  ChunkLoadError,
  provideSectionLoader,
  RuntimeConfigError,
  SECTION_NAMES,
  type RuntimeConfig,
  type SectionLoader,
  type SectionName,
} from '@shared/platform/core';
import { SERVER_MANIFEST_FILE } from '@shared/contracts';
import { BUILDS_PATH } from 'shell/server-render';
import { respondWithBuilds } from './builds-route';
import { configSource } from './config-source';
import { FORM_POSTS } from './form-posts';
import { formSigningSecret, sectionKey } from './form-posts/signed';
import { registerFormPosts } from './form-posts/register';
import { assignCanaries, type CanaryAssignment } from './canary';
import { StyleInliner } from './inline-styles';
import { PageCache } from './page-cache';
import type { KnownSection } from './page-plan';
import { composeRequest, respondWithPage, type ComposeContext } from './page-responder';
import { renderConfigError, renderFormNotSent } from './render-page';
import { answerWithRouteAction, sendComposed } from './route-posts';
import { RuntimeSupervisor, type SupervisorSettings } from './runtime-supervisor';
import { SectionEntries } from './section-entries';
import { logRuntimeEvent, ServerHealth, type ServerHealthOptions } from './server-health';
import { retiredCookieHeaders } from './route-servers';
import { readShellAssets } from './shell-files';
import {
  PIN_PATH,
  PinRefusal,
  pinnedConfig,
  QaPins,
  safeReturnPath,
  UNPIN_PATH,
  type Pin,
  type QaPinOptions,
} from './qa-pin';
import { robotsTxt, sitemapXml } from './sitemap';
import { standaloneConfigSource } from './standalone';
import { visitorOf, type Visitor } from './trusted-proxy';
import { visitorCountry } from './visitor-country';
import { visitorTimeZone } from './visitor-time-zone';

/** How a section runtime is run and supervised (main.ts reads them from the environment). */
export type RuntimeOptions = Omit<SupervisorSettings, 'entryUrl' | 'distDir' | 'fetchTimeoutMs'>;

/** Sensible defaults, documented in docs/deploy.md. */
export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  memoryMb: 128,
  startTimeoutMs: 30_000,
  pingTimeoutMs: 5000,
  misses: 3,
  freePingMs: 250,
  drainMs: 10_000,
  answerGraceMs: 150,
  restartMs: 250,
  restartMaxMs: 10_000,
  breakerFailures: 3,
  breakerCooldownMs: 30_000,
  stableAfterMs: 30_000,
  retireIdleMs: 2000,
};

export interface CompositionServerOptions {
  /** The shell's client build: its assets, index.html and the deployment's config.json. */
  distDir: string;
  sectionBudgetMs: number;
  /** Where config.json is read from: a path or a URL (default: `distDir/config.json`). */
  config?: string;
  /** The server's entry file in `composition-server/dist/`, beside which `section-runtime.js` is. */
  entryUrl: string;
  runtimes?: Partial<RuntimeOptions>;
  /** Where sections' server failures are reported (the api's release health). */
  health?: Partial<ServerHealthOptions>;
  /** How often the runtimes are brought in line with config.json (started, restarted, stopped). */
  reconcileEveryMs?: number;
  /**
   * TRUST_PROXY: how many proxies of ours stand in front (a TLS-terminating load balancer is 1).
   * Only through them does the server learn the visitor's address and protocol (trusted-proxy.ts).
   */
  trustProxy?: number;
  /** QA pins (qa-pin.ts): off without an admin token. */
  qa?: QaPinOptions;
  /** Compose this section alone, as its standalone page for QA (standalone.ts); every section when unset. */
  standalone?: SectionName;
  /**
   * How long a page's action may take to answer a post (the api calls inside it and a margin);
   * late, the visitor is told the form was not sent. Default ACTION_DEADLINE_MS.
   */
  actionDeadlineMs?: number;
}

/** The api calls of an action take up to 20 s (the order's); the rest is room for the answer. */
export const ACTION_DEADLINE_MS = 25_000;

/** A visitor's config: the deployed one with their canaries and their QA pin resolved. */
export interface VisitorAssignment extends CanaryAssignment {
  /** The visitor's QA pin: their page is theirs alone, never cached, and shows the marker. */
  pin?: Pin;
}
export type ResolveVisitor = (base: RuntimeConfig, cookieHeader: string, secure: boolean) => VisitorAssignment;

/** How long a pinned build's runtime is kept running after the last page of it was asked for. */
const PIN_KEEP_MS = 30 * 60 * 1000;

/** On the main thread no section code is ever loaded: a page that asks is left to the browser. */
const NO_SECTIONS: SectionLoader = {
  load: (section) =>
    Promise.reject(new ChunkLoadError(`Section "${section}" runs only in its own runtime`, section, 'unavailable')),
  peek: () => undefined,
  reset: () => {},
};

/**
 * The composition server: serves the shell's static files and composes every page on request
 * from the sections listed in `config.json`. Its main thread routes from the sections' manifests
 * and renders only the frame (the frame-only fallback, the 404); each section build's pages are
 * rendered in that build's own runtime (runtime-supervisor.ts, ADR 019).
 */
export function createCompositionServer({
  distDir,
  sectionBudgetMs,
  config: configAt,
  entryUrl,
  runtimes: runtimeOptions = {},
  health: healthOptions = {},
  reconcileEveryMs = 1000,
  trustProxy = 0,
  qa = { adminToken: undefined, buildHosts: [] },
  standalone,
  actionDeadlineMs = ACTION_DEADLINE_MS,
}: CompositionServerOptions) {
  provideSectionLoader(NO_SECTIONS);
  const deployed = configSource(configAt ?? join(distDir, 'config.json'));
  const readConfig = standalone ? standaloneConfigSource(deployed, standalone) : deployed;
  const shell = readShellAssets(distDir);
  const sections = new SectionEntries(sectionBudgetMs);
  const cache = new PageCache(sections);
  const health = new ServerHealth({ url: undefined, token: undefined, everyMs: 10_000, ...healthOptions });
  const runtimes = new RuntimeSupervisor(
    { ...DEFAULT_RUNTIME_OPTIONS, ...runtimeOptions, entryUrl, distDir, fetchTimeoutMs: sectionBudgetMs },
    (event) => {
      logRuntimeEvent(event);
      health.event(event);
    },
    // A release superseded a build: the cache's pages of it are never asked for again.
    () => cache.clear(),
  );
  // The secret stays on this thread; each section's runtime is given its own key per request.
  const secret = formSigningSecret();
  const sectionKeys = new Map<SectionName, string>();
  const keyOf = (section: SectionName) => {
    let key = sectionKeys.get(section);
    if (!key) sectionKeys.set(section, (key = sectionKey(secret, section)));
    return key;
  };
  const compose: ComposeContext = {
    sections,
    runtimes,
    frame: { shell, styles: new StyleInliner(distDir, sectionBudgetMs) },
    budgetMs: sectionBudgetMs,
    onOutcome: (section, build, outcome) => health.page(section, build, outcome),
    sectionKey: keyOf,
  };

  const pins = new QaPins(qa);
  /** The builds QA pinned lately (by manifest URL): their runtimes run as long as they are used. */
  const pinned = new Map<string, { pin: Pin; lastSeen: number }>();
  const resolveVisitor: ResolveVisitor = (base, cookieHeader, secure) => {
    const pin = pins.read(cookieHeader);
    if (!pin) return assignCanaries(base, cookieHeader, secure);
    pinned.set(pin.remote, { pin, lastSeen: Date.now() });
    const { config } = assignCanaries(pinnedConfig(base, pin), cookieHeader, secure);
    return { config, key: `pinned:${pin.section}`, pin };
  };

  /** Every build config.json names (each section's, and its canary's), and those QA pinned lately. */
  async function namedBuilds(config: RuntimeConfig, deadline: number) {
    for (const [remote, { lastSeen }] of pinned) if (Date.now() - lastSeen > PIN_KEEP_MS) pinned.delete(remote);
    const variants = [
      config,
      ...Object.entries(config.canaries ?? {}).map(([section, canary]) => ({
        ...config,
        remotes: { ...config.remotes, [section]: canary.remote },
      })),
      ...[...pinned.values()].map(({ pin }) => pinnedConfig(config, pin)),
    ];
    const found = new Map<string, { section: SectionName; known: KnownSection }>();
    const unknown = new Set<SectionName>();
    for (const known of await Promise.all(variants.map((variant) => sections.known(variant, deadline)))) {
      for (const section of SECTION_NAMES.filter((name) => config.remotes[name] && !known.has(name))) {
        unknown.add(section);
      }
      for (const [section, entry] of known)
        found.set(`${entry.manifestUrl}#${entry.manifest.buildId}`, { section, known: entry });
    }
    return { builds: [...found.values()], unknown: [...unknown] };
  }

  /**
   * The config in service: what pages, form posts, `/__builds`, the sitemap and robots.txt are
   * answered with. A release rewrites config.json, and its new builds' runtimes need seconds to
   * load their code and warm up (longer than a page's budget): until each has started (or failed
   * to, or cannot start now: a backoff, an open breaker), the config served before goes on serving,
   * with its builds' runtimes, so that a release's first visitors get its pages rendered on the
   * server rather than the frame. The first config read is served at once (there is none before
   * it), and a broken config.json is never held back: every page names the bad field at once.
   */
  let serving: RuntimeConfig | null = null;
  /** The config last read: one read before it, answered later, never takes over from it. */
  let newest: RuntimeConfig | null = null;
  async function configInService(): Promise<RuntimeConfig> {
    const latest = await readConfig();
    newest = latest;
    if (serving === null || latest === serving) return (serving = latest);
    const { builds } = await namedBuilds(latest, Date.now() + sectionBudgetMs);
    if (newest === latest && runtimes.started(latest, builds)) serving = latest;
    return serving;
  }

  /**
   * Starts the runtimes the config needs (and the config in service, while a release is on its
   * way in) and stops the ones neither does any more.
   */
  async function reconcile(deadline?: number) {
    const inService = await configInService();
    const config = await readConfig();
    const { builds } = await namedBuilds(config, Date.now() + sectionBudgetMs);
    const serving = inService === config ? [] : (await namedBuilds(inService, Date.now() + sectionBudgetMs)).builds;
    await runtimes.reconcile(config, [...builds, ...serving], deadline);
  }
  let reconciling = false;
  const reconciler = setInterval(() => {
    if (reconciling) return;
    reconciling = true;
    reconcile()
      .catch(() => undefined)
      .finally(() => (reconciling = false));
  }, reconcileEveryMs);
  reconciler.unref();

  registerFormPosts();

  // `config`: the one config.json a request read, for its headers; `visitor`: who sent it.
  const app = new Hono<{ Variables: { config: RuntimeConfig | undefined; visitor: Visitor } }>();
  app.use('*', async (c, next) => {
    c.set('visitor', visitorOf(c, trustProxy));
    await next();
    for (const expired of retiredCookieHeaders(c.req.header('cookie') ?? '')) {
      c.header('Set-Cookie', expired, { append: true });
    }
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
    const config = c.get('config');
    if (config) {
      c.header(
        'Content-Security-Policy',
        contentSecurityPolicy(config, { inlineScriptHashes: [shell.startScript.hash] }),
      );
    }
  });
  // A broken config.json is a deploy error: every page names the bad field instead of guessing.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (!(error instanceof RuntimeConfigError)) throw error;
    c.header('Cache-Control', 'no-store');
    return c.html(renderConfigError(error, shell, new URL(c.req.url)), 503);
  });
  app.use('*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const config = await configInService();
    const known = await sections.known(config, Date.now() + sectionBudgetMs);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(sitemapXml(config, known));
  });
  // Readiness: 200 while the frame can serve (naming the sections and builds that are degraded:
  // their pages are served as the frame with the section left to the browser), 503 only when the
  // frame itself cannot serve (config.json is broken). docs/deploy.md describes the shape.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    let config: RuntimeConfig;
    try {
      config = await readConfig();
    } catch (error) {
      const reason = error instanceof RuntimeConfigError ? `config.json: ${error.message}` : String(error);
      return c.json({ status: 'down', reason, degraded: [], builds: [] }, 503);
    }
    const named = await namedBuilds(config, Date.now() + sectionBudgetMs);
    const statuses = runtimes.status();
    const builds = named.builds.map(({ section, known }) => {
      const status = statuses.find(
        (entry) => entry.manifest === known.manifestUrl && entry.build === known.manifest.buildId,
      );
      const canary = config.canaries?.[section]?.remote === known.manifestUrl;
      return {
        ...(status ?? {
          section,
          build: known.manifest.buildId,
          manifest: known.manifestUrl,
          state: 'idle',
          faults: {},
        }),
        ...(canary ? { canary: true } : {}),
      };
    });
    const failing = sections.failing();
    const degraded = [
      ...named.unknown.map((section) => ({ section, reason: 'its ssr.json cannot be read' })),
      ...named.builds.flatMap(({ section, known }) => {
        const host = failing.find(({ url }) => url === new URL(SERVER_MANIFEST_FILE, known.manifestUrl).href);
        return host
          ? [
              {
                section,
                build: known.manifest.buildId,
                reason: `its host does not answer since ${host.since} (${host.reason}); its last ssr.json is used`,
              },
            ]
          : [];
      }),
      ...builds.flatMap((build) => {
        const reason = degradation(build);
        return reason ? [{ section: build.section, build: build.build, reason }] : [];
      }),
    ];
    return c.json({ status: degraded.length > 0 ? 'degraded' : 'ok', degraded, builds }, 200);
  });
  app.get(BUILDS_PATH, (c) => respondWithBuilds(c, configInService, sections, resolveVisitor));
  // QA pins: `GET /__qa/pin?section=blog&manifest=<mf-manifest.json URL>&token=<ADMIN_TOKEN>[&to=/blog]`
  // sets this browser's pin once the build's manifest loads; `GET /__qa/unpin` clears it.
  app.get(PIN_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const base = await configInService();
    try {
      const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
      const wanted = pins.check(bearer ?? c.req.query('token'), c.req.query('section'), c.req.query('manifest'), base);
      const known = await sections.known(
        { ...base, remotes: { ...base.remotes, [wanted.section]: wanted.remote } },
        Date.now() + 5000,
      );
      const build = known.get(wanted.section)?.manifest.buildId;
      if (!build) {
        throw new PinRefusal(`${wanted.remote} could not be loaded as a build of ${wanted.section}.`, 422);
      }
      const pin = { ...wanted, build };
      pinned.set(pin.remote, { pin, lastSeen: Date.now() });
      // Its runtime starts now, so the first pinned page is rendered on the server.
      await reconcile(Date.now() + 10_000).catch(() => undefined);
      console.log(JSON.stringify({ at: new Date().toISOString(), level: 'info', event: 'qa.pinned', ...pin }));
      c.header('Set-Cookie', pins.setCookie(pin, c.get('visitor').secure));
      return c.redirect(safeReturnPath(c.req.query('to')), 303);
    } catch (error) {
      if (!(error instanceof PinRefusal)) throw error;
      return c.text(`Not pinned: ${error.message}`, error.status);
    }
  });
  app.get(UNPIN_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    const url = new URL(c.req.url);
    c.header('Set-Cookie', QaPins.clearCookie(c.get('visitor').secure));
    return c.redirect(safeReturnPath(c.req.query('to'), c.req.header('referer'), url.origin), 303);
  });
  app.get('/robots.txt', async (c) => {
    const config = await configInService();
    c.header('Cache-Control', 'no-cache');
    return c.text(robotsTxt(config));
  });
  // The config pages render with (the release state's), never the build's copy in SHELL_DIST.
  app.get('/config.json', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await readConfig());
  });
  app.get(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      // index.html is the template the shell's build wrote, not a page: every page is composed.
      rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__none__' : path),
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
  // A form post is accepted only from the site's own pages: the browser's Sec-Fetch-Site, or else
  // its Origin, must be this origin (a cross-site form gets 403). Cookies are SameSite=Lax too.
  // The origin is the visitor's: behind a TLS-terminating proxy the request URL says http, the
  // page's Origin https.
  const sameOrigin = csrf({ origin: (origin, c) => origin === visitorOf(c, trustProxy).origin });
  app.post('*', sameOrigin, bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const url = new URL(c.req.url);
    const notSent = (status: 400 | 413 | 503, text?: string) => {
      c.header('Cache-Control', 'no-store');
      return c.html(renderFormNotSent(shell, url, text), status);
    };
    const cookieHeader = c.req.header('cookie') ?? '';
    // One read of config.json for the whole answer, with the visitor's canary builds, as for a page.
    const base = await configInService();
    const visitor = c.get('visitor');
    const { config } = resolveVisitor(base, cookieHeader, visitor.secure);
    c.set('config', config);
    const country = visitorCountry(c.req.header('accept-language'));
    const timeZone = visitorTimeZone(cookieHeader, country, base);
    const page = {
      url: url.href,
      cookie: cookieHeader,
      config,
      posted: null,
      forms: { country, timeZone },
      // Only the visitor's address, as the trusted-proxy rule found it: the api takes it from this
      // server (its TRUSTED_PROXIES), and nothing the visitor wrote in the header goes further.
      visitor: { forwardedFor: visitor.address, timeZone, ...(country ? { country } : {}), secure: visitor.secure },
    };
    // The shell's own posts: the cookie banner's and the sections' agency forms (ADR 031).
    const handler = FORM_POSTS.get(form.get('intent') ?? '');
    if (!handler) {
      // Any other intent is the page's own: its section's action answers it (route-posts.ts).
      return answerWithRouteAction(c, compose, { form, page, deadline: Date.now() + actionDeadlineMs, notSent });
    }
    return handler(form, c, {
      config,
      checkAgencyForm: async (section, name, values) => {
        // The sections' budget, as for a page: a section that hangs costs this post that long.
        const deadline = Date.now() + sectionBudgetMs;
        const known = (await sections.known(config, deadline)).get(section);
        if (!known) return { status: 'down', detail: `${section}: its ssr.json cannot be read` };
        const outcome = await runtimes.checkAgencyForm(section, known, config, { form: name, values }, deadline);
        if ('value' in outcome) return outcome.value;
        compose.onOutcome(section, known.manifest.buildId, outcome.fallback);
        return { status: 'down', detail: outcome.detail };
      },
      notSent,
      secure: visitor.secure,
      forwardedFor: visitor.address,
      renderAnswer: async (posted, status) => {
        const composed = await composeRequest(compose, { ...page, posted }, Date.now() + sectionBudgetMs);
        return sendComposed(c, composed, status, visitor.secure);
      },
    });
  });
  app.get('*', (c) => respondWithPage(c, { ...compose, readConfig: configInService, cache, resolveVisitor }));
  return {
    app,
    /** Starts the runtimes of every build config.json names; answers once they have loaded, or by `deadline`. */
    warm: (deadline: number) => reconcile(deadline),
    /** Stops the runtimes and the timers (the server is shutting down). */
    close: () => {
      clearInterval(reconciler);
      health.close();
      runtimes.close();
    },
  };
}

/** Why a build is degraded, from its status; null when it serves its pages on the server. */
function degradation(build: { state: string; loadProblem?: string; lastFault?: { reason: string; at: string } }) {
  const fault = build.lastFault;
  if (build.state === 'breaker-open') return `circuit breaker open after: ${fault?.reason ?? 'repeated faults'}`;
  if (build.state === 'half-open') return 'circuit breaker half-open: one runtime is being tried again';
  if (build.state === 'restarting') return `restarting after: ${fault?.reason ?? 'a fault'}`;
  if (build.loadProblem) return `its server entry does not load: ${build.loadProblem}`;
  if (fault && Date.now() - Date.parse(fault.at) < DEGRADED_AFTER_FAULT_MS) return `recent fault: ${fault.reason}`;
  return null;
}

/** How long a build that had a fault is listed as degraded (its counts stay in /readyz for 5 minutes). */
const DEGRADED_AFTER_FAULT_MS = 60_000;
