import { z } from 'zod';
import { resolveCoupon, type Coupon } from './coupons';

/**
 * The one price table and the one price function (docs/product-rules.md, Prices), used by the home page's
 * quote, every wizard step and the api, which recomputes every order it stores.
 * Amounts are whole rupees until the 18% fee; the fee and total are exact in paise.
 */
export const SUBJECTS = [
  // The nine subjects the wizard always had, at their own prices.
  { value: 'Arts and Humanities', pricePerWord: 2 },
  { value: 'Business', pricePerWord: 3 },
  { value: 'Engineering', pricePerWord: 4 },
  { value: 'Computer Science', pricePerWord: 4 },
  { value: 'Accounts', pricePerWord: 3 },
  { value: 'Nursing', pricePerWord: 3 },
  { value: 'Law', pricePerWord: 3 },
  { value: 'Management', pricePerWord: 2 },
  { value: 'Economics', pricePerWord: 2 },
  // Every other subject the site advertises, priced by its family: technical subjects 4 ...
  { value: 'Programming', pricePerWord: 4 },
  { value: 'Data Science', pricePerWord: 4 },
  { value: 'Networking', pricePerWord: 4 },
  { value: 'Civil Engineering', pricePerWord: 4 },
  { value: 'Mechanical Engineering', pricePerWord: 4 },
  { value: 'Electrical Engineering', pricePerWord: 4 },
  { value: 'Mathematics', pricePerWord: 4 },
  { value: 'Statistics', pricePerWord: 4 },
  { value: 'Physics', pricePerWord: 4 },
  { value: 'Chemistry', pricePerWord: 4 },
  { value: 'Biology', pricePerWord: 4 },
  // ... business and professional subjects 3 ...
  { value: 'Marketing', pricePerWord: 3 },
  { value: 'Human Resources', pricePerWord: 3 },
  { value: 'Finance', pricePerWord: 3 },
  // ... humanities and social sciences 2 ...
  { value: 'Psychology', pricePerWord: 2 },
  { value: 'Sociology', pricePerWord: 2 },
  { value: 'History', pricePerWord: 2 },
  { value: 'English Literature', pricePerWord: 2 },
  { value: 'Education', pricePerWord: 2 },
  // ... and a subject the list does not name, which the visitor then names: 3.
  { value: 'Other', pricePerWord: 3 },
] as const;
export type Subject = (typeof SUBJECTS)[number]['value'];
export const SubjectSchema = z.enum(SUBJECTS.map((s) => s.value) as [Subject, ...Subject[]]);

/**
 * The kinds of work: the five the wizard always had, then the others the site advertises, then
 * "Other" (the visitor says which). The kind of work does not change the price.
 */
export const ASSIGNMENT_TYPES = [
  'Dissertation / Theses',
  'Essay',
  'Case Study',
  'Report',
  'Assignment',
  'Research Paper',
  'Coursework',
  'Homework',
  'Proofreading and Editing',
  'PPT and Poster Design',
  'Coding Project',
  'Other',
] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const AssignmentTypeSchema = z.enum(ASSIGNMENT_TYPES);

/** The choice for what the list does not name; the visitor then says which. */
export const OTHER_CHOICE = 'Other';
export const OTHER_CHOICE_LABEL = 'Other (say which)';
export const OTHER_SUBJECT_MESSAGE = 'Please say which subject.';
export const OTHER_TYPE_MESSAGE = 'Please say which kind of work.';
/** The longest name a visitor may give an "Other" subject or kind of work. */
export const OTHER_NAME_MAX = 80;

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

export { formatInr } from '../format/format';
