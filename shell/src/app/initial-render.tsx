import { createContext, use } from 'react';
import { useHydrated } from 'shared/core';

/**
 * How the server rendered the page the visitor first asked for. When it served that page's
 * section as its client-side loading state (the section's server entry failed or was slow), the
 * browser hydrates that same loading state first and renders the section afterwards.
 */
export const InitialRenderContext = createContext<{ path: string; mode: 'server' | 'client' } | null>(null);

/** Whether this route must show its loading state now, to match the server's HTML. */
export function useDeferredToClient(pathname: string): boolean {
  const initial = use(InitialRenderContext);
  const hydrated = useHydrated();
  return !hydrated && initial?.mode === 'client' && initial.path === pathname;
}

/**
 * What the server adds to the page it renders, from the section's build manifest: the section's
 * stylesheets (into the head), and the modules `start.js` preloads (the shell's, the section's
 * entry and page chunks; into the page's data). Only the server provides it; in the browser it
 * is null.
 */
export interface ServerAssets {
  styles: readonly string[];
  modules: readonly string[];
  origins: readonly string[];
}
export const ServerAssetsContext = createContext<ServerAssets | null>(null);
