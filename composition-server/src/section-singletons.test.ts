import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '@shared/build/vite';

/**
 * A section's server entry leaves React, react-dom and zustand to the server that loads it, and
 * the module hooks resolve them from this package (http-module-hooks.ts): each must be a
 * dependency of composition-server, or that section's pages fall back to the browser.
 */
describe("the singletons sections' server code takes from the composition server", () => {
  const fromThisPackage = createRequire(join(import.meta.dirname, '..', 'package.json'));
  const packages = Object.keys(SHARED_SINGLETONS).filter((name) => !name.startsWith('@shared/'));

  it.each(packages)('%s resolves from composition-server', (name) => {
    expect(() => fromThisPackage.resolve(name)).not.toThrow();
  });
});
