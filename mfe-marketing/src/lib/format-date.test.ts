import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatDate('2025-06-02')).toBe('2 June 2025');
    expect(formatDate('2025-07-11')).toBe('11 July 2025');
  });
});
