import { createContext, use, type ReactNode } from 'react';
import { useHydrated } from '@shared/platform/core';

/**
 * How the server rendered the page the visitor first asked for. When it served that page's
 * section as its client-side loading state (the section's server entry failed or was slow), the
 * browser hydrates that same loading state first and renders the section afterwards.
 */
export const InitialRenderContext = createContext<{ path: string; mode: 'server' | 'client' } | null>(null);

/** Whether the server sent this path's section as its loading state, which hydration must match. */
export function useServedAsLoading(pathname: string): boolean {
  const initial = use(InitialRenderContext);
  return initial?.mode === 'client' && initial.path === pathname;
}

/**
 * `fallback` while the page hydrates, `children` from then on. Only this component re-renders when
 * hydration ends: React re-renders whatever reads `useHydrated` synchronously, so reading it in
 * the route itself would re-render the whole page in one long task on every first load.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
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
  /** The page's chunks that hold no federation code, which the browser runs first, one per task. */
  early: readonly string[];
  origins: readonly string[];
}
export const ServerAssetsContext = createContext<ServerAssets | null>(null);
