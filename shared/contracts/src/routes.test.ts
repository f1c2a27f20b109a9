import { describe, expect, it } from 'vitest';
import { findRoute, matchesPattern, normalisePath, PageRouteSchema, TileArtSchema, type PageRoute } from './routes';

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

describe('an article tile drawing', () => {
  const article = (tile: unknown) => ({
    ...route('/blog/a-post'),
    article: { excerpt: 'E', datePublished: '2025-01-02', dateModified: '2025-01-02', tile },
  });
  const tile = {
    from: '#1d4ed8',
    to: '#60a5fa',
    shapes: [
      { kind: 'rect', x: 10, y: 20, width: 30, height: 40, rx: 8, fill: '#fff' },
      { kind: 'circle', cx: 160, cy: 92, r: 58, fill: 'none', stroke: '#fff', strokeWidth: 4 },
      { kind: 'path', d: 'M96 54h-20v96h20', stroke: '#fff', strokeLinecap: 'round', opacity: 0.7 },
      { kind: 'text', x: 96, y: 96, text: '“', fontSize: 64, fontFamily: 'Georgia, serif', fill: '#f59e0b' },
    ],
  };

  it('travels with the article in its route', () => {
    expect(PageRouteSchema.parse(article(tile)).article?.tile).toEqual(tile);
    expect(PageRouteSchema.parse(article(undefined)).article?.tile).toBeUndefined();
  });

  it('is data only: no other elements, no markup, no script in colours or paths', () => {
    const broken = [
      { ...tile, from: 'url(javascript:alert(1))' },
      { ...tile, shapes: [{ kind: 'image', href: 'https://example.com/x.svg' }] },
      { ...tile, shapes: [{ kind: 'path', d: 'M0 0"/><script>alert(1)</script>' }] },
      { ...tile, shapes: [{ kind: 'text', x: 0, y: 0, text: 'x', fontSize: 10, fontFamily: 'x;}</style>' }] },
      { ...tile, shapes: [{ kind: 'rect', x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 1 }] },
    ];
    for (const bad of broken) expect(TileArtSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    // Attributes it does not know (an event handler, say) are dropped, never handed to the page.
    const parsed = TileArtSchema.parse({ ...tile, shapes: [{ ...tile.shapes[0], onclick: 'alert(1)' }] });
    expect(parsed.shapes[0]).not.toHaveProperty('onclick');
  });
});
