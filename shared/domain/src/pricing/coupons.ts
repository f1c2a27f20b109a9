import type { Coupon } from '@shared/contracts';

/**
 * Coupon codes, case-insensitive: SPECIAL100 is 100 off, SAVE10 is 10 percent off, FLAT500 is 500
 * off, and SPECIAL followed by digits is that many rupees off.
 */

export const KNOWN_COUPONS: readonly Coupon[] = [
  { code: 'SPECIAL100', type: 'flat', amount: 100, description: '₹100 off your order' },
  { code: 'SAVE10', type: 'percent', amount: 10, description: '10% off your order' },
  { code: 'FLAT500', type: 'flat', amount: 500, description: '₹500 off your order' },
];

export const INVALID_COUPON_MESSAGE = 'This coupon code is not valid.';

const SPECIAL_CODE = /^SPECIAL(\d+)$/;
/** Codes are ASCII; checking first keeps look-alikes ('ſ' upper-cases to 'S') from matching. */
const CODE_CHARS = /^[A-Za-z0-9]+$/;

export function resolveCoupon(rawCode: string): Coupon | null {
  const trimmed = rawCode.trim();
  if (!CODE_CHARS.test(trimmed)) return null;
  const code = trimmed.toUpperCase();
  const known = KNOWN_COUPONS.find((c) => c.code === code);
  if (known) return known;
  const special = SPECIAL_CODE.exec(code);
  if (special?.[1]) {
    // Any number of digits is that many rupees; the discount is capped at the subtotal anyway.
    const amount = Math.min(Number.parseInt(special[1], 10), Number.MAX_SAFE_INTEGER);
    return { code, type: 'flat', amount, description: `₹${amount} off your order` };
  }
  return null;
}

/** Suggestions for the coupon field: known codes that start with what was typed. */
export function suggestCoupons(prefix: string): Coupon[] {
  const typed = prefix.trim().toUpperCase();
  if (!typed) return [];
  return KNOWN_COUPONS.filter((c) => c.code.startsWith(typed) && c.code !== typed);
}
