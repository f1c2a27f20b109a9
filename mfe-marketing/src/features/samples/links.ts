import type { SiteDetails } from '@shared/platform/core';

export type SamplesFolderKey = keyof SiteDetails['samplesFolders'];

/** The configured "View Samples" folder for a subject group, or null when none is configured (not rendered). */
export function samplesFolderLink(site: Pick<SiteDetails, 'samplesFolders'>, key: SamplesFolderKey): string | null {
  const url = site.samplesFolders[key].trim();
  return url ? url : null;
}
