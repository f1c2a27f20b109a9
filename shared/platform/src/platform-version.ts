import { version } from '../package.json';

/**
 * The version of the platform the shell provides to every section as the `@shared/platform`
 * federation singleton (the section loader, the resource cache, runtime config, router facade,
 * hydration helpers): this package's version, read from its package.json, so the two cannot
 * differ. A section records the range it was built for (`^PLATFORM_VERSION` in its ssr.json and
 * in its federation `requiredVersion`). What a bump means (ADR 018): a patch fixes, a minor adds
 * something a section may come to rely on, a major breaks a section built before.
 */
export const PLATFORM_VERSION: string = version;

/** Why a section built for `range` cannot run on this platform, or null when it can. */
export function platformMismatch(range: string | undefined): string | null {
  if (range === undefined) return null;
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const [major, minor, patch] = PLATFORM_VERSION.split('.').map(Number) as [number, number, number];
  const fits =
    !!wanted &&
    Number(wanted[1]) === major &&
    (Number(wanted[2]) < minor || (Number(wanted[2]) === minor && Number(wanted[3]) <= patch));
  return fits ? null : `it was built for @shared/platform ${range}, and the shell provides ${PLATFORM_VERSION}`;
}
