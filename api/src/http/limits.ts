import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors';

/** Requests larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** An oversized body is read and dropped up to this size, so the caller can read the 413. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Answering before the body is read makes Node close the connection under a client still
 * sending, which then sees a reset instead of the 413. Reading a few megabytes first costs little;
 * anything larger is cut off.
 */
async function drain(c: Context, limit: number) {
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  let read = 0;
  const reader = body.getReader();
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The caller went away; nothing to answer.
  }
}

/**
 * Refuses a body over `maxSize` with 413 and `message`. Up to `drainBytes` more are read first, so
 * the caller sees the answer (uploads drain more: a browser sending a 25 MB file should read why).
 */
export const limitBody = (
  maxSize = MAX_BODY_BYTES,
  { message = 'The request is too large.', drainBytes = DRAIN_BYTES }: { message?: string; drainBytes?: number } = {},
) =>
  bodyLimit({
    maxSize,
    onError: async (c) => {
      await drain(c, drainBytes);
      return errorResponse(c, 413, message);
    },
  });
