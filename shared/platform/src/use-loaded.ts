import { use, type ReactPromise } from 'react';

/**
 * React's `use()` of a cached load whose value may already be known (`known`, its cache's peek).
 * `load()` must answer the same promise on every call until it settles (the loads here are
 * cached): a new one on a retry is "an uncached promise" to React. A known value is written on
 * that promise as React writes a fulfilled one's, so the render does not suspend (which, during
 * hydration, would let an update reach the page first and make React render it again instead of
 * hydrating it). `use()` is still called on every render: a component that suspended in `use()`
 * and then finished without calling it is an error in React's development build ("… did not call
 * use() when it finished", https://react.dev/warnings/conditional-use-of-use).
 */
export function useLoaded<T>(known: T | undefined, load: () => Promise<T>): T {
  // As React's `use()` tracks it: once `fulfilled`, `use()` reads its value without suspending.
  const promise = load() as ReactPromise<T>;
  if (known !== undefined && promise.status !== 'fulfilled')
    Object.assign(promise, { status: 'fulfilled', value: known });
  return use(promise);
}
