import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { FILE_MESSAGES } from '@shared/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../../http/errors';
import { clientIp } from '../../http/rate-limit';
import { bodyStream, discardBody } from '../../http/request-body';
import { orderByToken, type OrdersContext } from '../context';
import { countOrderFiles, insertOrderFile } from '../order-page-store';
import { cleanFileName, checkOrderFile } from './file-check';
import { filesExpired } from './file-expiry';
import { discard, receiveUpload, UPLOAD_BODY_BYTES } from './receive-upload';
import { giveBack, reserveUpload, type Reservation } from './upload-quota';

/** A refused body is read and dropped up to this much, so a browser still sending reads the answer. */
const DRAIN_BYTES = UPLOAD_BODY_BYTES + 8 * 1024 * 1024;

/**
 * `POST /orders/by-token/:token/files`: one file (multipart, field `file`). Everything that can
 * refuse it without its bytes is checked before a byte is read, in this order: the token, the
 * order's state, the declared size, the order's room, this visitor's and the server's uploads in
 * flight, and the day's quotas. Only then is the body streamed to a temporary file, checked by
 * its content, and written to the file store. The messages are the ones the page has always shown.
 */
export async function receiveOrderFile(ctx: OrdersContext, c: Context): Promise<Response> {
  const { db } = ctx;
  const order = await orderByToken(ctx, c);
  const refuse = async (status: ContentfulStatusCode, message: string, field?: 'file'): Promise<never> => {
    await discardBody(c, DRAIN_BYTES);
    throw new ApiError(status, message, field ? { field } : {});
  };
  if (order.status !== 'received' && order.status !== 'paid') return refuse(409, FILE_MESSAGES.closed);
  // The database's clock placed the order, so the expiry is judged by the real clock too.
  if (filesExpired(order, ctx.env.UNPAID_FILES_DAYS, new Date())) return refuse(409, FILE_MESSAGES.expired);
  const declared = Number(c.req.header('content-length'));
  if (declared > UPLOAD_BODY_BYTES) return refuse(413, FILE_MESSAGES.tooLarge);

  const address = clientIp(c, ctx.env.TRUST_PROXY, ctx.env.TRUSTED_PROXIES);
  const place = ctx.uploads.enter(address, order.id, await countOrderFiles(db, order.id));
  if (place === 'full') return refuse(409, FILE_MESSAGES.tooMany, 'file');
  if (place === 'visitor') return refuse(429, FILE_MESSAGES.oneAtATime);
  if (place === 'busy') {
    c.header('Retry-After', '30');
    return refuse(503, FILE_MESSAGES.busy);
  }
  let reservation: Reservation | null = null;
  let used = 0;
  try {
    const reserved = await reserveUpload(
      db,
      ctx.uploadQuota,
      await ctx.visitorKey(address),
      declared > 0 ? declared : UPLOAD_BODY_BYTES,
    );
    if (reserved === 'visitor') return await refuse(429, FILE_MESSAGES.visitorQuota);
    if (reserved === 'everyone') {
      ctx.log.warn({ limitMb: ctx.env.UPLOAD_MB_PER_DAY }, 'The daily upload quota of all visitors is used up');
      return await refuse(503, FILE_MESSAGES.dailyQuota);
    }
    reservation = reserved;

    const received = await receiveUpload(bodyStream(c), c.req.header('content-type') ?? '', ctx.uploadFolder);
    if (!received.ok) {
      throw new ApiError(received.status, received.message, received.field ? { field: received.field } : {});
    }
    try {
      const checked = await checkOrderFile(received.path, received.size);
      if (!checked.ok) throw new ApiError(checked.status, checked.message, { field: 'file' });
      const id = randomUUID();
      const name = cleanFileName(received.name);
      const storage = ctx.files.kind;
      // The bytes are written before the row, outside any transaction; a refused row removes them.
      const objectKey = await ctx.files.save(order.id, id, received.path, received.size, checked.mediaType);
      const bytes = { id, storage, objectKey };
      const stored = await insertOrderFile(db, order.id, {
        ...bytes,
        name,
        mediaType: checked.mediaType,
        size: received.size,
      }).catch(async (error: unknown) => {
        await ctx.files.remove(bytes).catch(() => undefined);
        throw error;
      });
      if (stored !== 'stored') {
        await ctx.files.remove(bytes).catch(() => undefined);
        throw stored === 'full' ? new ApiError(409, FILE_MESSAGES.tooMany, { field: 'file' }) : closed();
      }
      used = received.size;
      ctx.log.info({ orderId: order.id, fileId: id, size: received.size, storage }, 'Order file stored');
      return c.json(
        {
          ok: true,
          file: { id, name, mediaType: checked.mediaType, size: received.size, uploadedAt: ctx.now().toISOString() },
        },
        201,
      );
    } finally {
      await discard(received.path);
    }
  } finally {
    place.release();
    if (reservation) {
      await giveBack(db, reservation, used).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'An upload reservation could not be settled'),
      );
    }
  }
}

const closed = () => new ApiError(409, FILE_MESSAGES.closed);
