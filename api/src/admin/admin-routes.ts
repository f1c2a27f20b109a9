import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { AgencyFormSchema, OrderStatusSchema, type StoredOrderPayload } from '@shared/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import { listSubmissions, setHandled } from '../forms/submissions';
import { adminOnly } from '../http/admin-auth';
import { ApiError } from '../http/errors';
import { limitBody } from '../http/limits';
import { readJson } from '../http/validation';
import { adminOrder, listOrders } from '../orders/order-store';
import { toCsv } from './csv';

const SubmissionsQuerySchema = z.object({
  /** `lead`, `contact`, or a section's agency form (`blog/new-articles`). */
  form: z.string().max(90).optional(),
  /** `open`: still to do; `handled`: done; both when absent. */
  handled: z.enum(['open', 'handled']).optional(),
  /** The same person's, by email (any case). */
  email: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(100),
});
const OrdersQuerySchema = z.object({
  status: z.optional(OrderStatusSchema),
  email: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});
const HandledSchema = z.object({ handled: z.boolean('Send handled: true or false.') });
const SubmissionIdSchema = z.uuid();

/**
 * How an order's payment stands, as the agency may rely on it: paid only once the payment is
 * verified (signature or webhook); an order whose card checkout was opened but not paid is not.
 */
export function paymentState(order: { paidAt: string | null; paymentId: string | null; payload: StoredOrderPayload }) {
  if (order.paidAt) return `Paid via Razorpay${order.paymentId ? ` (${order.paymentId})` : ''}`;
  return order.payload.paymentMethod === 'Pay Later'
    ? 'Not paid: the student chose Pay Later'
    : 'Not paid: card checkout opened, no payment verified';
}

/**
 * A submission in the CSV's columns: a lead's or message's own fields, or a section's agency form's
 * (`AgencyForm`): its name, email and phone fields where it has them, the address to reply to, and
 * its other fields and the visitor's consent as the message, one per line.
 */
function submissionColumns(payload: unknown) {
  const p = (payload ?? {}) as Record<string, unknown>;
  const agency = AgencyFormSchema.safeParse(payload);
  if (!agency.success) {
    return {
      name: text(p.name),
      email: text(p.email),
      phone: text(p.phone),
      assignmentType: text(p.assignmentType),
      message: text(p.message),
    };
  }
  const { fields, consent, replyTo } = agency.data;
  const others = Object.entries(fields).filter(([field]) => !['name', 'email', 'phone'].includes(field));
  return {
    name: text(fields.name),
    email: text(replyTo ?? fields.email),
    phone: text(fields.phone),
    assignmentType: '',
    message: [
      ...others.map(([field, value]) => `${field}: ${value}`),
      `Consent: ${consent.given ? 'given' : 'not given'} ("${consent.text}")`,
    ].join('\n'),
  };
}

/** The admin page's files, next to this module in the source and in `dist/ui` in the build. */
const UI = (name: string) => readFileSync(new URL(`./ui/${name}`, import.meta.url), 'utf8');
const PAGE = { html: UI('admin.html'), css: UI('admin.css'), js: UI('admin.js') };

/** The page loads only its own script and stylesheet and talks only to this origin. */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

export function asset(c: Context, body: string, type: string) {
  c.header('Content-Type', type);
  c.header('Content-Security-Policy', PAGE_POLICY);
  c.header('Cache-Control', 'no-cache');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.body(body);
}

function csv(c: Context, name: string, body: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(body);
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The agency's admin view: a page with its own script (`/admin`), the submissions as JSON and
 * CSV, and the orders as CSV (the JSON list and status changes are in the order routes). Every
 * data route needs `Authorization: Bearer <ADMIN_TOKEN>`; the page itself holds no data.
 */
export function adminRoutes(db: Database, adminToken: string | undefined) {
  const app = new Hono();
  app.get('/', (c) => asset(c, PAGE.html, 'text/html; charset=utf-8'));
  app.get('/admin.css', (c) => asset(c, PAGE.css, 'text/css; charset=utf-8'));
  app.get('/admin.js', (c) => asset(c, PAGE.js, 'text/javascript; charset=utf-8'));

  app.get('/submissions', adminOnly(adminToken), async (c) => {
    const query = SubmissionsQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'Invalid query.');
    const rows = await listSubmissions(db, query.data, Math.min(query.data.limit, 500));
    return c.json({ submissions: rows });
  });

  /** A lead or contact message marked handled (`{ handled: true }`) or back to do (`false`). */
  app.post('/submissions/:id/handled', adminOnly(adminToken), limitBody(), async (c) => {
    const id = SubmissionIdSchema.safeParse(c.req.param('id'));
    const body = await readJson(c, HandledSchema);
    if (!body.ok) return body.response;
    const row = id.success ? await setHandled(db, id.data, body.data.handled) : null;
    if (!row) throw new ApiError(404, 'Submission not found.');
    return c.json({ ok: true, submission: row });
  });

  app.get('/submissions.csv', adminOnly(adminToken), async (c) => {
    const query = SubmissionsQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'Invalid query.');
    const rows = await listSubmissions(db, query.data, query.data.limit);
    const body = toCsv(
      ['received_at', 'id', 'form', 'name', 'email', 'phone', 'assignment_type', 'message', 'handled_at', 'orders'],
      rows.map((row) => {
        const p = submissionColumns(row.payload);
        return [
          iso(row.created_at),
          row.id,
          row.form,
          p.name,
          p.email,
          p.phone,
          p.assignmentType,
          p.message,
          row.handled_at === null ? '' : iso(row.handled_at),
          row.order_count,
        ];
      }),
    );
    return csv(c, 'submissions', body);
  });

  app.get('/orders.csv', adminOnly(adminToken), async (c) => {
    const query = OrdersQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'Invalid query.');
    const rows = (await listOrders(db, query.data.status ?? null, query.data.limit, query.data.email)).map((row) =>
      adminOrder(row),
    );
    const body = toCsv(
      [
        'placed_at',
        'id',
        'reference',
        'status',
        'name',
        'email',
        'mobile',
        'phone',
        'assignment_type',
        'subject',
        'deadline',
        'words',
        'specialist',
        'coupon',
        'subtotal_inr',
        'discount_inr',
        'fee_inr',
        'total_inr',
        'payment_method',
        'payment_id',
        'paid_at',
      ],
      rows.map((order) => {
        const p: StoredOrderPayload = order.payload;
        return [
          order.createdAt,
          order.id,
          order.reference,
          order.status,
          p.name,
          p.email,
          p.mobile,
          p.phone,
          p.assignmentType === 'Other' && p.assignmentTypeOther ? `Other: ${p.assignmentTypeOther}` : p.assignmentType,
          p.subject === 'Other' && p.subjectOther ? `Other: ${p.subjectOther}` : p.subject,
          p.deadline,
          p.wordCount,
          p.academicLevel,
          p.coupon?.code,
          p.subtotal,
          p.discount,
          p.processingFee,
          p.total,
          // Only a verified payment is "paid"; the choice made in the wizard is not a payment.
          paymentState(order),
          order.paymentId,
          order.paidAt,
        ];
      }),
    );
    return csv(c, 'orders', body);
  });
  return app;
}
