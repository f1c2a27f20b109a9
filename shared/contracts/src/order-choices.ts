import * as z from 'zod/mini';

/**
 * What can be ordered: the subjects with their price per word, the kinds of work, the specialist
 * levels, and the shape of a price. The order's schema (order.ts) checks against these lists and the
 * api recomputes every price from them; the price rules themselves are `@shared/domain`'s pricing
 * (docs/product-rules.md, Prices).
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

/** A coupon as a price names it (the codes themselves are `@shared/domain`'s pricing). */
export interface Coupon {
  code: string;
  type: 'flat' | 'percent';
  amount: number;
  description: string;
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
