import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  BriefAdditionRequestSchema,
  FILE_MESSAGES,
  MAX_ORDER_FILE_BYTES,
  OrderMessageRequestSchema,
} from '@shared/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { limitBody } from '../../http/limits';
import { readJson } from '../../http/validation';
import { orderByToken, type OrdersContext } from '../context';
import { attachmentHeader, checkOrderFile, cleanFileName } from '../files/file-check';
import { addOrderMessage, addToBrief, cancelByStudent, findOrderFile, insertOrderFile } from '../order-page-store';
import type { OrderRecord } from '../order-store';

const FileIdSchema = z.uuid();
/** Room for a 20 MB file and the multipart framing around it. */
const UPLOAD_BODY_BYTES = MAX_ORDER_FILE_BYTES + 256 * 1024;

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

  app.post(
    `${base}/files`,
    limitBody(UPLOAD_BODY_BYTES, { message: FILE_MESSAGES.tooLarge, drainBytes: UPLOAD_BODY_BYTES + 8 * 1024 * 1024 }),
    ctx.limiter('order-files', ctx.env.RATE_LIMIT_PER_MINUTE),
    ctx.lookupLimit,
    async (c) => {
      const order = await orderByToken(ctx, c);
      if (!isOpen(order)) throw closed();
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, 'Send the file as multipart/form-data, in the field "file".');
      }
      const file = form.file;
      if (!(file instanceof File)) throw new ApiError(422, FILE_MESSAGES.missing, { field: 'file' });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = await checkOrderFile(bytes);
      if (!checked.ok) throw new ApiError(checked.status, checked.message, { field: 'file' });
      const id = randomUUID();
      const name = cleanFileName(file.name);
      const inObjectStore = ctx.files.kind === 's3';
      const objectKey = inObjectStore ? `orders/${order.id}/${id}` : null;
      // The object is written before the row, outside any transaction; a refused row removes it.
      if (objectKey) await ctx.files.put(objectKey, bytes, checked.mediaType);
      const stored = await insertOrderFile(
        db,
        order.id,
        { id, name, mediaType: checked.mediaType, size: bytes.byteLength, storage: ctx.files.kind, objectKey },
        inObjectStore ? null : bytes,
      );
      if (stored !== 'stored') {
        if (objectKey) await ctx.files.remove(objectKey).catch(() => undefined);
        throw stored === 'full' ? new ApiError(409, FILE_MESSAGES.tooMany, { field: 'file' }) : closed();
      }
      ctx.log.info(
        { orderId: order.id, fileId: id, size: bytes.byteLength, storage: ctx.files.kind },
        'Order file stored',
      );
      return c.json(
        {
          ok: true,
          file: {
            id,
            name,
            mediaType: checked.mediaType,
            size: bytes.byteLength,
            uploadedAt: new Date().toISOString(),
          },
        },
        201,
      );
    },
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

const isOpen = (order: OrderRecord) => order.status === 'received' || order.status === 'paid';

/** A file of the order as a download; its bytes from the database or the object store. */
export async function sendOrderFile(
  ctx: OrdersContext,
  c: Context,
  orderId: string,
  fileIdParam: string | undefined,
): Promise<Response> {
  const fileId = FileIdSchema.safeParse(fileIdParam);
  const file = fileId.success ? await findOrderFile(ctx.db, orderId, fileId.data) : null;
  if (!file) throw new ApiError(404, 'File not found.');
  const bytes = file.storage === 's3' && file.objectKey ? await ctx.files.get(file.objectKey) : file.content;
  if (!bytes) throw new ApiError(404, 'File not found.');
  c.header('Content-Type', file.mediaType);
  c.header('Content-Disposition', attachmentHeader(file.name));
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.body(new Uint8Array(bytes));
}
