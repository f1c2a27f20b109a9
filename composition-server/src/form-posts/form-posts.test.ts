import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './index';

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/blog/write-with-ai?x=1#faq')).toBe('/blog/write-with-ai?x=1#faq');
  });

  it.each(['https://elsewhere.example/', '//elsewhere.example/', '/\\elsewhere.example', 'javascript:alert(1)', ''])(
    'refuses %j',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );
});
