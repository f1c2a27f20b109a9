import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import {
  ChunkLoadError,
  findRoute,
  normalisePath,
  preloadSectionPage,
  SECTION_NAMES,
  SENT_PARAM,
  type PostedForm,
  type RuntimeConfig,
  type RuntimeConfigError,
  type SectionName,
  type ServerForms,
  type SiteRoute,
} from '@shared/platform/core';
import { StaticRouter } from '@shared/platform/router/server';
import { Document } from '../app/document';
import type { ServerAssets } from '../app/initial-render';
import { prefixOwner } from '../app/ownership';
import { redirectTarget } from '../app/redirects';
import { SiteRoutes } from '../app/router';
import { SiteApp } from '../app/site-app';
import { serializeSiteData, type SiteData } from '../app/site-data';
import { readConsent } from '../features/consent';
import { ConfigErrorPage } from '../pages/config-error-page';
import type { StyleInliner } from './inline-styles';
import { PageSnapshot, renderWithSnapshot } from './page-snapshot';
import type { LoadedSection, SectionEntries } from './section-entries';
import type { ShellAssets } from './shell-files';

export interface RenderContext {
  config: RuntimeConfig;
  sections: SectionEntries;
  shell: ShellAssets;
  styles: StyleInliner;
  /**
   * How long the sections may take to load, together, before the page is served without them:
   * a section that misses it is rendered by the browser instead (at most 1 s).
   */
  sectionBudgetMs: number;
}

export type RenderResult =
  | { redirect: string }
  | {
      status: number;
      html: string;
      mode: 'server' | 'client';
      buildIds: Record<string, string>;
      /**
       * Whether the HTML depends on nothing but the path, the consent, the config and the builds:
       * a fixed, indexable page (no parameters, no visitor's data such as an order), rendered
       * whole, with every section known.
       */
      shareable: boolean;
    };

/**
 * Composes one page: learns every configured section's routes (from server entries cached by
 * build id), then renders the whole document with the shell's frame and the owning section's
 * page. A section that fails, throws or is slow costs only its own part: the frame is served
 * with that section's loading state, and the browser renders it.
 */
export function renderPage(
  url: URL,
  cookieHeader: string,
  context: RenderContext,
  posted: PostedForm | null | undefined = postedFromQuery(url),
  /** The order wizard's draft and captcha, on its pages. */
  forms: PageForms = {},
): Promise<RenderResult> {
  const snapshot = new PageSnapshot(context.config, context.sections);
  return renderWithSnapshot(snapshot, () => composePage(url, cookieHeader, context, snapshot, posted ?? null, forms));
}

/** What the wizard adds to its pages: the draft kept for a visitor without JavaScript, and a signed captcha. */
export type PageForms = Pick<ServerForms, 'draft' | 'captcha' | 'country'>;

async function composePage(
  url: URL,
  cookieHeader: string,
  context: RenderContext,
  snapshot: PageSnapshot,
  posted: PostedForm | null,
  forms: PageForms,
): Promise<RenderResult> {
  const { config, sections } = context;
  const deadline = Date.now() + context.sectionBudgetMs;
  const remaining = () => Math.max(0, deadline - Date.now());
  const configured = SECTION_NAMES.filter((section) => config.remotes[section]);
  const settled = await Promise.allSettled(
    configured.map((section) =>
      // A section that is slow to answer keeps the routes it last published.
      withTimeout(snapshot.load(section), remaining()).catch((error: unknown) => {
        const previous = sections.peek(section, config);
        if (!previous) throw error;
        snapshot.pin(section, previous);
        return previous;
      }),
    ),
  );
  const loaded = new Map<SectionName, LoadedSection>();
  settled.forEach((result, index) => {
    const section = configured[index]!;
    if (result.status === 'fulfilled') loaded.set(section, result.value);
    else console.warn(`${url.pathname}: section "${section}" is unknown for now:`, String(result.reason));
  });
  const routes: SiteRoute[] = [...loaded].flatMap(([section, { module }]) =>
    module.routes.map((route) => ({ ...route, section })),
  );
  const unknownSections = configured.filter((section) => !loaded.has(section));

  const target = redirectTarget(url.pathname, routes);
  if (target) return { redirect: `${target}${url.search}` };

  const pathname = url.pathname;
  const route = findRoute(routes, pathname);
  let status = 200;
  let mode: 'server' | 'client' = 'server';
  let lazyModules: readonly string[] = [];
  if (route) {
    try {
      const preloaded = await withTimeout(preloadSectionPage(route.section, route.page, pathname, config), remaining());
      // A page may stand for something that does not exist (an unknown order): it says so.
      if (preloaded.status) status = preloaded.status;
      lazyModules = preloaded.modules ?? [];
    } catch (error) {
      mode = 'client';
      console.warn(`${pathname}: section "${route.section}" left to the browser:`, String(error));
    }
  } else {
    const owner = prefixOwner(normalisePath(pathname));
    const waitingFor = owner ? unknownSections.includes(owner) : unknownSections.length > 0;
    if (!waitingFor) status = 404;
  }

  const section = route ? loaded.get(route.section) : undefined;
  const assets = serverAssets(context.shell, section, route?.page, lazyModules);
  const data: SiteData = {
    config,
    routes,
    unknownSections,
    render: mode,
    consent: readConsent(cookieHeader),
    assets: {
      styles: context.shell.styles,
      scripts: context.shell.scripts,
      head: context.shell.headModules,
      preload: assets.modules.filter((href) => !context.shell.headModules.includes(href)),
      early: [...assets.early],
    },
    federationManifests:
      route && section?.federationManifest ? { [config.remotes[route.section]!]: section.federationManifest } : {},
    // Not a UUID: a page never shows anything shaped like the api's record ids.
    forms: { key: randomBytes(18).toString('base64url'), posted, ...forms },
    builds: snapshot.buildIds(),
  };
  let rendered = await renderDocument(url, data, assets, context.shell.startScript.source);
  // A page that threw while rendering is served as the frame with its loading state; widgets of
  // other sections that failed are left to the browser by React itself (their own boundary).
  const pageErrors = rendered.errors.filter((error) => !isOtherSectionsFailure(error, route?.section));
  if (mode === 'server' && pageErrors.length > 0) {
    mode = 'client';
    console.warn(`${pathname}: the page threw while rendering; left to the browser:`, pageErrors[0]);
    rendered = await renderDocument(url, { ...data, render: mode }, assets, context.shell.startScript.source);
  }
  // A page with a visitor's own part (the wizard's draft, a signed captcha) is never shared.
  const shareable =
    !forms.draft &&
    !forms.captcha &&
    mode === 'server' &&
    status === 200 &&
    unknownSections.length === 0 &&
    !!route?.indexable &&
    !route.path.includes(':');
  return {
    status,
    html: await context.styles.inline(rendered.html),
    mode,
    buildIds: snapshot.buildIds(),
    shareable,
  };
}

/** The page a stored form redirected to (`?sent=<intent>`) says so to its form. */
function postedFromQuery(url: URL): PostedForm | null {
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
      <body>
        <ConfigErrorPage error={error} retryHref={`${url.pathname}${url.search}`} />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${page}`;
}
