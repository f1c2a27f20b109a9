import * as z from 'zod/mini';

/**
 * The draft the wizard's server halves keep for a visitor whose steps posted natively (without
 * JavaScript, or before it ran), in the page's route data (`{ draft }`, from a step's loader or
 * from its action's answer): `data` is the wizard's data, re-validated with `reviveWizardData`
 * where it is used, and `stamp` names this version of it (the browser takes each version over once).
 */
const ServerDraftSchema = z.object({ stamp: z.string().check(z.maxLength(100)), data: z.unknown() });
export type ServerDraft = z.infer<typeof ServerDraftSchema>;

const RouteDataSchema = z.object({ draft: ServerDraftSchema });

/** Read once per route data object: the same object gives the same draft (its store is kept by it). */
const read = new WeakMap<object, ServerDraft | null>();

/** The server's draft in a page's route data, checked at this edge; null when it has none. */
export function serverDraftOf(routeData: unknown): ServerDraft | null {
  if (typeof routeData !== 'object' || routeData === null) return null;
  if (!read.has(routeData)) {
    const parsed = RouteDataSchema.safeParse(routeData);
    read.set(routeData, parsed.success ? parsed.data.draft : null);
  }
  return read.get(routeData)!;
}
