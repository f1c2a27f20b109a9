import type { PageRoute } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import { pathsToRender } from './preflight';

const route = (path: string, samples?: PageRoute['samples']): PageRoute => ({
  path,
  page: 'p',
  title: 'T',
  heading: null,
  description: 'D',
  indexable: false,
  ...(samples ? { samples } : {}),
});

describe('pathsToRender', () => {
  it('renders a fixed route as itself, and a route with parameters as each of its samples', () => {
    const { paths, reasons } = pathsToRender([
      route('/order'),
      route('/orders/:token', [{ path: '/orders/unknown', status: 404 }]),
      route('/articles/:slug', [{ path: '/articles/one' }, { path: '/articles/two' }]),
    ]);
    expect(reasons).toEqual([]);
    expect(paths).toEqual([
      { route: '/order', path: '/order', status: 200 },
      { route: '/orders/:token', path: '/orders/unknown', status: 404 },
      { route: '/articles/:slug', path: '/articles/one', status: 200 },
      { route: '/articles/:slug', path: '/articles/two', status: 200 },
    ]);
  });

  it('refuses a route with parameters that names no samples, and a sample it does not serve', () => {
    const { paths, reasons } = pathsToRender([
      route('/orders/:token'),
      route('/orders/:token/receipt', [{ path: '/orders/x' }, { path: '/orders/x/receipt' }]),
    ]);
    expect(paths).toEqual([{ route: '/orders/:token/receipt', path: '/orders/x/receipt', status: 200 }]);
    expect(reasons).toEqual([
      'route /orders/:token: it has parameters and names no samples to render (`samples` in its route)',
      'route /orders/:token/receipt: its sample /orders/x is not a path it serves',
    ]);
  });
});
