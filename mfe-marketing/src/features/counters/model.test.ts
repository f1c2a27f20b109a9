import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countAt, easeOutCubic, formatCount } from './model';

describe('count-up', () => {
  it('runs for 3 s', () => {
    expect(COUNT_UP_MS).toBe(3000);
  });

  it('starts at 0 and ends exactly on the target', () => {
    expect(countAt(12000, 0)).toBe(0);
    expect(countAt(12000, 3000)).toBe(12000);
    expect(countAt(12000, 5000)).toBe(12000);
  });

  it('never goes down and never overshoots', () => {
    let previous = 0;
    for (let ms = 0; ms <= 3000; ms += 16) {
      const value = countAt(95, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(95);
      previous = value;
    }
  });

  it('is past half-way by the middle of the count (eases out)', () => {
    expect(countAt(4000, 1500)).toBeGreaterThan(2000);
    expect(countAt(4000, 1500)).toBeLessThan(4000);
  });

  it('clamps the easing to 0..1', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it('shows the number with a plus sign', () => {
    expect(formatCount(12000)).toBe('12000+');
    expect(formatCount(15)).toBe('15+');
  });

  it('jumps straight to the target when the duration is zero (reduced motion)', () => {
    expect(countAt(90, 0, 0)).toBe(90);
  });
});
