import { createContext, use } from 'react';
import type { SiteRoute } from '@shared/contracts/routes';

/**
 * The pages of the composed site as the host knows them: each section's published routes, tagged
 * with the section. The host provides the list (the shell from the server's page data, or from
 * the sections' contracts; a standalone page from its own section); sections read it, e.g. the
 * home page's tips strip reads the blog's article index from it.
 */
export const SiteRoutesContext = createContext<readonly SiteRoute[]>([]);

export function useSiteRoutes(): readonly SiteRoute[] {
  return use(SiteRoutesContext);
}

/** The blog's articles, newest index order as the blog publishes them. */
export function useArticleRoutes(): SiteRoute[] {
  return useSiteRoutes().filter((route) => route.article !== undefined);
}
