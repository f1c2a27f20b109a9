import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './model';

describe('nextTabIndex', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 5)).toBe(4);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTabIndex(2, 'Home', 5)).toBe(0);
    expect(nextTabIndex(2, 'End', 5)).toBe(4);
    expect(nextTabIndex(2, 'ArrowDown', 5)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});
