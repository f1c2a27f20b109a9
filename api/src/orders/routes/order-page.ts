import { Hono, type Context } from 'hono';
import { BriefAdditionRequestSchema, FILE_MESSAGES, OrderMessageRequestSchema } from '@shared/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { limitBody } from '../../http/limits';
import { readJson } from '../../http/validation';
import { orderByToken, type OrdersContext } from '../context';
import { attachmentHeader } from '../files/file-check';
import { receiveOrderFile } from '../files/upload-handler';
import { addOrderMessage, addToBrief, cancelByStudent, findOrderFile } from '../order-page-store';

const FileIdSchema = z.uuid();

/**
 * What the student does on their order page, all by the page's token:
 * - `POST …/brief` adds to the instructions, `POST …/files` adds a file (multipart, field `file`),
 *   both until work starts; `GET …/files/:fileId` downloads a file;
 * - `POST …/messages` writes to the agency (rate-limited; the agency gets an email);
 * - `POST …/cancel` cancels an order that is still received or paid.
 */
export function orderPageRoutes(ctx: OrdersContext) {
  const { db } = ctx;
  const app = new Hono();
  const base = '/orders/by-token/:token';
  const closed = () => new ApiError(409, FILE_MESSAGES.closed);

  app.post(`${base}/brief`, ...ctx.limits('order-brief'), ctx.lookupLimit, async (c) => {
    const body = await readJson(c, BriefAdditionRequestSchema);
    if (!body.ok) return body.response;
    const order = await orderByToken(ctx, c);
    if (!(await addToBrief(db, order.id, body.data.text))) throw closed();
    return c.json({ ok: true }, 201);
  });

  // No body limit in front: the handler checks what it can before reading, then streams.
  app.post(`${base}/files`, ctx.limiter('order-files', ctx.env.RATE_LIMIT_PER_MINUTE), ctx.lookupLimit, (c) =>
    receiveOrderFile(ctx, c),
  );

  app.get(`${base}/files/:fileId`, ctx.lookupLimit, async (c) => {
    const order = await orderByToken(ctx, c);
    return sendOrderFile(ctx, c, order.id, c.req.param('fileId'));
  });

  app.post(
    `${base}/messages`,
    limitBody(),
    // Stricter than the general limit: each message sends an email.
    ctx.limiter('order-messages', Math.min(10, ctx.env.RATE_LIMIT_PER_MINUTE)),
    ctx.lookupLimit,
    async (c) => {
      const body = await readJson(c, OrderMessageRequestSchema);
      if (!body.ok) return body.response;
      const order = await orderByToken(ctx, c);
      const message = await addOrderMessage(db, order.id, 'student', body.data.text);
      if (!message) throw new ApiError(404, 'Order not found.');
      ctx.onQueued();
      return c.json({ ok: true, message }, 201);
    },
  );

  app.post(`${base}/cancel`, ...ctx.limits('order-cancel'), ctx.lookupLimit, async (c) => {
    const order = await orderByToken(ctx, c);
    if (!(await cancelByStudent(db, order.id))) {
      throw new ApiError(409, 'This order can no longer be cancelled here: work has started. Please write to us.');
    }
    ctx.log.info({ orderId: order.id, paid: order.paid_at !== null }, 'Order cancelled by the student');
    ctx.onQueued();
    return c.json({ ok: true }, 200);
  });

  return app;
}

/** A file of the order as a download; its bytes from the database or the object store. */
export async function sendOrderFile(
  ctx: OrdersContext,
  c: Context,
  orderId: string,
  fileIdParam: string | undefined,
): Promise<Response> {
  const fileId = FileIdSchema.safeParse(fileIdParam);
  const file = fileId.success ? await findOrderFile(ctx.db, orderId, fileId.data) : null;
  const body = file ? await ctx.files.open(file) : null;
  if (!file || !body) throw new ApiError(404, 'File not found.');
  c.header('Content-Type', file.mediaType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', attachmentHeader(file.name));
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.body(body);
}
