import * as z from 'zod/mini';

/**
 * A reader of one field of a page's route data (what its server half's loader or action gave it,
 * `useRouteData()`), checked with `schema` at this edge: null when the data has no such field or
 * it does not pass. Read once per route data object, so the same object gives the same value
 * (React compares them, and the wizard's store is kept by it).
 */
export function routeDataField<T>(key: string, schema: z.ZodMiniType<T>): (routeData: unknown) => T | null {
  const RouteDataSchema = z.object({ [key]: schema });
  const read = new WeakMap<object, T | null>();
  return (routeData) => {
    if (typeof routeData !== 'object' || routeData === null) return null;
    if (!read.has(routeData)) {
      const parsed = RouteDataSchema.safeParse(routeData);
      read.set(routeData, parsed.success ? (parsed.data[key] as T) : null);
    }
    return read.get(routeData)!;
  };
}
