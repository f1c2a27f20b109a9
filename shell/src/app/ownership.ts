import type { SectionName } from '@shared/platform/core';

/**
 * The shell's own table of which section owns which path prefix. Sections publish their exact
 * pages in their contracts; this table is consulted only when a section's pages are not known
 * (its entry could not be loaded), so that its prefix still gets that section's loading state
 * and fallback rather than "Page not found". A section may add pages outside these prefixes.
 */
const PREFIXES: readonly (readonly [prefix: string, section: SectionName])[] = [
  ['/blog', 'blog'],
  ['/tools', 'tools'],
  ['/order', 'checkout'],
  ['/orders', 'checkout'],
  ['/checkout', 'checkout'],
  ['/specialist', 'checkout'],
  ['/payment-success', 'checkout'],
];

/** The section whose prefix covers `pathname` (already normalised), if any. */
export function prefixOwner(pathname: string): SectionName | undefined {
  return PREFIXES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}
