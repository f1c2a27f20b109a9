import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import { PageRouteSchema } from '@shared/contracts/routes';
import type { RuntimeConfig } from '@shared/contracts/runtime-config';

/**
 * The contract every section's `./routes` entry (and its server entry) satisfies. The shell
 * refuses a section whose major version differs and shows the section fallback instead of
 * crashing. Version 2 added `routes`: a section publishes its own pages.
 */
export const REMOTE_CONTRACT_VERSION = '2.0.0';

export interface PageModule {
  default: ComponentType;
  /**
   * Loads what the page suspends on for a given path (an article's content, say), so that the
   * server renders it and the browser hydrates it without waiting. It is given the runtime config
   * of the render (for the endpoints), and may answer with the HTTP status the page stands for
   * (404 for an order that does not exist).
   */
  preload?: (pathname: string, config: RuntimeConfig) => Promise<PagePreloadResult | void>;
}

/** What a page's preload may say about the response and what the path needed. */
export interface PagePreloadResult {
  /** The HTTP status the page stands for (a 4xx for "not found"). */
  status?: number;
  /**
   * The section's own modules it loaded for this path beyond the page's chunk, by their path
   * under `src/` without extension (`content/articles/write-with-ai`): the composition server
   * has the browser preload their files with the page's (`lazy` in `ssr.json`).
   */
  modules?: string[];
}
export type PageLoader = () => Promise<PageModule>;

const loader = z.custom<PageLoader>((value) => typeof value === 'function', 'must be a function');

export const RemoteModuleSchema = z.object({
  contractVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  /** Identifies the deployed build, the same for its client and server bundles. */
  buildId: z.string().check(z.minLength(1)),
  /** The section's pages: paths, titles, descriptions and, for the blog, the article index. */
  routes: z.array(PageRouteSchema),
  /** Page id (from `routes`) to a lazy page component. */
  pages: z.record(z.string(), loader),
  /** Widgets other sections may embed, loaded lazily like pages. */
  widgets: z._default(z.record(z.string(), loader), {}),
});
export type RemoteModule = z.infer<typeof RemoteModuleSchema>;

/**
 * A section's `pages` from its page modules, found by `import.meta.glob('../pages/*-page.tsx')`:
 * the page id is the file name without `-page.tsx`, so `article-page.tsx` serves the page
 * `article`. The composition server relies on the same convention to find a page's chunks.
 */
export function pagesFrom(modules: Record<string, () => Promise<unknown>>): Record<string, PageLoader> {
  return Object.fromEntries(Object.entries(modules).map(([file, load]) => [pageIdOf(file), load as PageLoader]));
}

export function pageIdOf(file: string): string {
  const match = /([a-z0-9-]+)-page\.tsx$/.exec(file);
  if (!match?.[1]) throw new Error(`${file} is not a page module (src/pages/<id>-page.tsx)`);
  return match[1];
}

export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isCompatibleContract(version: string): boolean {
  return majorOf(version) === majorOf(REMOTE_CONTRACT_VERSION);
}
