import { describe, expect, it } from 'vitest';
import { toggleOpen } from './disclosure';

describe('toggleOpen', () => {
  it('lets items open and close independently in multiple mode', () => {
    let open = toggleOpen([], 'a', 'multiple');
    open = toggleOpen(open, 'b', 'multiple');
    expect(open).toEqual(['a', 'b']);
    expect(toggleOpen(open, 'a', 'multiple')).toEqual(['b']);
  });

  it('keeps at most one open in single mode, and closes the open one when toggled again', () => {
    let open = toggleOpen([], 'a', 'single');
    expect(open).toEqual(['a']);
    open = toggleOpen(open, 'b', 'single');
    expect(open).toEqual(['b']);
    expect(toggleOpen(open, 'b', 'single')).toEqual([]);
  });
});
