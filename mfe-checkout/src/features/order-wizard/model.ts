/**
 * The order wizard's data and rules, framework-free: one slice per step, how each step is
 * validated (with the spec's messages), how stored data is re-read, and the order it makes. The
 * pages check with them in the browser, and the pages' server halves (`*-page.server.ts`) check a
 * step posted without JavaScript with the very same functions.
 */
import {
  DEADLINE_PAST_MESSAGE,
  DriveLinkSchema,
  EmailSchema,
  isPastDate,
  IsoDateSchema,
  localIsoDate,
  MobileSchema,
  TimeOfDaySchema,
  NameSchema,
  PhoneSchema,
  REQUIRED_FIELDS_MESSAGE,
  WORD_COUNT_MESSAGE,
  type StoredOrderPayload,
  ASSIGNMENT_TYPES,
  AssignmentTypeSchema,
  DEFAULT_SPECIALIST_LEVEL,
  MAX_WORDS,
  OTHER_CHOICE,
  OTHER_NAME_MAX,
  OTHER_SUBJECT_MESSAGE,
  OTHER_TYPE_MESSAGE,
  SpecialistLevelSchema,
  SUBJECTS,
  SubjectSchema,
  type AssignmentType,
  type PriceBreakdown,
  type SpecialistLevelId,
  type Subject,
} from '@shared/contracts';
import { choiceLabel, computePrice, formatInr, INVALID_COUPON_MESSAGE, resolveCoupon } from '@shared/domain/pricing';
import * as z from 'zod/mini';
import { byCodePoint } from '@shared/domain/format';
import { readWholeNumber } from '@shared/domain/numbers';
import { END_OF_DAY, TIME_OF_DAY_PATTERN } from '@shared/domain/time';

export { REQUIRED_FIELDS_MESSAGE, WORD_COUNT_MESSAGE, INVALID_COUPON_MESSAGE, DEADLINE_PAST_MESSAGE };
export const TERMS_MESSAGE = 'Please accept the terms to continue.';
export const EMPTY_COUPON_MESSAGE = 'Type a coupon code first.';

/** The wizard's steps in order, as the step indicator shows them. */
export const WIZARD_STEPS = [
  { id: 'start', path: '/order', label: 'Your details' },
  { id: 'details', path: '/checkout/order-details', label: 'Order details' },
  { id: 'task', path: '/checkout/task-details', label: 'Task details' },
  { id: 'specialist', path: '/specialist', label: 'Specialist and payment' },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

const text = (max: number) => z.string().check(z.maxLength(max));
const ASSIGNMENT_TYPE_OR_EMPTY = z.union([z.literal(''), AssignmentTypeSchema]);
const SUBJECT_OR_EMPTY = z.union([z.literal(''), SubjectSchema]);

/** Each slice holds what the visitor typed (strings as typed) and whether the step was completed. */
export const StartSliceSchema = z.object({
  name: text(200),
  email: text(320),
  phone: text(40),
  acceptTerms: z.boolean(),
  done: z.boolean(),
});
export const DetailsSliceSchema = z.object({
  assignmentType: ASSIGNMENT_TYPE_OR_EMPTY,
  subject: SUBJECT_OR_EMPTY,
  /** The names typed for "Other (say which)"; defaults let data stored before them still load. */
  assignmentTypeOther: z._default(text(OTHER_NAME_MAX), ''),
  subjectOther: z._default(text(OTHER_NAME_MAX), ''),
  /** `YYYY-MM-DD` or '' */
  deadline: z.union([z.literal(''), IsoDateSchema]),
  /** The time of day it is due, `HH:MM`; '' for the end of the day. */
  deadlineTime: z._default(z.union([z.literal(''), TimeOfDaySchema]), ''),
  /** The visitor's time zone (IANA) the due time is given in; '' until the step is sent. */
  timeZone: z._default(z.string().check(z.maxLength(64)), ''),
  firstDraft: z.boolean(),
  done: z.boolean(),
});
export const TaskSliceSchema = z.object({
  instructions: text(10_000),
  fileName: text(2000),
  /** As typed ("1,500" included); longer than any count anyone types, so typing is never dropped. */
  wordCount: text(40),
  done: z.boolean(),
});
export const SpecialistSliceSchema = z.object({
  name: text(200),
  mobile: text(40),
  academicLevel: SpecialistLevelSchema,
  couponInput: text(40),
  /** The code the visitor applied and that resolved; null when none. */
  couponCode: z.nullable(text(40)),
});

export type StartSlice = z.infer<typeof StartSliceSchema>;
export type DetailsSlice = z.infer<typeof DetailsSliceSchema>;
export type TaskSlice = z.infer<typeof TaskSliceSchema>;
export type SpecialistSlice = z.infer<typeof SpecialistSliceSchema>;

export interface WizardData {
  start: StartSlice;
  details: DetailsSlice;
  task: TaskSlice;
  specialist: SpecialistSlice;
}

export const INITIAL_WIZARD_DATA: WizardData = {
  start: { name: '', email: '', phone: '', acceptTerms: false, done: false },
  details: {
    assignmentType: '',
    subject: '',
    assignmentTypeOther: '',
    subjectOther: '',
    deadline: '',
    deadlineTime: '',
    timeZone: '',
    firstDraft: false,
    done: false,
  },
  task: { instructions: '', fileName: '', wordCount: '', done: false },
  specialist: { name: '', mobile: '', academicLevel: DEFAULT_SPECIALIST_LEVEL, couponInput: '', couponCode: null },
};

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type Checked<F extends string, T> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<F>; message: string | null };

// ---- Order start -------------------------------------------------------------------------------

export type StartField = 'name' | 'email' | 'phone' | 'acceptTerms';

/** The fields of the start form; the captcha is checked by the page, which owns it. */
export function validateStart(
  values: Pick<StartSlice, StartField> & Partial<StartSlice>,
): Checked<StartField, { name: string; email: string; phone: string }> {
  const errors: FieldErrors<StartField> = {};
  const name = NameSchema.safeParse(values.name);
  const email = EmailSchema.safeParse(values.email);
  const phone = PhoneSchema.safeParse(values.phone);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!phone.success) errors.phone = phone.error.issues[0]?.message;
  if (!values.acceptTerms) errors.acceptTerms = TERMS_MESSAGE;
  if (!name.success || !email.success || !phone.success || !values.acceptTerms) {
    return { ok: false, errors, message: null };
  }
  return { ok: true, value: { name: name.data, email: email.data, phone: phone.data } };
}

// ---- Order details ------------------------------------------------------------------------------

export type DetailsField =
  'assignmentType' | 'assignmentTypeOther' | 'subject' | 'subjectOther' | 'deadline' | 'deadlineTime';

/**
 * The order details step. `today` (and `now`, the time of day, `HH:MM`) are where the visitor is:
 * a due date before today is refused, and so is a due time today that has passed.
 */
export function validateDetails(
  values: Omit<DetailsSlice, 'done' | 'deadlineTime' | 'timeZone'> & Partial<DetailsSlice>,
  today: string = localIsoDate(),
  now?: string,
): Checked<DetailsField, true> {
  const errors: FieldErrors<DetailsField> = {};
  if (!values.assignmentType) errors.assignmentType = 'Please choose an assignment type.';
  else if (values.assignmentType === OTHER_CHOICE && !values.assignmentTypeOther.trim())
    errors.assignmentTypeOther = OTHER_TYPE_MESSAGE;
  if (!values.subject) errors.subject = 'Please choose a subject.';
  else if (values.subject === OTHER_CHOICE && !values.subjectOther.trim()) errors.subjectOther = OTHER_SUBJECT_MESSAGE;
  if (!values.deadline) errors.deadline = 'Please choose a due date.';
  if (Object.keys(errors).length > 0) return { ok: false, errors, message: REQUIRED_FIELDS_MESSAGE };
  if (isPastDate(values.deadline, today)) {
    return { ok: false, errors: { deadline: DEADLINE_PAST_MESSAGE }, message: null };
  }
  const time = values.deadlineTime ?? '';
  if (time !== '' && !TIME_OF_DAY_PATTERN.test(time)) {
    return { ok: false, errors: { deadlineTime: REQUIRED_FIELDS_MESSAGE }, message: REQUIRED_FIELDS_MESSAGE };
  }
  if (now !== undefined && values.deadline === today && (time || END_OF_DAY) <= now) {
    return { ok: false, errors: { deadlineTime: DEADLINE_PAST_MESSAGE }, message: null };
  }
  return { ok: true, value: true };
}

// ---- Task details -------------------------------------------------------------------------------

export type TaskField = 'wordCount' | 'fileName' | 'instructions';

/**
 * A whole number of words from 1 to MAX_WORDS, as people write it ("1500", "1,500", "2,00,000",
 * "2 000"); null for anything it cannot read for sure, which the step refuses with its message.
 */
export function parseWordCount(typed: string): number | null {
  const words = readWholeNumber(typed);
  return words !== null && words >= 1 && words <= MAX_WORDS ? words : null;
}

export function validateTask(
  values: Omit<TaskSlice, 'done'> & Partial<TaskSlice>,
): Checked<TaskField, { wordCount: number; fileName: string }> {
  const errors: FieldErrors<TaskField> = {};
  const wordCount = parseWordCount(values.wordCount);
  if (wordCount === null) errors.wordCount = WORD_COUNT_MESSAGE;
  const link = DriveLinkSchema.safeParse(values.fileName.trim());
  if (!link.success) errors.fileName = link.error.issues[0]?.message;
  if (values.instructions.length > 10_000)
    errors.instructions = 'Please keep the instructions under 10,000 characters.';
  if (wordCount === null || !link.success || errors.instructions) {
    return { ok: false, errors, message: errors.wordCount ?? null };
  }
  return { ok: true, value: { wordCount, fileName: link.data } };
}

// ---- Specialist ---------------------------------------------------------------------------------

export type SpecialistField = 'name' | 'mobile';

export function validateSpecialist(
  values: Pick<SpecialistSlice, SpecialistField> & Partial<SpecialistSlice>,
): Checked<SpecialistField, { name: string; mobile: string }> {
  const errors: FieldErrors<SpecialistField> = {};
  const name = NameSchema.safeParse(values.name);
  const mobile = MobileSchema.safeParse(values.mobile);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  if (!mobile.success) errors.mobile = mobile.error.issues[0]?.message;
  if (!name.success || !mobile.success) return { ok: false, errors, message: null };
  return { ok: true, value: { name: name.data, mobile: mobile.data } };
}

/** Apply: the resolved code, or the spec's message for a code that does not exist. */
export function applyCoupon(typed: string): { ok: true; code: string } | { ok: false; message: string } {
  if (typed.trim() === '') return { ok: false, message: EMPTY_COUPON_MESSAGE };
  const coupon = resolveCoupon(typed);
  return coupon ? { ok: true, code: coupon.code } : { ok: false, message: INVALID_COUPON_MESSAGE };
}

// ---- Progress, price and the order ---------------------------------------------------------------

/** A step counts as done when it was completed and what it holds is still valid. */
export function isStepComplete(data: WizardData, step: 'start' | 'details' | 'task', today = localIsoDate()): boolean {
  if (step === 'start') return data.start.done && validateStart(data.start).ok;
  if (step === 'details') return data.details.done && validateDetails(data.details, today).ok;
  return data.task.done && validateTask(data.task).ok;
}

/** The price of what is chosen so far; null until subject and a valid word count are known. */
export function priceOf(
  data: Pick<WizardData, 'details' | 'task'> & { specialist?: Pick<SpecialistSlice, 'academicLevel' | 'couponCode'> },
): PriceBreakdown | null {
  const words = parseWordCount(data.task.wordCount);
  if (!data.details.subject || words === null) return null;
  return computePrice({
    subject: data.details.subject,
    words,
    firstDraft: data.details.firstDraft,
    specialistLevel: data.specialist?.academicLevel ?? DEFAULT_SPECIALIST_LEVEL,
    couponCode: data.specialist?.couponCode ?? null,
  });
}

/**
 * What the summary panel shows for an order the server stored: its own figures, never the
 * browser's (the wizard is emptied once an order is saved).
 */
export function storedOrderSummary(payload: StoredOrderPayload): {
  details: DetailsSlice;
  price: PriceBreakdown;
  words: number;
  level: SpecialistLevelId;
} {
  return {
    level: payload.specialistLevel,
    details: {
      assignmentType: payload.assignmentType,
      subject: payload.subject,
      assignmentTypeOther: payload.assignmentTypeOther ?? '',
      subjectOther: payload.subjectOther ?? '',
      deadline: payload.deadline,
      deadlineTime: payload.deadlineTime ?? '',
      timeZone: payload.timeZone ?? '',
      firstDraft: payload.firstDraft,
      done: true,
    },
    price: {
      pricePerWord: payload.pricePerWord,
      pages: payload.pages,
      base: payload.totalPrice,
      specialistMultiplier: payload.specialistMultiplier,
      subtotal: payload.subtotal,
      coupon: payload.coupon,
      discount: payload.discount,
      discountedSubtotal: payload.subtotal - payload.discount,
      processingFee: payload.processingFee,
      total: payload.total,
      amountPaise: payload.amountPaise,
    },
    words: payload.wordCount,
  };
}

// ---- Reading stored data ------------------------------------------------------------------------

const orInitial = <S extends z.ZodMiniType>(schema: S, initial: z.infer<S>) => z.catch(schema, initial);

/** The persisted shape; each slice that fails its schema falls back to empty on its own. */
export const StoredWizardSchema = z.object({
  start: orInitial(StartSliceSchema, INITIAL_WIZARD_DATA.start),
  details: orInitial(DetailsSliceSchema, INITIAL_WIZARD_DATA.details),
  task: orInitial(TaskSliceSchema, INITIAL_WIZARD_DATA.task),
  specialist: orInitial(SpecialistSliceSchema, INITIAL_WIZARD_DATA.specialist),
});

/**
 * Re-reads stored wizard data: anything that is not an object of the right shape is dropped,
 * a due date that has passed is cleared (so the visitor picks a new one), and a "done" flag
 * whose step no longer validates is reset.
 */
export function reviveWizardData(stored: unknown, today: string = localIsoDate()): WizardData | null {
  const parsed = StoredWizardSchema.safeParse(stored);
  if (!parsed.success) return null;
  const data = structuredClone(parsed.data) as WizardData;
  if (data.details.deadline && isPastDate(data.details.deadline, today)) {
    data.details = { ...data.details, deadline: '', done: false };
  }
  if (data.specialist.couponCode && !resolveCoupon(data.specialist.couponCode)) data.specialist.couponCode = null;
  data.start.done = isStepComplete(data, 'start', today);
  data.details.done = isStepComplete(data, 'details', today);
  data.task.done = isStepComplete(data, 'task', today);
  return data;
}

/** Choices a link made for the visitor (`/order?type=…&subject=…`), for the details step to confirm. */
export interface QuoteCarry {
  subject?: Subject;
  assignmentType?: AssignmentType;
}

export const ASSIGNMENT_TYPE_OPTIONS = ASSIGNMENT_TYPES.map((value) => ({ value, label: choiceLabel(value) }));

/** Every subject in alphabetical order with its price per word, "Other (say which)" last. */
export const SUBJECT_OPTIONS = [...SUBJECTS]
  .sort((a, b) => Number(a.value === OTHER_CHOICE) - Number(b.value === OTHER_CHOICE) || byCodePoint(a.value, b.value))
  .map((s) => ({ value: s.value, label: `${choiceLabel(s.value)} (${formatInr(s.pricePerWord)} per word)` }));
