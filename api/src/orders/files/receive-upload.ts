import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES } from '@shared/contracts';

/** Room for a 20 MB file and the multipart framing around it. */
export const UPLOAD_BODY_BYTES = MAX_ORDER_FILE_BYTES + 256 * 1024;

export const NOT_MULTIPART = 'Send the file as multipart/form-data, in the field "file".';

export type Received =
  | { ok: true; path: string; name: string; size: number }
  | { ok: false; status: 400 | 413 | 422; message: string; field?: 'file' };

/** The folder uploads are written to while they arrive; made on first use. */
export function uploadFolder(dir: string | undefined): string {
  return dir ?? join(tmpdir(), 'api-order-uploads');
}

class BodyTooLarge extends Error {}

/**
 * Reads a multipart body (`file` field) into a temporary file in `folder`, a chunk at a time: the
 * parser (busboy) waits while the disk catches up, so memory holds a few chunks whatever the size.
 * Past `MAX_ORDER_FILE_BYTES` of file, or `UPLOAD_BODY_BYTES` of body, it stops with 413. Other
 * fields are read and dropped. The caller owns the file and removes it (`discard`).
 */
export async function receiveUpload(body: Readable | null, contentType: string, folder: string): Promise<Received> {
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) {
    return { ok: false, status: 400, message: NOT_MULTIPART };
  }
  await mkdir(folder, { recursive: true });
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: MAX_ORDER_FILE_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
  } catch {
    return { ok: false, status: 400, message: NOT_MULTIPART };
  }

  // Set by the parser's callback, read once the body has been parsed.
  const part: { file: Promise<{ path: string; name: string; size: number; truncated: boolean }> | null } = {
    file: null,
  };
  parser.on('file', (field: string, stream: BusboyFileStream, filename: string) => {
    if (field !== 'file' || part.file) {
      stream.resume();
      return;
    }
    const path = join(folder, randomUUID());
    part.file = pipeline(stream, createWriteStream(path, { flags: 'wx' })).then(
      () => ({ path, name: filename ?? '', size: stream.bytesRead ?? 0, truncated: stream.truncated }),
      async (error: unknown) => {
        await discard(path);
        throw error;
      },
    );
    // Keep the rejection handled until it is awaited below.
    part.file.catch(() => undefined);
  });

  let bodyBytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bodyBytes += chunk.byteLength;
      done(bodyBytes > UPLOAD_BODY_BYTES ? new BodyTooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counted, parser);
  } catch (error) {
    const received = await part.file?.catch(() => null);
    if (received) await discard(received.path);
    if (error instanceof BodyTooLarge)
      return { ok: false, status: 413, message: FILE_MESSAGES.tooLarge, field: 'file' };
    return { ok: false, status: 400, message: NOT_MULTIPART };
  }
  if (!part.file) return { ok: false, status: 422, message: FILE_MESSAGES.missing, field: 'file' };
  let received: Awaited<typeof part.file>;
  try {
    received = await part.file;
  } catch {
    return { ok: false, status: 400, message: NOT_MULTIPART };
  }
  if (received.truncated) {
    await discard(received.path);
    return { ok: false, status: 413, message: FILE_MESSAGES.tooLarge, field: 'file' };
  }
  return { ok: true, path: received.path, name: received.name, size: received.size };
}

export async function discard(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => undefined);
}

/** Removes uploads left in `folder` by a process that died while receiving them (older than an hour). */
export async function sweepStaleUploads(folder: string, now = Date.now()): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > 60 * 60 * 1000) await discard(path);
  }
}
