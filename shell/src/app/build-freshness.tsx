import { use, useEffect, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { createResourceCache, type SectionName } from '@shared/platform/core';
import { useLocation } from '@shared/platform/router';

/**
 * Skew protection. A tab keeps the section builds its page was rendered with (their files stay
 * on the section hosts; docs/deploy.md says how long). When the visitor navigates into another
 * section, the browser first asks the composition server which build of that section it would
 * render now, for this visitor; if that is not the build this page was rendered with, it does a
 * full document navigation to the new page instead of mixing an old build into a new site.
 */
export const BUILDS_PATH = '/__builds';

const BuildsSchema = z.object({ builds: z.record(z.string(), z.string()) });

let rendered: Readonly<Record<string, string>> = {};
/** The section of the page on screen, once one was shown. */
let shown: string | null = null;
/** One check per navigation and section: React's `use()` must see the same promise each render. */
const checks = createResourceCache<string, void>({ failures: 'keep' });

/** Called once, before hydration, with the builds the server rendered the page with. */
export function rememberRenderedBuilds(builds: Readonly<Record<string, string>> | undefined): void {
  rendered = builds ?? {};
}

type Builds = Record<string, string> | null;

/** The server's answer asked for at the visitor's intent (a hovered link into another section). */
let ahead: { path: string; startedAt: number; answer: Promise<Builds>; settled?: { builds: Builds } } | null = null;
/**
 * A click this soon after the intent uses its answer, and intents on the same link meanwhile (its
 * focus as it is pressed) do not ask again. Short: a release may land at any time.
 */
const AHEAD_VALID_MS = 2_000;

const recentAhead = () => (ahead && Date.now() - ahead.startedAt < AHEAD_VALID_MS ? ahead : null);

function fetchBuilds(): Promise<Builds> {
  return fetch(BUILDS_PATH, { cache: 'no-store', credentials: 'same-origin' })
    .then(async (response) => {
      const current = BuildsSchema.safeParse(response.ok ? await response.json() : null);
      return current.success ? current.data.builds : null;
    })
    .catch(() => null);
}

/**
 * Asks which builds the server would render now, ahead of a likely click on the link to `path` in
 * another section, so that the navigation need not wait for the answer: waiting, the new page
 * suspended and React held it back a further 300 ms (its throttle on revealing content after a
 * fallback).
 */
export function checkBuildsAhead(path: string): void {
  // Another link asks again: the answer for the last one may be from before a release.
  if (recentAhead()?.path === path) return;
  const entry: NonNullable<typeof ahead> = { path, startedAt: Date.now(), answer: fetchBuilds() };
  void entry.answer.then((builds) => (entry.settled = { builds }));
  ahead = entry;
}

/** Whether `builds` says the server now renders another build of `section` than this page's. */
const isStale = (builds: Builds, section: SectionName) => {
  const build = builds?.[section];
  return !!build && !!rendered[section] && build !== rendered[section];
};

function reloadDocument(): Promise<void> {
  window.location.assign(window.location.href);
  // The document is being replaced: render nothing of the old build meanwhile.
  return new Promise<void>(() => {});
}

function checkBuild(section: SectionName, navigation: string): Promise<void> {
  return checks.get(`${navigation}:${section}`, () =>
    // Not knowing is no reason to stop the visitor: the page's own build still serves.
    (recentAhead()?.answer ?? fetchBuilds()).then((builds) =>
      isStale(builds, section) ? reloadDocument() : undefined,
    ),
  );
}

/** Renders `children` once it is known that `section`'s build is still the page's. */
export function FreshBuild({ section, children }: { section: SectionName; children: ReactNode }) {
  const { key } = useLocation();
  // The first page was rendered by the server with its own builds; only a navigation asks.
  const entering = typeof window !== 'undefined' && key !== 'default' && shown !== section;
  useEffect(() => {
    shown = section;
  }, [section]);
  if (entering) {
    const answered = recentAhead()?.settled;
    // Answered already, at the visitor's intent: decided without suspending.
    if (!answered || isStale(answered.builds, section)) use(checkBuild(section, key));
  }
  return children;
}
