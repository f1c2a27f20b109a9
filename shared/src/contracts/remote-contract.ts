import type { ComponentType } from 'react';
import * as z from 'zod/mini';

/**
 * The contract every remote's `./routes` entry satisfies. The shell refuses a remote whose
 * major version differs and shows the section fallback instead of crashing.
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const loader = z.custom<PageLoader>((value) => typeof value === 'function', 'must be a function');

export const RemoteModuleSchema = z.object({
  contractVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  /** Identifies the deployed build, so a release can be observed without rebuilding the shell. */
  buildId: z.string().check(z.minLength(1)),
  /** Page id (from the site map) to a lazy page component. */
  pages: z.record(z.string(), loader),
  /** Widgets other sections may embed, loaded lazily like pages. */
  widgets: z._default(z.record(z.string(), loader), {}),
});
export type RemoteModule = z.infer<typeof RemoteModuleSchema>;

export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isCompatibleContract(version: string): boolean {
  return majorOf(version) === majorOf(REMOTE_CONTRACT_VERSION);
}
