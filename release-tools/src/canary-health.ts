import * as z from 'zod/mini';
import { fetchFailure } from 'composition-server/for-release';

const VerdictSchema = z.object({ verdict: z.string(), reasons: z.array(z.string()) });
const AdminVitalsSchema = z.object({
  canaries: z.array(
    z.object({
      section: z.string(),
      canary: z.string(),
      stable: z.optional(z.nullable(z.string())),
      health: VerdictSchema,
    }),
  ),
});

/** The verdict, and which builds it judged: the canary's, and the stable build it was measured against. */
export type CanaryHealth = z.infer<typeof VerdictSchema> & { canary: string; stable: string | null };

/**
 * The running canary's release health against its stable build, as the api's admin view judges
 * it (`GET /admin/vitals`, "clearly worse" as ADR 015 defines it): read from RELEASE_HEALTH_URL
 * with ADMIN_TOKEN. A string says why it could not be read; null when no health source is set.
 */
export async function canaryHealth(
  section: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CanaryHealth | string | null> {
  const url = env.RELEASE_HEALTH_URL;
  if (!url) return null;
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN ?? ''}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return `${url} answered ${response.status}`;
    const parsed = AdminVitalsSchema.safeParse(await response.json());
    if (!parsed.success) return `${url} did not answer with release health`;
    const entry = parsed.data.canaries.find((candidate) => candidate.section === section);
    if (!entry) return 'no canary of it is measured yet';
    return { ...entry.health, canary: entry.canary, stable: entry.stable ?? null };
  } catch (error) {
    return `${url} could not be reached (${fetchFailure(error)})`;
  }
}
