import * as z from 'zod/mini';
import { SectionNameSchema } from './runtime-config';
import type { ReleaseEntry } from './vitals';

/**
 * One line of the release history that `pnpm release` appends (`releases.jsonl` beside the
 * deployed config.json), oldest first. The api reads the same lines for release health's markers
 * and canaries (`releaseEntriesFromLog`).
 */
export const ReleaseRecordSchema = z.object({
  at: z.string(),
  action: z.enum(['release', 'canary', 'promote', 'abort', 'rollback']),
  section: SectionNameSchema,
  /** The section's manifest URL in `remotes` after this step (for a canary: still the old one). */
  remote: z.nullable(z.string()),
  /** What `remotes` said before this step. */
  previous: z.nullable(z.string()),
  /** A canary's manifest URL and share, while one runs. */
  canary: z.optional(z.object({ remote: z.string(), percent: z.number() })),
  buildId: z.optional(z.string()),
  /**
   * Set when a promote went ahead without the evidence release health must give (`--force`):
   * what that evidence was, e.g. "release health unknown: RELEASE_HEALTH_URL is not set".
   */
  forced: z.optional(z.string()),
});
export type ReleaseRecord = z.infer<typeof ReleaseRecordSchema>;

/**
 * The release command's log as release health reads it: which build each step put where. A
 * promote serves the build its canary measured, and an abort goes back to the stable build; a
 * line that cannot be read, or a step whose build is unknown, is left out.
 */
export function releaseEntriesFromLog(text: string): ReleaseEntry[] {
  const entries: ReleaseEntry[] = [];
  const stable = new Map<string, string>();
  const canary = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      continue;
    }
    const parsed = ReleaseRecordSchema.safeParse(json);
    if (!parsed.success || Number.isNaN(Date.parse(parsed.data.at))) continue;
    const { action, section, at, buildId } = parsed.data;
    const build =
      action === 'promote'
        ? (buildId ?? canary.get(section))
        : action === 'abort'
          ? (buildId ?? stable.get(section))
          : buildId;
    if (action === 'canary') {
      if (buildId) canary.set(section, buildId);
    } else {
      canary.delete(section);
      if (build) stable.set(section, build);
    }
    if (!build) continue;
    const percent = action === 'canary' ? (parsed.data.canary?.percent ?? 100) : 100;
    entries.push({ section, build, at: new Date(at).toISOString(), kind: action, percent });
  }
  return entries;
}
