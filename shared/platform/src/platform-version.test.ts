import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION, platformMismatch } from './platform-version';

describe('the platform version', () => {
  it('is the @shared/platform package version, so the federation singleton carries it', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(pkg.name).toBe('@shared/platform');
    expect(PLATFORM_VERSION).toBe(pkg.version);
    expect(PLATFORM_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('accepts a section built for this or an older minor of the same major, and says why not otherwise', () => {
    const [major, minor] = PLATFORM_VERSION.split('.').map(Number) as [number, number];
    expect(platformMismatch(undefined)).toBeNull();
    expect(platformMismatch(`^${PLATFORM_VERSION}`)).toBeNull();
    expect(platformMismatch(`^${major}.0.0`)).toBeNull();
    expect(platformMismatch(`^${major}.${minor + 1}.0`)).toBe(
      `it was built for @shared/platform ^${major}.${minor + 1}.0, and the shell provides ${PLATFORM_VERSION}`,
    );
    expect(platformMismatch(`^${major + 1}.0.0`)).toContain('the shell provides');
  });

  it('refuses a section built for the shared/core 1.x that came before the split', () => {
    expect(platformMismatch('^1.1.0')).toBe(
      `it was built for @shared/platform ^1.1.0, and the shell provides ${PLATFORM_VERSION}`,
    );
  });
});
