import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../format';
import { readNumber, readWholeNumber } from './read-number';

describe('readWholeNumber', () => {
  it.each([
    ['2000', 2000],
    ['2,000', 2000],
    ['1,500', 1500],
    [' 1,500 ', 1500],
    ['2 000', 2000],
    ['2\u00a0000', 2000],
    ['2\u202f000', 2000],
    ["1'000", 1000],
    ['12,345,678', 12_345_678],
    ['2,00,000', 200_000],
    ['1,23,45,678', 12_345_678],
    ['15 00 000', 1_500_000],
    ['+750', 750],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (typed, value) => {
    expect(readWholeNumber(typed)).toBe(value);
  });

  it.each([
    '',
    '   ',
    'two thousand',
    '2k',
    '1,5',
    '20,00',
    '2,0000',
    '2,000,00',
    '12,34,567,890',
    '0,500',
    ',500',
    '500,',
    '2,000 000',
    '2, 000',
    '1.5',
    '1,500.0',
    '-5',
    '1e3',
    '0x10',
    '9007199254740992',
    '1'.repeat(101),
  ])('cannot read %j for sure, so gives null', (typed) => {
    expect(readWholeNumber(typed)).toBeNull();
  });

  it('reads back every whole number as the site writes it, in thousands and in the Indian way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(readWholeNumber(formatNumber(value))).toBe(value);
        expect(readWholeNumber(formatNumber(value, { grouping: 'indian' }))).toBe(value);
        expect(readWholeNumber(formatNumber(value).replaceAll(',', ' '))).toBe(value);
      }),
    );
  });

  it('reads back what browsers write with toLocaleString in English and Indian English', () => {
    for (const value of [999, 1000, 12_345, 200_000, 1_234_567, 98_765_432_101]) {
      expect(readWholeNumber(value.toLocaleString('en'))).toBe(value);
      expect(readWholeNumber(value.toLocaleString('en-IN'))).toBe(value);
    }
  });
});

describe('readNumber', () => {
  it('keeps decimals, a sign and an exponent only when asked to', () => {
    const all = { decimals: true, negative: true, exponent: true };
    expect(readNumber('-1,234.50', all)).toBe('-1234.50');
    expect(readNumber('−0.75', all)).toBe('-0.75');
    expect(readNumber('.5', all)).toBe('0.5');
    expect(readNumber('5.', all)).toBe('5');
    expect(readNumber('1,500e-3', all)).toBe('1500e-3');
    expect(readNumber('2.5E4', all)).toBe('2.5e4');
    expect(readNumber('1.5')).toBeNull();
    expect(readNumber('-1')).toBeNull();
    expect(readNumber('1e3')).toBeNull();
  });

  it('never reads a grouped fraction, two points, or a lone sign or point', () => {
    const all = { decimals: true, negative: true, exponent: true };
    for (const typed of ['0.123 456', '1.2.3', '-', '+', '.', 'e5', '1e', '--1', '1-']) {
      expect(readNumber(typed, all), typed).toBeNull();
    }
  });
});
