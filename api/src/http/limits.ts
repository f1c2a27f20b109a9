import { bodyLimit } from 'hono/body-limit';

/** Requests larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = (maxSize = MAX_BODY_BYTES) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: 'The request is too large.', errors: [] }, 413),
  });
