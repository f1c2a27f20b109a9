import {
  AgencyFormSchema,
  agencyFormName,
  LEAD_ASSIGNMENT_TYPES,
  DEFAULT_TIME_ZONE,
  orderPagePath,
  REFUND_PROMISE,
  StoredOrderPayloadSchema,
  type StoredOrderPayload,
} from '@shared/contracts';
import { formatInr, formatLongDate } from '@shared/domain/format';
import { contactBy, formatDateTimeIn, isTimeZone } from '@shared/domain/time';
import { describeChoice } from '@shared/domain/pricing';
import { z } from 'zod';
import type { NotificationKind } from './outbox';

/** What a message may need beyond its row: where the site is, for links to it, and the agency's zone. */
export interface MessageContext {
  /** The public site's base URL, without a trailing slash. */
  siteUrl: string;
  /** The agency's time zone (the site's default): its own emails write times there. India when not given. */
  timeZone?: string;
}

/** A plain-text email: what the worker hands to the mail transport. */
export interface Message {
  subject: string;
  text: string;
  /** Where "Reply" goes: the visitor, so the agency answers them directly. */
  replyTo?: string;
}

/**
 * Visitor text in a plain-text email. Control characters and the Unicode direction overrides
 * (which can make a line read backwards, hiding what it says) are shown as `\u{…}` escapes; a
 * single-line field also loses its line breaks, so no one can start a fake line such as
 * "Phone: …" inside their name.
 */
export function plain(text: string, options: { multiline?: boolean } = {}): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') out += options.multiline ? char : ' ';
    else if (isHidden(code)) out += `\\u{${code.toString(16)}}`;
    else out += char;
  }
  return out;
}

/** C0 and C1 controls, and the marks and overrides that change the direction text is shown in. */
const isHidden = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x061c ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/** Multi-line visitor text, each line quoted so it cannot pass for part of the message's frame. */
const quoted = (text: string) =>
  plain(text, { multiline: true })
    .split('\n')
    .map((line) => `  > ${line}`)
    .join('\n');

// Money and times as the site's pages write them, so an email and the order page agree. Times are
// stored in UTC and written in a zone, with its label: the agency's in its own emails, the zone
// the student ordered from in theirs.
const inr = formatInr;
const agencyZone = (context: MessageContext) => context.timeZone ?? DEFAULT_TIME_ZONE;
const studentZone = (order: StoredOrderPayload, context: MessageContext) =>
  order.timeZone && isTimeZone(order.timeZone) ? order.timeZone : agencyZone(context);
const when = (at: string, zone: string) => formatDateTimeIn(at, zone);
/** When the work is due, in `zone`: the moment the student named, or the date of an older order. */
const dueText = (order: StoredOrderPayload, zone: string) =>
  order.dueAt ? formatDateTimeIn(order.dueAt, zone) : formatLongDate(order.deadline);

const table = (rows: [string, string][]) => {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
};

/**
 * What the rows hold, read leniently: a row written under an older form schema still renders
 * (the form schemas are for what comes in, not for what was stored).
 */
const SubmissionSnapshot = z.object({ id: z.string(), createdAt: z.string(), submission: z.unknown() });
const StoredLead = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  assignmentType: z.string(),
  message: z.string().default(''),
});
const StoredContact = z.object({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() });
const OrderSnapshot = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  paymentId: z.string().nullable(),
  /** Absent in rows queued before orders had references and pages. */
  reference: z.string().nullish(),
  token: z.string().nullish(),
  order: StoredOrderPayloadSchema,
});

const pageUrl = (context: MessageContext, token: string) => `${context.siteUrl}${orderPagePath(token)}`;

/** "Report, Engineering" with the names the visitor gave for "Other". */
/**
 * What was ordered, from the lists only ("Other" stays "Other"): for the student's emails, which go
 * to an address nobody has confirmed (anyone may type someone else's on Pay Later), and so carry
 * no text the visitor typed. The name they gave is on the order page.
 */
const listedWhatOf = (order: StoredOrderPayload) =>
  `${describeChoice(order.assignmentType, undefined)}, ${describeChoice(order.subject, undefined)}`;

const whatOf = (order: StoredOrderPayload) =>
  `${plain(describeChoice(order.assignmentType, order.assignmentTypeOther))}, ${plain(describeChoice(order.subject, order.subjectOther))}`;

function leadMessage(payload: unknown, context: MessageContext): Message {
  const { id, createdAt, submission } = SubmissionSnapshot.parse(payload);
  const lead = StoredLead.parse(submission);
  const type = LEAD_ASSIGNMENT_TYPES.find((t) => t.value === lead.assignmentType)?.label ?? plain(lead.assignmentType);
  return {
    subject: `New lead: ${plain(lead.name).slice(0, 80)} (${type})`,
    replyTo: lead.email,
    text: [
      'A student asked for help through the website.',
      '',
      table([
        ['Name', plain(lead.name)],
        ['Email', plain(lead.email)],
        ['Phone', plain(lead.phone)],
        ['Assignment type', type],
      ]),
      '',
      lead.message ? `Message:\n${quoted(lead.message)}` : 'Message: (none)',
      '',
      `Received ${when(createdAt, agencyZone(context))}. Reference ${id}.`,
      'Reply to this email to answer the student.',
    ].join('\n'),
  };
}

function contactMessage(payload: unknown, context: MessageContext): Message {
  const { id, createdAt, submission } = SubmissionSnapshot.parse(payload);
  const contact = StoredContact.parse(submission);
  return {
    subject: `New message from ${plain(contact.name).slice(0, 80)}`,
    replyTo: contact.email,
    text: [
      'Someone wrote through the contact form.',
      '',
      table([
        ['Name', plain(contact.name)],
        ['Email', plain(contact.email)],
        ['Phone', plain(contact.phone)],
      ]),
      '',
      `Message:\n${quoted(contact.message)}`,
      '',
      `Received ${when(createdAt, agencyZone(context))}. Reference ${id}.`,
      'Reply to this email to answer them.',
    ].join('\n'),
  };
}

/** When the work is due, in the agency's zone, and as the student gave it when they are elsewhere. */
function dueForAgency(order: StoredOrderPayload, context: MessageContext): string {
  const ours = dueText(order, agencyZone(context));
  const theirs = studentZone(order, context);
  return order.dueAt && theirs !== agencyZone(context) ? `${ours} (${dueText(order, theirs)} for the student)` : ours;
}

/**
 * A section's form that only tells the agency something: one template for all of them, listing
 * the fields as the section named them (a value over several lines is quoted), and the consent.
 */
function agencyFormMessage(payload: unknown, context: MessageContext): Message {
  const { id, createdAt, submission } = SubmissionSnapshot.parse(payload);
  const form = AgencyFormSchema.parse(submission);
  const name = agencyFormName(form);
  const single = Object.entries(form.fields).filter(([, value]) => !value.includes('\n'));
  const multi = Object.entries(form.fields).filter(([, value]) => value.includes('\n'));
  return {
    subject: `New form: ${name}`,
    ...(form.replyTo ? { replyTo: form.replyTo } : {}),
    text: [
      `Someone sent the form "${form.form}" of the ${form.section} section of the website.`,
      '',
      single.length > 0 ? table(single.map(([field, value]) => [plain(field), plain(value)])) : 'Fields: (none)',
      ...multi.flatMap(([field, value]) => ['', `${plain(field)}:\n${quoted(value)}`]),
      '',
      `Consent: ${form.consent.given ? 'given' : 'NOT given'}, to: "${plain(form.consent.text)}"`,
      '',
      `Received ${when(createdAt, agencyZone(context))}. Reference ${id}.`,
      form.replyTo ? 'Reply to this email to answer them.' : 'The form has no address to reply to.',
    ].join('\n'),
  };
}

/** The order's details and its price, step by step as the server computed it. */
function orderDetails(
  snapshot: { id: string; reference?: string | null | undefined; token?: string | null | undefined },
  order: StoredOrderPayload,
  context: MessageContext,
): string {
  const { id, reference, token } = snapshot;
  const contact: [string, string][] = [
    ['Name', plain(order.name)],
    ['Mobile', plain(order.mobile)],
  ];
  if (order.email) contact.push(['Email', plain(order.email)]);
  if (order.phone && order.phone !== order.mobile) contact.push(['Phone', plain(order.phone)]);
  const coupon = order.coupon ? `${plain(order.coupon.code)} (${plain(order.coupon.description)})` : null;
  return [
    table(contact),
    '',
    table([
      ['Assignment type', plain(describeChoice(order.assignmentType, order.assignmentTypeOther))],
      ['Subject', plain(describeChoice(order.subject, order.subjectOther))],
      ['Due', dueForAgency(order, context)],
      ['Words', `${order.wordCount} (${order.pages} page${order.pages === 1 ? '' : 's'})`],
      ['First draft', order.firstDraft ? 'yes (+5%)' : 'no'],
      ['Specialist', `${order.academicLevel} (×${order.specialistMultiplier})`],
      ['Task file', order.fileName ? plain(order.fileName) : '(none)'],
    ]),
    '',
    order.instructions ? `Instructions:\n${quoted(order.instructions)}` : 'Instructions: (none)',
    '',
    'Price:',
    table([
      ['  Price per word', inr(order.pricePerWord)],
      ['  Words × price', `${inr(order.totalPrice)}${order.firstDraft ? ' (with first draft)' : ''}`],
      ['  Subtotal', `${inr(order.subtotal)} (specialist ×${order.specialistMultiplier})`],
      ['  Coupon', coupon ? `${coupon}: −${inr(order.discount)}` : 'none'],
      ['  Processing fee', `${inr(order.processingFee)} (18%)`],
      ['  Total', inr(order.total)],
    ]),
    '',
    // Paid only once a payment is verified: choosing card payment in the wizard is not paying.
    order.paymentId
      ? `Payment: Paid via Razorpay (payment ${plain(order.paymentId)})`
      : `Payment: not paid yet (${order.paymentMethod === 'Pay Later' ? 'the student chose Pay Later' : 'the student is paying by card'})`,
    `Order ${reference ? `${reference} (${id})` : id}, placed ${when(order.submittedAt, agencyZone(context))}.`,
    ...(token ? [`The student's order page: ${pageUrl(context, token)}`] : []),
  ].join('\n');
}

function orderMessage(
  kind: 'order-created' | 'order-paid' | 'order-pay-later',
  payload: unknown,
  context: MessageContext,
): Message {
  const snapshot = OrderSnapshot.parse(payload);
  const { order } = snapshot;
  const headline = {
    'order-created': `New order: ${whatOf(order)}, ${order.wordCount} words, ${inr(order.total)}`,
    'order-paid': `Order paid: ${inr(order.total)} from ${plain(order.name).slice(0, 80)}`,
    'order-pay-later': `Order to be paid later: ${inr(order.total)} from ${plain(order.name).slice(0, 80)}`,
  }[kind];
  const lead = {
    'order-created': 'A student placed an order on the website. It is not paid yet.',
    'order-paid': 'Razorpay confirmed the payment for this order.',
    'order-pay-later': 'The student closed the payment window and chose to pay later.',
  }[kind];
  return {
    subject: headline,
    ...(order.email ? { replyTo: order.email } : {}),
    text: `${lead}\n\n${orderDetails(snapshot, order, context)}`,
  };
}

/**
 * The student's own email: their reference, the link to their order page, what they ordered and
 * what happens next. The address was typed by whoever placed the order and nobody has confirmed
 * it, so the email holds no text the visitor wrote (not even the name): only our own words,
 * choices from the site's lists, numbers and dates. Spam sent through our server would need text.
 */
function studentMessage(kind: 'student-order-saved' | 'student-order-paid', payload: unknown, context: MessageContext) {
  const { reference, token, order } = OrderSnapshot.parse(payload);
  if (!reference || !token) throw new Error('An order without a reference or page cannot be sent to the student');
  const saved = kind === 'student-order-saved';
  const zone = studentZone(order, context);
  const by = when(contactBy(order.submittedAt, order.dueAt), zone);
  return {
    subject: saved ? `Your order ${reference} is saved` : `Payment received for your order ${reference}`,
    text: [
      'Hello,',
      '',
      saved
        ? 'Thank you for your order. It is saved, and you can pay whenever you are ready.'
        : `Thank you: we received your payment of ${inr(order.total)}.`,
      '',
      'Your order page shows its status, the price and the deadline' + (saved ? ', and has "Pay now":' : ':'),
      pageUrl(context, token),
      'Keep this link to yourself: whoever has it can see the order.',
      '',
      table([
        ['Reference', reference],
        [
          'Order',
          `${listedWhatOf(order)}, ${order.wordCount} words (${order.pages} page${order.pages === 1 ? '' : 's'})`,
        ],
        ['Due', dueText(order, zone)],
        ['Specialist', order.academicLevel],
        ['Total', `${inr(order.total)} (with the 18% processing fee)`],
      ]),
      '',
      saved
        ? `What happens next: your specialist starts as soon as the order is paid. We will contact you by ${by} to confirm the details.`
        : `What happens next: your specialist starts now, and we will contact you by ${by} to confirm the details. Your work is due by ${dueText(order, zone)}.`,
      '',
      `Questions? Reply to this email and quote ${reference}.`,
    ].join('\n'),
  };
}

const ThreadSnapshot = OrderSnapshot.extend({ message: z.string(), from: z.enum(['student', 'agency']) });
const CancelSnapshot = OrderSnapshot.extend({ refundDue: z.boolean() });

/** The student wrote on their order page: to the agency, who answers in the admin view. */
function threadToAgency(payload: unknown, context: MessageContext): Message {
  const snapshot = ThreadSnapshot.parse(payload);
  const { order } = snapshot;
  const reference = snapshot.reference ?? snapshot.id;
  return {
    subject: `Message on order ${reference} from ${plain(order.name).slice(0, 80)}`,
    text: [
      'The student wrote on their order page:',
      '',
      quoted(snapshot.message),
      '',
      'Answer in the admin view (Orders, then Messages), so the answer stays with the order and the student is told.',
      '',
      orderDetails(snapshot, order, context),
    ].join('\n'),
  };
}

/**
 * The agency answered: to the student, with the link to their page, where the thread is. The
 * agency's words only; none of the visitor's (see studentMessage).
 */
function threadToStudent(payload: unknown, context: MessageContext): Message {
  const { reference, token, message } = ThreadSnapshot.parse(payload);
  if (!reference || !token) throw new Error('An order without a reference or page cannot be sent to the student');
  return {
    subject: `New message about your order ${reference}`,
    text: [
      'Hello,',
      '',
      'We wrote to you about your order:',
      '',
      quoted(message),
      '',
      'Read and answer it on your order page:',
      pageUrl(context, token),
      'Keep this link to yourself: whoever has it can see the order.',
    ].join('\n'),
  };
}

/** The student cancelled: to the agency, saying whether a refund is owed. */
function cancelledMessage(payload: unknown, context: MessageContext): Message {
  const snapshot = CancelSnapshot.parse(payload);
  const { order } = snapshot;
  const reference = snapshot.reference ?? snapshot.id;
  return {
    subject: `Order ${reference} cancelled by the student${snapshot.refundDue ? ': refund due' : ''}`,
    ...(order.email ? { replyTo: order.email } : {}),
    text: [
      snapshot.refundDue
        ? `The student cancelled this paid order. Refund ${inr(order.total)} (payment ${plain(snapshot.paymentId ?? '')}) through Razorpay; the site does not refund by itself.`
        : 'The student cancelled this order before paying. Nothing is owed.',
      '',
      orderDetails(snapshot, order, context),
    ].join('\n'),
  };
}

/**
 * The student cancelled: their own confirmation, with what happens next (a refund, or nothing
 * owed). Like studentMessage, it goes to an address nobody confirmed, so it holds no visitor text.
 */
function cancelledToStudent(payload: unknown, context: MessageContext): Message {
  const { reference, token, order, refundDue } = CancelSnapshot.parse(payload);
  if (!reference || !token) throw new Error('An order without a reference or page cannot be sent to the student');
  return {
    subject: `Your order ${reference} is cancelled`,
    text: [
      'Hello,',
      '',
      `Your order ${reference} (${listedWhatOf(order)}) is cancelled, as you asked on your order page.`,
      '',
      refundDue ? `You paid ${inr(order.total)}. ${REFUND_PROMISE}` : 'Nothing was paid, so nothing is owed.',
      '',
      'Your order page still shows the order:',
      pageUrl(context, token),
      '',
      `Questions? Reply to this email and quote ${reference}.`,
    ].join('\n'),
  };
}

/** The email for a notification row. Throws when the stored payload does not fit its kind. */
export function messageFor(kind: NotificationKind, payload: unknown, context: MessageContext): Message {
  switch (kind) {
    case 'lead':
      return leadMessage(payload, context);
    case 'contact':
      return contactMessage(payload, context);
    case 'agency-form':
      return agencyFormMessage(payload, context);
    case 'order-created':
    case 'order-paid':
    case 'order-pay-later':
      return orderMessage(kind, payload, context);
    case 'student-order-saved':
    case 'student-order-paid':
      return studentMessage(kind, payload, context);
    case 'order-message':
      return threadToAgency(payload, context);
    case 'student-order-message':
      return threadToStudent(payload, context);
    case 'order-cancelled':
      return cancelledMessage(payload, context);
    case 'student-order-cancelled':
      return cancelledToStudent(payload, context);
  }
}
