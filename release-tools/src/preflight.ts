import { randomBytes } from 'node:crypto';
import {
  ChunkLoadError,
  majorOf,
  matchesPattern,
  REMOTE_CONTRACT_VERSION,
  type PageRoute,
  RemoteModuleSchema,
  type RemoteModule,
  type RuntimeConfig,
  type SectionName,
} from '@shared/platform/core';
import { platformMismatch } from '@shared/platform/version';
import {
  AGENCY_FORM_INTENT,
  AGENCY_FORM_NAME_FIELD,
  AGENCY_FORM_SECTION_FIELD,
  SERVER_MANIFEST_FILE,
  ServerManifestSchema,
  type ServerManifest,
} from '@shared/contracts';
import * as z from 'zod/mini';
import {
  fetchFailure,
  NO_VISITOR,
  planPage,
  renderSectionPage,
  serverHalfOf,
  type SectionEntries,
  type ShellAssets,
  type StyleInliner,
} from 'composition-server/for-release';

/** What of `mf-manifest.json` the release relies on: the federation name and its entry. */
const FederationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().check(z.minLength(1)) }) }),
  exposes: z.array(z.object({ name: z.string() })),
});

export interface PreflightContext {
  shell: ShellAssets;
  styles: StyleInliner;
  sections: SectionEntries;
  /** The deadline a page's sections get in production (SECTION_BUDGET_MS). */
  sectionBudgetMs: number;
  /** How long one file may take to answer. */
  fetchTimeoutMs: number;
  /**
   * The intents the composition server answers itself (form-posts/register.ts); a page's other
   * intents must be listed by its server half (`intents`).
   */
  formIntents: ReadonlySet<string>;
  log: (line: string) => void;
}

export interface PreflightResult {
  reasons: string[];
  buildId?: string;
  rendered: string[];
}

/**
 * Checks a build of a section before any visitor gets it, and names every reason it cannot go
 * out: its manifest and ssr.json answer and are valid; it speaks the shell's contract major;
 * its server entry is the same build as its browser build; every route it publishes renders on
 * the server (a route with parameters: each of its samples), under the candidate config, within
 * the sections' deadline, with the status expected, no fallback to the browser and no error.
 */
export async function preflight(
  section: SectionName,
  manifestUrl: string,
  candidate: RuntimeConfig,
  context: PreflightContext,
): Promise<PreflightResult> {
  const reasons: string[] = [];
  const rendered: string[] = [];
  const getJson = async (url: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(context.fetchTimeoutMs) });
    } catch (error) {
      throw new Error(`${url} could not be reached (${fetchFailure(error)})`);
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new Error(`${url} is not JSON`);
    }
  };

  const [federation, server] = await Promise.allSettled([
    getJson(manifestUrl),
    getJson(new URL(SERVER_MANIFEST_FILE, manifestUrl).href),
  ]);
  if (federation.status === 'rejected') reasons.push(`manifest: ${errorText(federation.reason)}`);
  else {
    const parsed = FederationManifestSchema.safeParse(federation.value);
    if (!parsed.success) reasons.push(`manifest: ${manifestUrl} is not a federation manifest`);
    else if (parsed.data.name !== section)
      reasons.push(`manifest: it is the manifest of "${parsed.data.name}", not "${section}"`);
  }
  let ssr: ServerManifest | undefined;
  if (server.status === 'rejected') reasons.push(`${SERVER_MANIFEST_FILE}: ${errorText(server.reason)}`);
  else {
    const parsed = ServerManifestSchema.safeParse(server.value);
    if (!parsed.success) {
      reasons.push(`${SERVER_MANIFEST_FILE}: not valid (${parsed.error.issues[0]?.path.join('.') || 'root'})`);
    } else ssr = parsed.data;
  }
  if (!ssr) return { reasons, rendered };
  context.log(`  browser build ${ssr.buildId}`);
  const mismatch = platformMismatch(ssr.platform);
  if (mismatch) reasons.push(`platform: ${mismatch}`);

  // The server entry, imported as the composition server imports it (a module graph per build).
  const entryUrl = new URL(ssr.serverEntry, manifestUrl);
  entryUrl.searchParams.set('build', ssr.buildId);
  entryUrl.searchParams.set('preflight', String(Date.now()));
  let module: RemoteModule | undefined;
  try {
    const exported = (await import(/* @vite-ignore */ entryUrl.href)) as Record<string, unknown>;
    const contractVersion = typeof exported.contractVersion === 'string' ? exported.contractVersion : '(none)';
    if (majorOf(contractVersion) !== majorOf(REMOTE_CONTRACT_VERSION)) {
      reasons.push(
        `contract: the section speaks contract ${contractVersion}, the shell ${REMOTE_CONTRACT_VERSION} (the major versions must match)`,
      );
    }
    if (exported.buildId !== ssr.buildId) {
      reasons.push(
        `build id: the server entry is build ${String(exported.buildId)}, the browser build (${SERVER_MANIFEST_FILE}) is ${ssr.buildId}`,
      );
    }
    const parsed = RemoteModuleSchema.safeParse(exported);
    if (!parsed.success) reasons.push('server entry: it does not satisfy the remote contract');
    else module = parsed.data;
    // The composition server routes from ssr.json alone: it must list the pages the code serves.
    if (module && JSON.stringify(module.routes) !== JSON.stringify(ssr.routes)) {
      reasons.push(`routes: ${SERVER_MANIFEST_FILE} does not list the routes its server entry exports`);
    }
  } catch (error) {
    reasons.push(`server entry: ${entryUrl.origin}${entryUrl.pathname} could not be loaded (${errorText(error)})`);
  }
  if (!module || reasons.length > 0) return { reasons, buildId: ssr.buildId, rendered };

  // The section's own build, as its runtime loads it; any other section is refused, as there.
  const own = () => context.sections.loadBuild(section, manifestUrl, ssr);
  const loadSection = (name: SectionName) =>
    name === section
      ? own()
      : Promise.reject(new ChunkLoadError(`The ${section} runtime does not load "${name}"`, name, 'unavailable'));
  // The entry and each page's chunks load before the clock starts: a runtime has them warm, and
  // the deadline is for rendering, not for a cold start.
  await own().catch(() => undefined);
  const known = await context.sections.known(candidate, Date.now() + context.fetchTimeoutMs);
  const site = new URL(candidate.site.siteUrl);
  const targets = pathsToRender(module.routes);
  const agencyForms = { section, forms: new Set(Object.keys(module.agencyForms ?? {})) };
  reasons.push(...targets.reasons);
  for (const { route, path, status } of targets.paths) {
    const name = path === route ? `route ${route}` : `route ${route} (sample ${path})`;
    const url = new URL(path, site);
    const plan = planPage(url, candidate, known);
    if ('redirect' in plan) {
      reasons.push(`${name}: redirects to ${plan.redirect}`);
      continue;
    }
    if (plan.route?.section !== section) {
      reasons.push(`${name}: the composition server would not route it to ${section}`);
      continue;
    }
    // Its loader runs as for a visitor without cookies; what it seals is sealed with a throwaway key.
    const request = {
      url: url.href,
      cookie: '',
      config: candidate,
      plan,
      posted: null,
      forms: {},
      visitor: NO_VISITOR,
      sectionKey: randomBytes(32).toString('base64url'),
    };
    const render = (budgetMs: number) =>
      renderSectionPage(request, { ...context, loadSection, deadline: Date.now() + budgetMs });
    // The intents its page's server half answers, besides the composition server's own.
    let intents = context.formIntents;
    try {
      const server = plan.route ? await serverHalfOf(module, plan.route.page) : null;
      if (server?.action) intents = new Set([...intents, ...(server.intents ?? [])]);
    } catch (error) {
      reasons.push(`${name}: ${errorText(error)}`);
      continue;
    }
    // Once to load the page's own chunks (a runtime does so at its first request; however long
    // that takes here), then timed with the production deadline. The time is the CPU time the
    // render used: this process does nothing else meanwhile, and unlike the clock on the wall it
    // does not grow when other work keeps the machine busy, which would refuse a good release.
    await render(context.fetchTimeoutMs).catch(() => undefined);
    const started = process.cpuUsage();
    const result = await render(context.sectionBudgetMs);
    const used = process.cpuUsage(started);
    const ms = Math.round((used.user + used.system) / 1000);
    const unanswered = result.mode === 'server' ? unansweredForms(result.html, intents, agencyForms) : [];
    if (result.redirect) {
      // A page whose loader sends a visitor without cookies elsewhere (a later step of a form):
      // what it renders for others cannot be checked here.
      rendered.push(path);
      context.log(`  ${path}: its loader redirects to ${result.redirect}`);
    } else if (result.mode !== 'server')
      reasons.push(`${name}: fell back to the browser (${result.problem ?? 'unknown'})`);
    else if (result.buildIds[section] !== ssr.buildId) reasons.push(`${name}: rendered another build`);
    else if (result.status !== status) reasons.push(`${name}: answered ${result.status}, not ${status}`);
    else if (ms > context.sectionBudgetMs) {
      reasons.push(`${name}: took ${ms} ms of CPU, over the ${context.sectionBudgetMs} ms deadline`);
    } else if (unanswered.length > 0) {
      for (const form of unanswered) reasons.push(`${name}: ${form}`);
    } else {
      rendered.push(path);
      context.log(
        `  ${path === route ? path : `${route} → ${path}`}: rendered in ${ms} ms of CPU${status === 404 ? ' (404, its not-found state)' : ''}`,
      );
    }
  }
  return { reasons, buildId: ssr.buildId, rendered };
}

/**
 * The native posts of a rendered page that nothing would answer, described: the composition
 * server answers a post by the `intent` it names: its own (form-posts/) or one the page's server
 * half lists (`intents`, ADR 033), and any other would get "This form could not be sent" (ADR 029). A form that posts with JavaScript only still posts natively
 * before the script runs, so every `method="post"` form counts. An agency form (ADR 031) is
 * answered only if it names the section being released and a form its server entry declares.
 */
export function unansweredForms(
  html: string,
  intents: ReadonlySet<string>,
  agencyForms: { section: string; forms: ReadonlySet<string> } = { section: '', forms: new Set<string>() },
): string[] {
  const found: string[] = [];
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if ((attributesOf(form[1]!).method ?? 'get').toLowerCase() !== 'post') continue;
    const controls = [...form[2]!.matchAll(/<(?:input|button)\b([^>]*)>/gi)].map((control) =>
      attributesOf(control[1]!),
    );
    const valueOf = (name: string) => controls.find((control) => control.name === name)?.value;
    const intent = valueOf('intent');
    if (intent === undefined) found.push('its HTML posts a form that names no intent, which nothing answers');
    else if (!intents.has(intent)) {
      found.push(`its HTML posts a form with the intent "${intent}", which nothing answers`);
    } else if (intent === AGENCY_FORM_INTENT) {
      const section = valueOf(AGENCY_FORM_SECTION_FIELD) ?? '';
      const name = valueOf(AGENCY_FORM_NAME_FIELD) ?? '';
      if (section !== agencyForms.section || !agencyForms.forms.has(name)) {
        found.push(
          `its HTML posts the agency form "${section}/${name}", which the ${agencyForms.section} build's server entry does not declare (agencyForms)`,
        );
      }
    }
  }
  return found;
}

/** A tag's double-quoted attributes (as React writes them), by lower-case name, entities read. */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g)) {
    attributes[match[1]!.toLowerCase()] = match[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return attributes;
}

/**
 * The concrete paths that stand for a section's routes and the status each must answer: a route
 * without parameters is its own path (200); one with parameters is each of its `samples`, which
 * it must name, each a path it matches.
 */
export function pathsToRender(routes: readonly PageRoute[]): {
  paths: { route: string; path: string; status: number }[];
  reasons: string[];
} {
  const paths: { route: string; path: string; status: number }[] = [];
  const reasons: string[] = [];
  for (const route of routes) {
    if (!route.path.includes(':')) {
      paths.push({ route: route.path, path: route.path, status: 200 });
      continue;
    }
    if (!route.samples) {
      reasons.push(`route ${route.path}: it has parameters and names no samples to render (\`samples\` in its route)`);
      continue;
    }
    for (const sample of route.samples) {
      if (matchesPattern(route.path, sample.path)) {
        paths.push({ route: route.path, path: sample.path, status: sample.status ?? 200 });
      } else reasons.push(`route ${route.path}: its sample ${sample.path} is not a path it serves`);
    }
  }
  return { paths, reasons };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
