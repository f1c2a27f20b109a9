import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION, platformMismatch } from './server-manifest';

describe('the platform version', () => {
  it('is the shared package version, so the federation singleton carries it', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(pkg.version).toBe(PLATFORM_VERSION);
  });

  it('accepts a section built for this or an older minor of the same major, and says why not otherwise', () => {
    const [major, minor] = PLATFORM_VERSION.split('.').map(Number) as [number, number];
    expect(platformMismatch(undefined)).toBeNull();
    expect(platformMismatch(`^${PLATFORM_VERSION}`)).toBeNull();
    expect(platformMismatch(`^${major}.0.0`)).toBeNull();
    expect(platformMismatch(`^${major}.${minor + 1}.0`)).toBe(
      `it was built for shared/core ^${major}.${minor + 1}.0, and the shell provides ${PLATFORM_VERSION}`,
    );
    expect(platformMismatch(`^${major + 1}.0.0`)).toContain('the shell provides');
  });
});
