import {
  findRoute,
  normalisePath,
  SECTION_NAMES,
  type RuntimeConfig,
  type SectionName,
  type SiteRoute,
} from '@shared/platform/core';
import type { ServerManifest } from '@shared/contracts';
import { prefixOwner, redirectTarget } from 'shell/server-render';

/** A section's build as the composition server knows it: from its `ssr.json` alone, no code. */
export interface KnownSection {
  /** Its `mf-manifest.json` URL in the config this page renders with (a canary's, for its visitors). */
  manifestUrl: string;
  manifest: ServerManifest;
}

/** What the composition server decides about a page before any section code runs. */
export interface PagePlan {
  /** The route that serves the path, with its section; null for a 404 or a section not known yet. */
  route: SiteRoute | null;
  /**
   * The status the page answers with unless its section says otherwise: 200, or 404 for a path
   * no known section serves (a path under the prefix of a section that is not known is 200: the
   * browser learns that section's pages and shows it, or its fallback).
   */
  status: number;
  /** Every page of every known section: the route table the browser starts with. */
  routes: SiteRoute[];
  /** Sections in the config whose `ssr.json` could not be read (the browser learns their routes). */
  unknownSections: SectionName[];
  /** The build of each known section (the page names them; skew protection in the browser). */
  builds: Record<string, string>;
}

/**
 * Routes a request from the sections' manifests alone: a redirect (a legacy link or a non-canonical
 * spelling), or the route that serves the path and the status, with the route table the page
 * carries. No section code runs for this: the frame and the 404 never wait on a section's thread.
 */
export function planPage(
  url: URL,
  config: RuntimeConfig,
  known: ReadonlyMap<SectionName, KnownSection>,
): { redirect: string } | PagePlan {
  const configured = SECTION_NAMES.filter((section) => config.remotes[section]);
  const routes: SiteRoute[] = configured.flatMap(
    (section) => known.get(section)?.manifest.routes.map((route) => ({ ...route, section })) ?? [],
  );
  const unknownSections = configured.filter((section) => !known.has(section));
  const builds = Object.fromEntries(
    configured.flatMap((section) => {
      const manifest = known.get(section)?.manifest;
      return manifest ? [[section, manifest.buildId]] : [];
    }),
  );

  const target = redirectTarget(url.pathname, routes);
  if (target) return { redirect: `${target}${url.search}` };

  const route = findRoute(routes, url.pathname) ?? null;
  let status = 200;
  if (!route) {
    const owner = prefixOwner(normalisePath(url.pathname));
    const waitingFor = owner ? unknownSections.includes(owner) : unknownSections.length > 0;
    if (!waitingFor) status = 404;
  }
  return { route, status, routes, unknownSections, builds };
}
