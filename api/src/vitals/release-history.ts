import { readFile } from 'node:fs/promises';
import { releaseEntriesFromLog, ReleaseHistorySchema, type ReleaseEntry } from '@shared/contracts';

export interface ReleaseHistory {
  releases: ReleaseEntry[];
  /** Why the history could not be read, when it was configured but could not be. */
  problem: string | null;
}

/**
 * Reads the release history `pnpm release` keeps (its `releases.jsonl`, one record per line), or
 * a JSON list of entries: a file path or an http(s) URL, given in RELEASE_HISTORY. It is optional: missing, unreadable or malformed, the admin view shows its
 * numbers without release markers and says why.
 */
export async function readReleaseHistory(source: string | undefined): Promise<ReleaseHistory> {
  if (!source) return { releases: [], problem: null };
  let text: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(3000) });
      if (response.status === 404) return { releases: [], problem: null };
      if (!response.ok) return { releases: [], problem: `The release history answered ${response.status}.` };
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    // No release yet: no file. That is not a problem to report.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { releases: [], problem: null };
    return { releases: [], problem: 'The release history could not be read.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The release command's own log: one JSON record per line (`releases.jsonl`).
    const entries = releaseEntriesFromLog(text);
    if (entries.length > 0) return { releases: entries, problem: null };
    return { releases: [], problem: 'The release history is not JSON.' };
  }
  const parsed = ReleaseHistorySchema.safeParse(json);
  if (!parsed.success) return { releases: [], problem: 'The release history has an unexpected shape.' };
  return { releases: [...parsed.data].sort((a, b) => a.at.localeCompare(b.at)), problem: null };
}

export interface CanaryPair {
  section: string;
  canary: string;
  stable: string | null;
  percent: number;
  since: string;
}

/** The canaries running now: per section, a canary not yet promoted or aborted, and the build it is measured against. */
export function runningCanaries(releases: readonly ReleaseEntry[]): CanaryPair[] {
  const bySection = new Map<string, { stable: string | null; canary: ReleaseEntry | null }>();
  for (const entry of releases) {
    const state = bySection.get(entry.section) ?? { stable: null, canary: null };
    if (entry.kind === 'canary') state.canary = entry;
    else if (entry.kind === 'abort') state.canary = null;
    else {
      // release, rollback, promote: that build now serves everyone.
      state.stable = entry.build;
      state.canary = null;
    }
    bySection.set(entry.section, state);
  }
  return [...bySection.entries()].flatMap(([section, { stable, canary }]) =>
    canary ? [{ section, canary: canary.build, stable, percent: canary.percent, since: canary.at }] : [],
  );
}
