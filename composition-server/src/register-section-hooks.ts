import { register } from 'node:module';

/**
 * Registers the module hooks that import sections' server entries by URL (http-module-hooks.ts),
 * for a process whose entry file is `entryUrl` in its package's `dist/` (the composition server's, or the release preflight's), beside the hooks and the
 * server's own copies of the singletons.
 */
export function registerSectionHooks(entryUrl: string): void {
  register('./http-module-hooks.js', entryUrl, {
    data: {
      singletons: {
        '@shared/platform/core': new URL('./shared-platform-core.js', entryUrl).href,
        '@shared/platform/router': new URL('./shared-platform-router.js', entryUrl).href,
      },
      base: entryUrl,
      timeoutMs: 5000,
    },
  });
}
