import {
  ASSIGNMENT_TYPES,
  MAX_WORDS,
  OTHER_CHOICE,
  OTHER_CHOICE_LABEL,
  SPECIALIST_LEVELS,
  SUBJECTS,
  type AssignmentType,
  type Coupon,
  type PriceBreakdown,
  type PriceInput,
  type SpecialistLevelId,
  type Subject,
} from '@shared/contracts';
import { resolveCoupon } from './coupons';

/**
 * The one price function (docs/product-rules.md, Prices), used by the home page's quote, every
 * wizard step and the api, which recomputes every order it stores. The price table (subjects,
 * kinds of work, specialist levels) is the contracts' order-choices.ts: the order's schema checks
 * against it. Amounts are whole rupees until the 18% fee; the fee and total are exact in paise.
 */

/** A choice as a list shows it: "Other" reads "Other (say which)". */
export const choiceLabel = (value: string): string => (value === OTHER_CHOICE ? OTHER_CHOICE_LABEL : value);

/** A choice as a summary shows it: "Other" gives way to the name the visitor typed. */
export const describeChoice = (value: string, other: string | undefined): string =>
  value === OTHER_CHOICE ? (other?.trim() ? `${other.trim()} (other)` : OTHER_CHOICE) : value;

/**
 * A subject or kind of work in a link (`/order?type=proofreading-and-editing&subject=mathematics`):
 * lower case, words joined by hyphens, so other sections can open the order with it chosen.
 */
export const choiceSlug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function assignmentTypeFromSlug(slug: string): AssignmentType | null {
  return ASSIGNMENT_TYPES.find((type) => choiceSlug(type) === slug.toLowerCase()) ?? null;
}

export function subjectFromSlug(slug: string): Subject | null {
  return SUBJECTS.find((subject) => choiceSlug(subject.value) === slug.toLowerCase())?.value ?? null;
}

export const WORDS_PER_PAGE = 300;
export const FIRST_DRAFT_PERCENT = 5;
export const PROCESSING_FEE_PERCENT = 18;

export function pricePerWordOf(subject: Subject): number {
  const found = SUBJECTS.find((s) => s.value === subject);
  if (!found) throw new RangeError(`Unknown subject: ${subject}`);
  return found.pricePerWord;
}

export function specialistLevelOf(id: SpecialistLevelId) {
  const found = SPECIALIST_LEVELS.find((l) => l.id === id);
  if (!found) throw new RangeError(`Unknown specialist level: ${id}`);
  return found;
}

export function pagesFor(words: number): number {
  return Math.ceil(words / WORDS_PER_PAGE);
}

/** pricePerWord × words, with the first-draft surcharge, rounded to whole rupees. */
export function basePrice(subject: Subject, words: number, firstDraft: boolean): number {
  const raw = pricePerWordOf(subject) * words;
  return firstDraft ? Math.round((raw * (100 + FIRST_DRAFT_PERCENT)) / 100) : raw;
}

export function computePrice(input: PriceInput): PriceBreakdown {
  const { subject, words, firstDraft, specialistLevel } = input;
  if (!Number.isInteger(words) || words < 1 || words > MAX_WORDS) {
    throw new RangeError(`Word count must be a whole number from 1 to ${MAX_WORDS}.`);
  }
  const level = specialistLevelOf(specialistLevel);
  const base = basePrice(subject, words, firstDraft);
  const subtotal = Math.round((base * level.tenths) / 10);
  const coupon = input.couponCode ? resolveCoupon(input.couponCode) : null;
  const discount = coupon ? discountFor(coupon, subtotal) : 0;
  const discountedSubtotal = Math.max(0, subtotal - discount);
  // 18% of whole rupees is a whole number of paise, so the fee and total are exact.
  const feePaise = discountedSubtotal * PROCESSING_FEE_PERCENT;
  const amountPaise = discountedSubtotal * 100 + feePaise;
  return {
    pricePerWord: pricePerWordOf(subject),
    pages: pagesFor(words),
    base,
    specialistMultiplier: level.tenths / 10,
    subtotal,
    coupon,
    discount,
    discountedSubtotal,
    processingFee: feePaise / 100,
    total: amountPaise / 100,
    amountPaise,
  };
}

export function discountFor(coupon: Coupon, subtotal: number): number {
  if (coupon.type === 'flat') return Math.min(coupon.amount, subtotal);
  return Math.min(subtotal, Math.floor((subtotal * coupon.amount) / 100));
}

export { formatInr } from '../format/format';
