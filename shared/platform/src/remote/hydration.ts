import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once the browser has taken over. Parts that
 * depend on what only the browser knows (local storage, a random captcha, the viewport) render
 * their server form until then, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
