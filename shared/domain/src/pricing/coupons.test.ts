import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_COUPON_MESSAGE, KNOWN_COUPONS, resolveCoupon, suggestCoupons } from './coupons';

/** Each character of `text` upper- or lower-cased by the matching flag. */
const mixCase = (text: string, flags: boolean[]) =>
  Array.from(text, (char, index) =>
    flags[index % Math.max(flags.length, 1)] ? char.toUpperCase() : char.toLowerCase(),
  ).join('');

describe('resolveCoupon', () => {
  it.each([
    ['SPECIAL100', 'flat', 100],
    ['SAVE10', 'percent', 10],
    ['FLAT500', 'flat', 500],
  ] as const)('knows %s as %s %d', (code, type, amount) => {
    expect(resolveCoupon(code)).toMatchObject({ code, type, amount });
  });

  it('accepts the known codes in any case and with surrounding spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN_COUPONS), fc.array(fc.boolean(), { minLength: 1 }), (coupon, flags) => {
        const typed = `  ${mixCase(coupon.code, flags)} `;
        expect(resolveCoupon(typed)).toEqual(coupon);
      }),
    );
  });

  it('reads SPECIAL<digits>, in any case, as a flat discount of that number', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1 }), (amount, flags) => {
        const coupon = resolveCoupon(`${mixCase('special', flags)}${amount}`);
        expect(coupon).not.toBeNull();
        expect(coupon?.type).toBe('flat');
        expect(coupon?.amount).toBe(amount);
        expect(coupon?.code).toBe(`SPECIAL${amount}`);
      }),
    );
    expect(resolveCoupon('special250')).toMatchObject({ code: 'SPECIAL250', type: 'flat', amount: 250 });
    expect(resolveCoupon('Special0')).toMatchObject({ type: 'flat', amount: 0 });
  });

  it('reads long SPECIAL<digits> codes and leading zeros too', () => {
    expect(resolveCoupon('SPECIAL00000007')).toMatchObject({ type: 'flat', amount: 7 });
    expect(resolveCoupon('SPECIAL123456789')).toMatchObject({ type: 'flat', amount: 123_456_789 });
    const huge = resolveCoupon(`SPECIAL${'9'.repeat(40)}`);
    expect(huge?.type).toBe('flat');
    expect(Number.isSafeInteger(huge?.amount)).toBe(true);
  });

  it.each(['', '   ', 'SPECIAL', 'SPECIAL-5', 'SPECIAL1.5', 'SPECIAL 100', 'XSPECIAL100', 'SAVE20', 'FLAT5000'])(
    'refuses %j',
    (code) => {
      expect(resolveCoupon(code)).toBeNull();
    },
  );

  it('does not let a non-ASCII look-alike through case folding', () => {
    // 'ſ' (long s) upper-cases to 'S'; 'ı' (dotless i) upper-cases to 'I'.
    expect(resolveCoupon('ſpecial100')).toBeNull();
    expect(resolveCoupon('specıal100')).toBeNull();
    expect(resolveCoupon('SPECIAL١٠٠')).toBeNull();
  });

  it('never throws and resolves only codes of the known shapes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const coupon = resolveCoupon(text);
        if (coupon) expect(/^(SPECIAL\d+|SAVE10|FLAT500)$/.test(coupon.code)).toBe(true);
      }),
    );
  });

  it('has the spec’s message for an unknown code', () => {
    expect(INVALID_COUPON_MESSAGE).toBe('This coupon code is not valid.');
  });
});

describe('suggestCoupons', () => {
  it('suggests the known codes that start with the typed prefix, in any case', () => {
    expect(suggestCoupons('s').map((c) => c.code)).toEqual(['SPECIAL100', 'SAVE10']);
    expect(suggestCoupons('SP').map((c) => c.code)).toEqual(['SPECIAL100']);
    expect(suggestCoupons('fl').map((c) => c.code)).toEqual(['FLAT500']);
    expect(suggestCoupons(' sa ').map((c) => c.code)).toEqual(['SAVE10']);
  });

  it('suggests nothing for an empty prefix, a full code or a prefix nothing starts with', () => {
    expect(suggestCoupons('')).toEqual([]);
    expect(suggestCoupons('SAVE10')).toEqual([]);
    expect(suggestCoupons('x')).toEqual([]);
  });

  it('only ever suggests codes that start with what was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (typed) => {
        for (const coupon of suggestCoupons(typed)) {
          expect(coupon.code.startsWith(typed.trim().toUpperCase())).toBe(true);
        }
      }),
    );
  });
});
