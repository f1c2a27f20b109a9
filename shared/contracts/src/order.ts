import * as z from 'zod/mini';
import { BriefAdditionSchema, OrderFileSchema, OrderMessageSchema } from './order-page';
import {
  AssignmentTypeSchema,
  OTHER_CHOICE,
  OTHER_SUBJECT_MESSAGE,
  OTHER_TYPE_MESSAGE,
  SpecialistLevelSchema,
  SubjectSchema,
  type PriceBreakdown,
  type PriceInput,
} from './order-choices';
import { EmailSchema, NameSchema, PhoneSchema } from './forms';
import { TIME_ZONE_PATTERN } from './runtime-config';
import {
  CouponCodeSchema,
  DriveLinkSchema,
  IsoDateSchema,
  MobileSchema,
  TimeOfDaySchema,
  OrderReferenceSchema,
  OrderTokenSchema,
  OtherNameSchema,
  WordCountSchema,
} from './order-fields';

/**
 * Orders between the checkout wizard and the api: creating one, storing it and showing it (its
 * fields are in order-fields.ts, its payment in payment.ts). The browser sends what the visitor
 * chose; the server recomputes every amount with `computePrice` and never stores a price the
 * browser sent.
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

/** What a student who cancels a paid order is promised: on the order page, and in their email. */
export const REFUND_PROMISE = 'We refund the payment in full to the way you paid, usually within 5 to 7 working days.';

/** Printed on the receipt (page and PDF) of a payment made through the test-mode checkout. */
export const TEST_PAYMENT_NOTICE = 'TEST PAYMENT: no money was charged. This receipt is not valid for accounts.';

/** `POST /admin/orders/:id/status` (Bearer ADMIN_TOKEN). */
export const OrderStatusChangeSchema = z.object({
  status: z.enum(['in-progress', 'delivered', 'cancelled'], 'Choose in progress, delivered or cancelled.'),
});

/**
 * What the wizard sends to create an order: everything the visitor chose, no amounts. Price
 * fields the browser might add (pricePerWord, subtotal, total, ...) are not part of it and are
 * dropped. "Other" as subject or kind of work needs its name; a name sent with a listed choice is
 * dropped.
 */
const OrderRequestFieldsSchema = z
  .object({
    name: NameSchema,
    mobile: MobileSchema,
    /** From the order start form; absent when the visitor began at the order details step. */
    email: z.optional(EmailSchema),
    phone: z.optional(PhoneSchema),
    assignmentType: AssignmentTypeSchema,
    subject: SubjectSchema,
    /** Due date, `YYYY-MM-DD`. The server refuses a date before yesterday (UTC) to allow for time zones. */
    deadline: IsoDateSchema,
    /** The time of day it is due, `HH:MM` in `timeZone`; the end of the day (23:59) when not given. */
    deadlineTime: z.optional(TimeOfDaySchema),
    /** The student's time zone (IANA), which the due time is given in; the site's default when not given. */
    timeZone: z.optional(z.string().check(z.maxLength(64), z.regex(TIME_ZONE_PATTERN))),
    firstDraft: z.boolean(),
    instructions: z._default(
      z.string().check(z.trim(), z.maxLength(10_000, 'Please keep the instructions under 10,000 characters.')),
      '',
    ),
    wordCount: WordCountSchema,
    /** The drive link to the task file (spec: fileName holds a drive link). */
    fileName: z._default(DriveLinkSchema, ''),
    /** The specialist level chosen on the last step. */
    academicLevel: SpecialistLevelSchema,
    couponCode: z._default(z.nullable(CouponCodeSchema), null),
    paymentMethod: PaymentMethodSchema,
    /** The subject's name when `subject` is "Other". */
    subjectOther: z.optional(OtherNameSchema),
    /** The kind of work's name when `assignmentType` is "Other". */
    assignmentTypeOther: z.optional(OtherNameSchema),
  })
  .check(
    z.superRefine((order, context) => {
      if (order.subject === OTHER_CHOICE && !order.subjectOther) {
        context.addIssue({ code: 'custom', path: ['subjectOther'], message: OTHER_SUBJECT_MESSAGE });
      }
      if (order.assignmentType === OTHER_CHOICE && !order.assignmentTypeOther) {
        context.addIssue({ code: 'custom', path: ['assignmentTypeOther'], message: OTHER_TYPE_MESSAGE });
      }
    }),
  );
export const OrderRequestSchema = z.pipe(
  OrderRequestFieldsSchema,
  z.transform(({ subjectOther, assignmentTypeOther, ...order }) => ({
    ...order,
    ...(order.subject === OTHER_CHOICE ? { subjectOther } : {}),
    ...(order.assignmentType === OTHER_CHOICE ? { assignmentTypeOther } : {}),
  })),
);
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
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  assignmentType: AssignmentTypeSchema,
  subject: SubjectSchema,
  /** The names given for "Other". */
  subjectOther: z.optional(z.string()),
  assignmentTypeOther: z.optional(z.string()),
  deadline: z.string(),
  /** The due time as the student gave it in their zone, and the UTC moment it names (absent in orders stored before). */
  deadlineTime: z.optional(z.string()),
  timeZone: z.optional(z.string()),
  dueAt: z.optional(z.string()),
  firstDraft: z.boolean(),
  instructions: z.string(),
  wordCount: z.number().check(z.int()),
  pages: z.number().check(z.int()),
  fileName: z.string(),
  pricePerWord: z.number(),
  /** pricePerWord × words with the first-draft surcharge, rounded (the task step's total). */
  totalPrice: z.number(),
  /** The specialist level's name, e.g. "Top Scholar". */
  academicLevel: z.string(),
  specialistLevel: SpecialistLevelSchema,
  specialistMultiplier: z.number(),
  subtotal: z.number(),
  coupon: z.nullable(CouponSchema),
  discount: z.number(),
  processingFee: z.number(),
  total: z.number(),
  amountPaise: z.number().check(z.int()),
  paymentMethod: PaymentMethodSchema,
  /** Only once paid. */
  paymentId: z.optional(z.string()),
  submittedAt: z.string(),
});
export type StoredOrderPayload = z.infer<typeof StoredOrderPayloadSchema>;

/**
 * Builds the stored payload from a parsed request and the server's price. `due` is the due time,
 * the zone it was given in and the UTC moment it names, as the server settled them.
 */
export function storedOrderPayload(
  request: ParsedOrderRequest,
  price: PriceBreakdown,
  academicLevelLabel: string,
  submittedAt: string,
  due?: { time: string; timeZone: string; at: string },
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
    ...(due ? { deadlineTime: due.time, timeZone: due.timeZone, dueAt: due.at } : {}),
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

export const OrderSchema = z.object({
  id: z.uuid(),
  /** Null only for orders stored before references existed. */
  reference: z.nullable(OrderReferenceSchema),
  token: z.nullable(OrderTokenSchema),
  status: OrderStatusSchema,
  paymentId: z.nullable(z.string()),
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
  assignmentTypeOther: z.optional(z.string()),
  subject: SubjectSchema,
  subjectOther: z.optional(z.string()),
  deadline: z.string(),
  /** The moment it is due (UTC, ISO 8601); null for orders stored before due times. */
  dueAt: z._default(z.nullable(z.string()), null),
  wordCount: z.number().check(z.int()),
  pages: z.number().check(z.int()),
  firstDraft: z.boolean(),
  /** The specialist level's name. */
  academicLevel: z.string(),
  price: z.object({
    pricePerWord: z.number(),
    base: z.number(),
    specialistMultiplier: z.number(),
    subtotal: z.number(),
    coupon: z.nullable(z.object({ code: z.string(), description: z.string() })),
    discount: z.number(),
    processingFee: z.number(),
    total: z.number(),
  }),
  /** The brief as entered in the wizard, what was added on the page since, and its files. */
  instructions: z._default(z.string(), ''),
  driveLink: z._default(z.nullable(z.string()), null),
  briefAdditions: z._default(z.array(BriefAdditionSchema), []),
  files: z._default(z.array(OrderFileSchema), []),
  /** Until when an unpaid order's files are kept (ISO 8601; they are deleted then); null once paid. */
  filesKeptUntil: z._default(z.nullable(z.string()), null),
  /** Whether the brief can still grow (files, additions): until work starts. */
  briefOpen: z._default(z.boolean(), false),
  messages: z._default(z.array(OrderMessageSchema), []),
  /** Whether the student may cancel: received or paid, and work not started. */
  cancellable: z._default(z.boolean(), false),
  /** A cancelled order: who cancelled it and when, and whether the payment is to be refunded. */
  cancellation: z._default(
    z.nullable(z.object({ by: z.enum(['student', 'agency']), at: z.string(), refundDue: z.boolean() })),
    null,
  ),
  /** A paid order has a receipt: when it was paid and the payment's id. */
  receipt: z._default(
    z.nullable(
      z.object({
        paidAt: z.string(),
        paymentId: z.string(),
        amountPaise: z.number().check(z.int()),
        /** The name the receipt is made out to (the specialist step's name). */
        billedTo: z._default(z.string(), ''),
        /** Paid through the test-mode checkout: no money moved. */
        testMode: z._default(z.boolean(), false),
      }),
    ),
    null,
  ),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** Answer to `POST /orders` (201 created, 200 for a retried idempotency key). */
export const OrderCreatedResponseSchema = z.object({ ok: z.literal(true), order: OrderSchema });

/**
 * Answer to `POST /orders/by-token/:token/pay-later` (and `/orders/:id/pay-later`): the order's
 * status and nothing else; the browser has the order it placed.
 */
export const PayLaterResponseSchema = z.object({ ok: z.literal(true), order: z.object({ status: OrderStatusSchema }) });
export type PayLaterResponse = z.infer<typeof PayLaterResponseSchema>;

/** `GET /admin/orders` (Bearer ADMIN_TOKEN). */
export const AdminOrderSchema = z.extend(OrderSchema, {
  mode: z.nullable(z.enum(['live', 'test'])),
  razorpayOrderId: z.nullable(z.string()),
  paidVia: z.nullable(z.enum(['verify', 'webhook'])),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  statusChangedAt: z.nullable(z.string()),
  /** Who cancelled it, and whether money must go back (a paid order the student cancelled). */
  cancelledBy: z._default(z.nullable(z.enum(['student', 'agency'])), null),
  refundDue: z._default(z.boolean(), false),
  briefAdditions: z._default(z.array(BriefAdditionSchema), []),
  files: z._default(z.array(OrderFileSchema), []),
  messages: z._default(z.array(OrderMessageSchema), []),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrdersResponseSchema = z.object({ orders: z.array(AdminOrderSchema) });
