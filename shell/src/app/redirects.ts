import { findRoute, normalisePath, type PageRoute } from '@shared/platform/core';

/**
 * Legacy and stray link forms seen in old content, each sent to its canonical page. The shell owns
 * these (not a section), so an old link keeps working whichever section serves the page now.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/whyus': '/blog',
  '/post-hospital': '/refund',
  '/blog/academicassignmentstructureguide': '/blog/academic-assignment-structure',
  '/blog/mentalhealthguide': '/blog/mental-health-guide',
  '/mental-health-in-education': '/blog/mental-health-guide',
  '/blog/mistakeavoidassignment': '/blog/mistake-avoid-assignment',
  '/blog/timemanagementassignment': '/blog/time-management-assignment',
  '/blog/writewithai': '/blog/write-with-ai',
};

/**
 * Where a path should be sent instead, or null when it is fine as it is: a legacy link form goes
 * to its page, and a known page spelt in another case or with a trailing slash (`/Contactus`,
 * `/SERVICES/`) to its canonical path. Paths are matched case-insensitively.
 */
export function redirectTarget(pathname: string, routes: readonly PageRoute[]): string | null {
  const key = normalisePath(pathname);
  const legacy = REDIRECTS[key];
  if (legacy) return legacy;
  if (key !== pathname && findRoute(routes, key)) return key;
  return null;
}
