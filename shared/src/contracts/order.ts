import { z } from 'zod';
import {
  AssignmentTypeSchema,
  MAX_WORDS,
  OTHER_CHOICE,
  OTHER_NAME_MAX,
  OTHER_SUBJECT_MESSAGE,
  OTHER_TYPE_MESSAGE,
  SpecialistLevelSchema,
  SubjectSchema,
  type PriceBreakdown,
  type PriceInput,
} from '../pricing/pricing';
import { EmailSchema, NameSchema, PhoneSchema } from './forms';

/**
 * Orders and payments between the checkout wizard and the api: creating an order, opening its
 * payment and verifying it. The browser sends what the visitor chose; the server recomputes every
 * amount with `computePrice` and never stores a price the browser sent.
 */

export const PAYMENT_METHODS = ['Paid via Razorpay', 'Pay Later'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * An order is `received` (stored, not paid: Pay Later, or a payment not finished) or `paid`; only
 * the agency moves it on to `in-progress`, `delivered` or `cancelled`.
 */
export const ORDER_STATUSES = ['received', 'paid', 'in-progress', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: 'Received',
  paid: 'Paid',
  'in-progress': 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses the agency may set, and from which: forwards only, and never back to unpaid or paid. */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['in-progress', 'delivered', 'cancelled'],
  paid: ['in-progress', 'delivered', 'cancelled'],
  'in-progress': ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** `POST /admin/orders/:id/status` (Bearer ADMIN_TOKEN). */
export const OrderStatusChangeSchema = z.object({
  status: z.enum(['in-progress', 'delivered', 'cancelled'], 'Choose in progress, delivered or cancelled.'),
});

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields.';
export const WORD_COUNT_MESSAGE = 'Please enter a valid word count.';
export const MOBILE_MESSAGE = 'Please enter your mobile number.';
export const DRIVE_LINK_MESSAGE = 'Please enter a valid link, starting with https://';
export const DEADLINE_PAST_MESSAGE = 'The due date cannot be in the past.';

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED_FIELDS_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, REQUIRED_FIELDS_MESSAGE);

/** Today's date where the code runs (the visitor's calendar in the browser), as `YYYY-MM-DD`. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` strings compare like the dates they name. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** The number of words as a whole number from 1 to MAX_WORDS; anything else is the spec's message. */
export const WordCountSchema = z
  .number(WORD_COUNT_MESSAGE)
  .int(WORD_COUNT_MESSAGE)
  .min(1, WORD_COUNT_MESSAGE)
  .max(MAX_WORDS, WORD_COUNT_MESSAGE);

/** Digits with an optional leading + and spaces, brackets or dashes, as people type them. */
export const MobileSchema = z
  .string()
  .trim()
  .min(1, MOBILE_MESSAGE)
  .regex(/^\+?\d[\d ()-]{5,22}$/, 'Please enter a valid mobile number.');

/** The drive link to the task file: empty, or an http(s) URL. */
export const DriveLinkSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(2000, DRIVE_LINK_MESSAGE)
    .pipe(z.url({ protocol: /^https?$/, message: DRIVE_LINK_MESSAGE })),
]);

export const CouponCodeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toUpperCase());

/** The name a visitor gives a subject or kind of work the lists do not name ("Other (say which)"). */
export const OtherNameSchema = z
  .string()
  .trim()
  .max(OTHER_NAME_MAX, `Please keep it under ${OTHER_NAME_MAX} characters.`);

/**
 * What the wizard sends to create an order: everything the visitor chose, no amounts. Price
 * fields the browser might add (pricePerWord, subtotal, total, ...) are not part of it and are
 * dropped. "Other" as subject or kind of work needs its name; a name sent with a listed choice is
 * dropped.
 */
export const OrderRequestSchema = z
  .object({
    name: NameSchema,
    mobile: MobileSchema,
    /** From the order start form; absent when the visitor began at the order details step. */
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    assignmentType: AssignmentTypeSchema,
    subject: SubjectSchema,
    /** Due date, `YYYY-MM-DD`. The server refuses a date before yesterday (UTC) to allow for time zones. */
    deadline: IsoDateSchema,
    firstDraft: z.boolean(),
    instructions: z.string().trim().max(10_000, 'Please keep the instructions under 10,000 characters.').default(''),
    wordCount: WordCountSchema,
    /** The drive link to the task file (spec: fileName holds a drive link). */
    fileName: DriveLinkSchema.default(''),
    /** The specialist level chosen on the last step. */
    academicLevel: SpecialistLevelSchema,
    couponCode: CouponCodeSchema.nullable().default(null),
    paymentMethod: PaymentMethodSchema,
    /** The subject's name when `subject` is "Other". */
    subjectOther: OtherNameSchema.optional(),
    /** The kind of work's name when `assignmentType` is "Other". */
    assignmentTypeOther: OtherNameSchema.optional(),
  })
  .superRefine((order, context) => {
    if (order.subject === OTHER_CHOICE && !order.subjectOther) {
      context.addIssue({ code: 'custom', path: ['subjectOther'], message: OTHER_SUBJECT_MESSAGE });
    }
    if (order.assignmentType === OTHER_CHOICE && !order.assignmentTypeOther) {
      context.addIssue({ code: 'custom', path: ['assignmentTypeOther'], message: OTHER_TYPE_MESSAGE });
    }
  })
  .transform(({ subjectOther, assignmentTypeOther, ...order }) => ({
    ...order,
    ...(order.subject === OTHER_CHOICE ? { subjectOther } : {}),
    ...(order.assignmentType === OTHER_CHOICE ? { assignmentTypeOther } : {}),
  }));
export type OrderRequest = z.input<typeof OrderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof OrderRequestSchema>;

export const CouponSchema = z.object({
  code: z.string(),
  type: z.enum(['flat', 'percent']),
  amount: z.number(),
  description: z.string(),
});

/** The order as stored: every field the wizard collects, the amounts as the server computed them. */
export const StoredOrderPayloadSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  assignmentType: AssignmentTypeSchema,
  subject: SubjectSchema,
  /** The names given for "Other". */
  subjectOther: z.string().optional(),
  assignmentTypeOther: z.string().optional(),
  deadline: z.string(),
  firstDraft: z.boolean(),
  instructions: z.string(),
  wordCount: z.number().int(),
  pages: z.number().int(),
  fileName: z.string(),
  pricePerWord: z.number(),
  /** pricePerWord × words with the first-draft surcharge, rounded (the task step's total). */
  totalPrice: z.number(),
  /** The specialist level's name, e.g. "Top Scholar". */
  academicLevel: z.string(),
  specialistLevel: SpecialistLevelSchema,
  specialistMultiplier: z.number(),
  subtotal: z.number(),
  coupon: CouponSchema.nullable(),
  discount: z.number(),
  processingFee: z.number(),
  total: z.number(),
  amountPaise: z.number().int(),
  paymentMethod: PaymentMethodSchema,
  /** Only once paid. */
  paymentId: z.string().optional(),
  submittedAt: z.string(),
});
export type StoredOrderPayload = z.infer<typeof StoredOrderPayloadSchema>;

/** Builds the stored payload from a parsed request and the server's price. */
export function storedOrderPayload(
  request: ParsedOrderRequest,
  price: PriceBreakdown,
  academicLevelLabel: string,
  submittedAt: string,
): StoredOrderPayload {
  return {
    name: request.name,
    mobile: request.mobile,
    ...(request.email ? { email: request.email } : {}),
    ...(request.phone ? { phone: request.phone } : {}),
    assignmentType: request.assignmentType,
    subject: request.subject,
    ...(request.subjectOther ? { subjectOther: request.subjectOther } : {}),
    ...(request.assignmentTypeOther ? { assignmentTypeOther: request.assignmentTypeOther } : {}),
    deadline: request.deadline,
    firstDraft: request.firstDraft,
    instructions: request.instructions,
    wordCount: request.wordCount,
    pages: price.pages,
    fileName: request.fileName,
    pricePerWord: price.pricePerWord,
    totalPrice: price.base,
    academicLevel: academicLevelLabel,
    specialistLevel: request.academicLevel,
    specialistMultiplier: price.specialistMultiplier,
    subtotal: price.subtotal,
    coupon: price.coupon,
    discount: price.discount,
    processingFee: price.processingFee,
    total: price.total,
    amountPaise: price.amountPaise,
    paymentMethod: request.paymentMethod,
    submittedAt,
  };
}

/** The price input an order request describes. */
export function priceInputOf(request: ParsedOrderRequest): PriceInput {
  return {
    subject: request.subject,
    words: request.wordCount,
    firstDraft: request.firstDraft,
    specialistLevel: request.academicLevel,
    couponCode: request.couponCode,
  };
}

/**
 * The short reference a person can read out on the phone: "SD-", four characters, "-", two, from
 * Crockford's base 32 (digits and capitals without I, L, O and U, so nothing reads as another).
 */
export const ORDER_REFERENCE_PATTERN = /^SD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;
export const OrderReferenceSchema = z.string().regex(ORDER_REFERENCE_PATTERN);

/**
 * The secret in an order page's address (`/orders/<token>`): 160 random bits in lower-case base 32,
 * unrelated to the database id. Whoever holds the link sees the order, so it is never guessable.
 */
export const ORDER_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
export const OrderTokenSchema = z.string().regex(ORDER_TOKEN_PATTERN);

/** The order page's path for a token. */
export const orderPagePath = (token: string) => `/orders/${token}`;

export const OrderSchema = z.object({
  id: z.uuid(),
  /** Null only for orders stored before references existed. */
  reference: OrderReferenceSchema.nullable(),
  token: OrderTokenSchema.nullable(),
  status: OrderStatusSchema,
  paymentId: z.string().nullable(),
  payload: StoredOrderPayloadSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * `GET /orders/by-token/:token`: the order as its page shows it. Only what the student chose and
 * the price the server computed from it; no contact details, no ids, no payment references.
 */
export const OrderViewSchema = z.object({
  reference: OrderReferenceSchema,
  status: OrderStatusSchema,
  /** When it was placed, ISO 8601. */
  placedAt: z.string(),
  paid: z.boolean(),
  /** Whether "Pay now" is offered: unpaid, not cancelled, and at least the smallest online payment. */
  payable: z.boolean(),
  assignmentType: AssignmentTypeSchema,
  assignmentTypeOther: z.string().optional(),
  subject: SubjectSchema,
  subjectOther: z.string().optional(),
  deadline: z.string(),
  wordCount: z.number().int(),
  pages: z.number().int(),
  firstDraft: z.boolean(),
  /** The specialist level's name. */
  academicLevel: z.string(),
  price: z.object({
    pricePerWord: z.number(),
    base: z.number(),
    specialistMultiplier: z.number(),
    subtotal: z.number(),
    coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
    discount: z.number(),
    processingFee: z.number(),
    total: z.number(),
  }),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** Answer to `POST /orders` (201 created, 200 for a retried idempotency key). */
export const OrderCreatedResponseSchema = z.object({ ok: z.literal(true), order: OrderSchema });

/** Razorpay's ids: letters, digits and underscores (`order_…`, `pay_…`). */
const RazorpayIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);
const SignatureSchema = z.string().regex(/^[0-9a-f]{64}$/i);

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const PAYMENT_DESCRIPTION = 'Assignment Payment';

/** Answer to `POST /orders/:id/payment`: what the browser needs to open Razorpay Checkout. */
export const PaymentCreatedResponseSchema = z.object({
  ok: z.literal(true),
  /** 'test' when the api has no Razorpay keys and serves its stand-in checkout script. */
  mode: z.enum(['live', 'test']),
  scriptUrl: z.url({ protocol: /^https?$/ }),
  keyId: z.string().min(1),
  orderId: z.uuid(),
  razorpayOrderId: RazorpayIdSchema,
  amountPaise: z.number().int().positive(),
  currency: z.literal('INR'),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().optional() }),
});
export type PaymentCreatedResponse = z.infer<typeof PaymentCreatedResponseSchema>;

/** What Razorpay Checkout hands its success handler, sent as-is to `POST /orders/:id/payment/verify`. */
export const PaymentVerifyRequestSchema = z.object({
  razorpay_order_id: RazorpayIdSchema,
  razorpay_payment_id: RazorpayIdSchema,
  razorpay_signature: SignatureSchema,
});
export type PaymentVerifyRequest = z.infer<typeof PaymentVerifyRequestSchema>;

export const PaymentVerifiedResponseSchema = z.object({
  ok: z.literal(true),
  order: z.object({
    id: z.uuid(),
    reference: OrderReferenceSchema.nullable(),
    token: OrderTokenSchema.nullable(),
    status: z.literal('paid'),
    paymentId: z.string(),
  }),
});
export type PaymentVerifiedResponse = z.infer<typeof PaymentVerifiedResponseSchema>;

/** Test mode only: the stand-in checkout asks the api to sign a payment it pretends happened. */
export const TestPaymentRequestSchema = z.object({ razorpay_order_id: RazorpayIdSchema });
export const TestPaymentResponseSchema = PaymentVerifyRequestSchema;

/** `GET /admin/orders` (Bearer ADMIN_TOKEN). */
export const AdminOrderSchema = OrderSchema.extend({
  mode: z.enum(['live', 'test']).nullable(),
  razorpayOrderId: z.string().nullable(),
  paidVia: z.enum(['verify', 'webhook']).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrdersResponseSchema = z.object({ orders: z.array(AdminOrderSchema) });
