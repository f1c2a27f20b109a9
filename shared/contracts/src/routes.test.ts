import { describe, expect, it } from 'vitest';
import { findRoute, matchesPattern, normalisePath, PageRouteSchema, type PageRoute } from './routes';

const route = (path: string, page = 'p'): PageRoute => ({
  path,
  page,
  title: 'T',
  heading: 'H',
  description: 'D',
  indexable: true,
});

describe('routes', () => {
  it('normalises case and trailing slashes', () => {
    expect(normalisePath('/Blog/WriteWithAI/')).toBe('/blog/writewithai');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
  });

  it('matches literal segments exactly and parameters against any one segment', () => {
    expect(matchesPattern('/orders/:token', '/orders/abc')).toBe(true);
    expect(matchesPattern('/orders/:token', '/orders')).toBe(false);
    expect(matchesPattern('/orders/:token', '/orders/abc/x')).toBe(false);
    expect(matchesPattern('/orders/:token', '/orders/')).toBe(false);
    expect(matchesPattern('/blog', '/blogs')).toBe(false);
  });

  it('prefers an exact path to a pattern and ignores case', () => {
    const routes = [route('/orders/:token', 'order'), route('/orders/new', 'new'), route('/', 'home')];
    expect(findRoute(routes, '/Orders/New/')?.page).toBe('new');
    expect(findRoute(routes, '/orders/Q2x')?.page).toBe('order');
    expect(findRoute(routes, '/')?.page).toBe('home');
    expect(findRoute(routes, '/nope')).toBeUndefined();
  });

  it('accepts canonical paths only', () => {
    expect(PageRouteSchema.safeParse(route('/blog/write-with-ai')).success).toBe(true);
    expect(PageRouteSchema.safeParse(route('/orders/:token')).success).toBe(true);
    for (const bad of ['/Blog', '/blog/', 'blog', '/a b', '/a//b']) {
      expect(PageRouteSchema.safeParse(route(bad)).success, bad).toBe(false);
    }
  });
});

describe('route samples', () => {
  it('are concrete paths with an optional expected status of 200 or 404', () => {
    const withSamples = { ...route('/orders/:token'), samples: [{ path: '/orders/abc', status: 404 }] };
    expect(PageRouteSchema.safeParse(withSamples).success).toBe(true);
    for (const samples of [[], [{ path: '/orders/:token' }], [{ path: '/orders/abc', status: 500 }]]) {
      expect(PageRouteSchema.safeParse({ ...route('/orders/:token'), samples }).success, JSON.stringify(samples)).toBe(
        false,
      );
    }
  });
});
