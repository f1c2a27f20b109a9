import { useEffect, useState } from 'react';

/**
 * For controls that work before the page runs as links to an element on the page (`href="#id"`,
 * shown by the CSS `:target` rule): once the control's code runs, it adopts the element the
 * visitor opened that way (`adopt` gets its index in `ids`) and returns true, from when its own
 * state decides and the `:target` rule must stand aside (scope it to `:not([data-enhanced])`).
 */
export function useHashTarget(ids: readonly string[], adopt: (index: number) => void): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const index = ids.indexOf(hashId(window.location.hash));
    if (index >= 0) adopt(index);
    // The one re-render from the server's markup to the control's own state, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
    // Once, when the control first runs: later hash changes are its own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return enhanced;
}

function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return ''; // a malformed %-escape names no element
  }
}
