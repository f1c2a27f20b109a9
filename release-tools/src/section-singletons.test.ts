import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '@shared/build/vite';

/**
 * A section's server entry leaves React, react-dom and zustand to the process that loads it. The
 * release preflight's worker loads it with the module hooks of composition-server/section-hooks,
 * which resolve them from this package: each must be a dependency of release-tools, or the
 * preflight refuses every build of that section.
 */
describe("the singletons sections' server code takes from the release preflight", () => {
  const fromThisPackage = createRequire(join(import.meta.dirname, '..', 'package.json'));
  const packages = Object.keys(SHARED_SINGLETONS).filter((name) => !name.startsWith('@shared/'));

  it.each(packages)('%s resolves from release-tools', (name) => {
    expect(() => fromThisPackage.resolve(name)).not.toThrow();
  });
});
