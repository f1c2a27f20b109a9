import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { routeDataField } from './route-data-field';

describe('routeDataField', () => {
  const countOf = routeDataField('count', z.object({ n: z.number() }));

  it('gives the field as checked, and null when the data has none or it does not pass', () => {
    expect(countOf({ count: { n: 2 }, other: 1 })).toEqual({ n: 2 });
    expect(countOf({ count: { n: 'two' } })).toBeNull();
    expect(countOf({ other: 1 })).toBeNull();
    expect(countOf(undefined)).toBeNull();
    expect(countOf('count')).toBeNull();
  });

  it('gives the same value for the same route data object, a new one for new data', () => {
    const data = { count: { n: 3 } };
    const first = countOf(data);
    expect(countOf(data)).toBe(first);
    expect(countOf({ count: { n: 3 } })).not.toBe(first);
  });
});
