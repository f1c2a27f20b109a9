import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import {
  ChunkLoadError,
  preloadSectionPage,
  SENT_PARAM,
  type PostedForm,
  type RuntimeConfig,
  type RuntimeConfigError,
  type SectionName,
  type ServerForms,
} from '@shared/platform/core';
import type { CookieChange, LoaderResult, RouteServerModule, RouteVisitor } from '@shared/platform/route-server';
import { StaticRouter } from '@shared/platform/router/server';
import {
  ConfigErrorPage,
  Document,
  FormNotSentPage,
  readConsent,
  serializeSiteData,
  SiteApp,
  SiteRoutes,
  type ServerAssets,
  type SiteData,
} from 'shell/server-render';
import type { StyleInliner } from './inline-styles';
import type { PagePlan } from './page-plan';
import { PageSnapshot, renderWithSnapshot } from './page-snapshot';
import { runLoader, serverHalfOf } from './route-servers';
import type { LoadedSection } from './section-entries';
import type { ShellAssets } from './shell-files';

/** What a page's render is given: serialisable, it crosses from the main thread to a runtime. */
export interface PageRequest {
  url: string;
  cookie: string;
  config: RuntimeConfig;
  /** What the main thread decided from the manifests: the route, its status, the route table. */
  plan: PagePlan;
  /** The form this page answers (a native post, or `?sent=` after one); null for none. */
  posted: PostedForm | null;
  /** The visitor's country and time zone, which every page renders with. */
  forms: PageForms;
  /** Who asked (what the route's loader and action are told: route-server.ts). */
  visitor: RouteVisitor;
  /** The owning section's key (`sectionKey`), derived on the main thread from the server's secret. */
  sectionKey: string;
  /**
   * The page answers a post whose action gave this data: the page gets it instead of its
   * loader's (which does not run then).
   */
  actionData?: { data: unknown };
}

/** What rendering needs besides the request: the shell's files and the stylesheet inliner. */
export interface FrameContext {
  shell: ShellAssets;
  styles: StyleInliner;
}

export interface SectionRenderContext extends FrameContext {
  /**
   * Loads a section for this page's snapshot: a runtime loads its own build and refuses any
   * other section (a widget of another section is left to the browser by its own boundary).
   */
  loadSection: (section: SectionName) => Promise<LoadedSection>;
  /** When the section must have loaded and preloaded the page (ms since the epoch). */
  deadline: number;
}

export interface RenderResult {
  status: number;
  html: string;
  mode: 'server' | 'client';
  buildIds: Record<string, string>;
  /**
   * Whether the HTML depends on nothing but the path, the consent, the config and the builds:
   * a fixed, indexable page (no parameters, no visitor's data such as an order), rendered whole,
   * with every section known.
   */
  shareable: boolean;
  /** Why the section was left to the browser, when it was (for the logs and release health). */
  problem?: string;
  /** Where the page's loader sends the visitor instead (a 303); `html` is then empty. */
  redirect?: string;
  /** The cookies the page's loader set or deleted (the main thread sets them: route-servers.ts). */
  cookies?: CookieChange[];
  /** The page holds what its loader gave for this visitor (data or cookies): `private, no-store`. */
  personal?: boolean;
}

/**
 * Renders a page of a section, in that section's runtime: the frame and the page as one React
 * tree, as the browser hydrates it. A section that cannot be loaded, whose page's preload fails or
 * misses the deadline, or whose page throws while rendering costs only its own part: the frame is
 * served with that section's loading state, and the browser renders it.
 */
export function renderSectionPage(request: PageRequest, context: SectionRenderContext): Promise<RenderResult> {
  const snapshot = new PageSnapshot(request.config, context.loadSection);
  return renderWithSnapshot(snapshot, () => composeSectionPage(request, context, snapshot));
}

/** What the server knows of the visitor that a page renders with: their country and time zone. */
export type PageForms = Pick<ServerForms, 'country' | 'timeZone'>;

async function composeSectionPage(
  request: PageRequest,
  context: SectionRenderContext,
  snapshot: PageSnapshot,
): Promise<RenderResult> {
  const { plan } = request;
  const route = plan.route;
  if (!route) throw new Error('A section renders only a page it serves');
  const url = new URL(request.url);
  const remaining = () => Math.max(0, context.deadline - Date.now());
  let status = plan.status;
  let mode: 'server' | 'client' = 'server';
  let problem: string | undefined;
  let section: LoadedSection | undefined;
  let lazyModules: readonly string[] = [];
  let server: RouteServerModule | null = null;
  let loaded: LoaderResult = request.actionData ? { data: request.actionData.data } : {};
  try {
    section = await withTimeout(snapshot.load(route.section), remaining());
    // The page's server half runs first: its loader may send the visitor elsewhere, set cookies,
    // say the status, and give the page its data (an action's answer brings its own data).
    server = await withTimeout(serverHalfOf(section.module, route.page), remaining());
    if (server?.loader && !request.actionData) {
      loaded = await withTimeout(runLoader(server, request), remaining());
      if (loaded.status) status = loaded.status;
      if (loaded.redirect) {
        const { redirect, cookies } = loaded;
        return { status: 303, html: '', mode, buildIds: plan.builds, shareable: false, redirect, cookies };
      }
    }
    const preloaded = await withTimeout(
      preloadSectionPage(route.section, route.page, url.pathname, request.config),
      remaining(),
    );
    // A page may stand for something that does not exist (an unknown order): it says so.
    if (preloaded.status) status = preloaded.status;
    lazyModules = preloaded.modules ?? [];
  } catch (error) {
    mode = 'client';
    problem = `not loaded in time: ${errorText(error)}`;
  }

  const assets = serverAssets(context.shell, section, route.page, lazyModules);
  const data = siteData(request, mode, assets, context.shell, {
    federationManifests: section?.federationManifest
      ? { [request.config.remotes[route.section]!]: section.federationManifest }
      : {},
  });
  // The page hydrates with the data it rendered with (the browser runs no loader); the data names
  // its page, so that a page reached later in the browser does not take it for its own.
  if (loaded.data !== undefined) data.forms.data = { path: url.pathname, value: loaded.data };
  let rendered = await renderDocument(url, data, assets, context.shell.startScript.source);
  // A page that threw while rendering is served as the frame with its loading state; widgets of
  // other sections (never loaded in a section's runtime) are left to the browser by React itself
  // (their own boundary).
  const pageErrors = rendered.errors.filter((error) => !isOtherSectionsFailure(error, route.section));
  if (mode === 'server' && pageErrors.length > 0) {
    mode = 'client';
    problem = `the page threw while rendering: ${errorText(pageErrors[0])}`;
    rendered = await renderDocument(url, { ...data, render: mode }, assets, context.shell.startScript.source);
  }
  // A page with a loader, or answering a post, is never shared: what it renders reads the request
  // (the visitor's cookies, a sealed token made for them).
  const shareable =
    !server?.loader &&
    !request.actionData &&
    mode === 'server' &&
    status === 200 &&
    plan.unknownSections.length === 0 &&
    route.indexable &&
    !route.path.includes(':');
  return {
    status,
    html: await context.styles.inline(rendered.html),
    mode,
    buildIds: plan.builds,
    shareable,
    ...(problem ? { problem } : {}),
    ...(loaded.cookies?.length ? { cookies: loaded.cookies } : {}),
    ...(loaded.data !== undefined || loaded.cookies?.length ? { personal: true } : {}),
  };
}

/**
 * Renders a page with no section code at all, on the composition server's main thread: the frame
 * with the section's loading state (`render: 'client'`: the browser loads and renders the section,
 * or shows its fallback), or the 404 page. Served when the owning section's runtime is late,
 * crashed, starting or behind its circuit breaker, and for every path no section serves.
 */
export async function renderFramePage(request: PageRequest, context: FrameContext): Promise<RenderResult> {
  const { plan } = request;
  const url = new URL(request.url);
  const mode = plan.route ? 'client' : 'server';
  const assets = serverAssets(context.shell, undefined, undefined, []);
  const data = siteData(request, mode, assets, context.shell, { federationManifests: {} });
  const rendered = await renderDocument(url, data, assets, context.shell.startScript.source);
  return {
    status: plan.route ? 200 : plan.status,
    html: await context.styles.inline(rendered.html),
    mode,
    buildIds: plan.builds,
    shareable: false,
  };
}

function siteData(
  request: PageRequest,
  mode: 'server' | 'client',
  assets: ServerAssets,
  shell: ShellAssets,
  extra: Pick<SiteData, 'federationManifests'>,
): SiteData {
  return {
    config: request.config,
    routes: request.plan.routes,
    unknownSections: request.plan.unknownSections,
    render: mode,
    consent: readConsent(request.cookie),
    assets: {
      styles: shell.styles,
      scripts: shell.scripts,
      head: shell.headModules,
      preload: assets.modules.filter((href) => !shell.headModules.includes(href)),
      early: [...assets.early],
    },
    ...extra,
    // Not a UUID: a page never shows anything shaped like the api's record ids.
    forms: { key: randomBytes(18).toString('base64url'), posted: request.posted, ...request.forms },
    builds: request.plan.builds,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The page a stored form redirected to (`?sent=<intent>`) says so to its form. */
export function postedFromQuery(url: URL): PostedForm | null {
  const intent = url.searchParams.get(SENT_PARAM);
  return intent ? { intent, status: 'sent', values: {}, errors: {} } : null;
}

function isOtherSectionsFailure(error: unknown, section: SectionName | undefined): boolean {
  return error instanceof ChunkLoadError && error.section !== section;
}

/** The shell's preloads, and the section's entry, page chunk and stylesheets, as absolute URLs. */
function serverAssets(
  shell: ShellAssets,
  section: LoadedSection | undefined,
  page: string | undefined,
  lazyModules: readonly string[],
): ServerAssets {
  if (!section) return { styles: [], modules: shell.modules, early: [], origins: [] };
  const { manifest, base } = section;
  const files = page ? manifest.pages[page] : undefined;
  const absolute = (paths: readonly string[]) => paths.map((path) => new URL(path, base).href);
  // The parts the page loaded for this path (an article's content): a name the build does not
  // know (an older build, a typo) only costs the preload.
  const lazy = lazyModules.flatMap((name) => manifest.lazy?.[name] ?? []);
  return {
    origins: [base.origin],
    styles: absolute([...manifest.entry.css, ...(files?.css ?? [])]),
    modules: [...new Set([...shell.modules, ...absolute([...manifest.entry.js, ...(files?.js ?? []), ...lazy])])],
    early: absolute(files?.early ?? []),
  };
}

async function renderDocument(url: URL, data: SiteData, assets: ServerAssets, startScript: string) {
  const element = (
    <Document data={data} dataJson={serializeSiteData(data)} startScript={startScript}>
      <SiteApp
        config={data.config}
        table={{ routes: data.routes, unknownSections: data.unknownSections }}
        consent={data.consent}
        initialRender={{ path: url.pathname, mode: data.render }}
        forms={data.forms}
        serverAssets={assets}
      >
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <SiteRoutes />
        </StaticRouter>
      </SiteApp>
    </Document>
  );
  return renderToString(element);
}

/** Renders to a string once everything has loaded; errors inside a boundary are collected. */
function renderToString(element: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Without this, React "outlines" a large finished boundary as hidden markup plus an inline
      // reveal script, which a reader without JavaScript never sees and a strict CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
    setTimeout(() => stream.abort(new Error('The page took too long to render')), 5000).unref();
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The page every URL gets while config.json is broken: static, styled, naming the bad field. */
export function renderConfigError(error: RuntimeConfigError, shell: ShellAssets, url: URL): string {
  return staticPage(shell, <ConfigErrorPage error={error} retryHref={`${url.pathname}${url.search}`} />);
}

/** A page of the shell's own, sent without any script: its stylesheets and `body`, nothing else. */
function staticPage(shell: ShellAssets, body: ReactNode): string {
  const page = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {shell.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!DOCTYPE html>${page}`;
}

/**
 * The page a native post gets when nothing answers its intent (status 400): static, styled, with
 * a link back to the page it came from. Nothing was sent, and it does not pretend otherwise.
 */
export function renderFormNotSent(shell: ShellAssets, url: URL, text?: string): string {
  return staticPage(shell, <FormNotSentPage pageHref={url.pathname} {...(text ? { text } : {})} />);
}
