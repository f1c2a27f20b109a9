import { z } from 'zod';
import { resolveCoupon, type Coupon } from './coupons';

/**
 * The one price table and the one price function (docs/product-rules.md, Prices), used by the home page's
 * quote, every wizard step and the api, which recomputes every order it stores.
 * Amounts are whole rupees until the 18% fee; the fee and total are exact in paise.
 */
export const SUBJECTS = [
  { value: 'Arts and Humanities', pricePerWord: 2 },
  { value: 'Business', pricePerWord: 3 },
  { value: 'Engineering', pricePerWord: 4 },
  { value: 'Computer Science', pricePerWord: 4 },
  { value: 'Accounts', pricePerWord: 3 },
  { value: 'Nursing', pricePerWord: 3 },
  { value: 'Law', pricePerWord: 3 },
  { value: 'Management', pricePerWord: 2 },
  { value: 'Economics', pricePerWord: 2 },
] as const;
export type Subject = (typeof SUBJECTS)[number]['value'];
export const SubjectSchema = z.enum(SUBJECTS.map((s) => s.value) as [Subject, ...Subject[]]);

export const ASSIGNMENT_TYPES = ['Dissertation / Theses', 'Essay', 'Case Study', 'Report', 'Assignment'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const AssignmentTypeSchema = z.enum(ASSIGNMENT_TYPES);

/** Multipliers are kept in tenths so that rounding works on exact integers. */
export const SPECIALIST_LEVELS = [
  { id: 'top-scholar', label: 'Top Scholar', tenths: 12, blurb: 'Top 10 PhD experts' },
  { id: 'proficient-researcher', label: 'Proficient Researcher', tenths: 11, blurb: 'Top 20 experts' },
  { id: 'skilled-academic-writer', label: 'Skilled Academic Writer', tenths: 10, blurb: 'Coursework writers' },
] as const;
export type SpecialistLevelId = (typeof SPECIALIST_LEVELS)[number]['id'];
export const SpecialistLevelSchema = z.enum(
  SPECIALIST_LEVELS.map((l) => l.id) as [SpecialistLevelId, ...SpecialistLevelId[]],
);
export const DEFAULT_SPECIALIST_LEVEL: SpecialistLevelId = 'top-scholar';

export const WORDS_PER_PAGE = 300;
export const FIRST_DRAFT_PERCENT = 5;
export const PROCESSING_FEE_PERCENT = 18;
/** The largest order the site prices; keeps every amount far inside safe-integer range. */
export const MAX_WORDS = 200_000;

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

export interface PriceInput {
  subject: Subject;
  words: number;
  firstDraft: boolean;
  specialistLevel: SpecialistLevelId;
  couponCode?: string | null;
}

export interface PriceBreakdown {
  pricePerWord: number;
  pages: number;
  base: number;
  specialistMultiplier: number;
  subtotal: number;
  coupon: Coupon | null;
  discount: number;
  discountedSubtotal: number;
  processingFee: number;
  total: number;
  /** What the payment provider is asked for: an integer number of paise, INR. */
  amountPaise: number;
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

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export function formatInr(amount: number): string {
  return inr.format(amount);
}
