import { describe, expect, it } from 'vitest';
import { routerBasename, standaloneBase } from './standalone-base';

describe('standaloneBase', () => {
  it('is the folder above the built chunk: the root of an origin, or a build folder in one', () => {
    expect(standaloneBase('http://localhost:4175/assets/index-Ab12.js', false).href).toBe('http://localhost:4175/');
    expect(standaloneBase('http://localhost:4190/blog/blog-0123456789abcdef/assets/index-Ab12.js', false).href).toBe(
      'http://localhost:4190/blog/blog-0123456789abcdef/',
    );
  });

  it('is the root of the origin on a dev server, whatever the module', () => {
    expect(
      standaloneBase('http://localhost:4175/@fs/repo/shared/ui/src/standalone/render-standalone.tsx', true).href,
    ).toBe('http://localhost:4175/');
  });
});

describe('routerBasename', () => {
  it('is the folder without its last slash, or / at the root', () => {
    expect(routerBasename(new URL('http://localhost:4190/blog/blog-0123456789abcdef/'))).toBe(
      '/blog/blog-0123456789abcdef',
    );
    expect(routerBasename(new URL('http://localhost:4175/'))).toBe('/');
  });
});
