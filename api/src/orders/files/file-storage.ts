import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../../db/database';
import type { Env } from '../../env';

/**
 * Where the bytes of an order's files live, so that every api instance can read them: in the
 * database (the default: a megabyte a row in `order_file_chunks`) or, when `S3_BUCKET` is set, in
 * an S3-compatible object store through the official client. Both are written from the upload's
 * temporary file and read back as a stream, so no whole file is ever held in memory.
 */
export interface FileStorage {
  kind: 'database' | 's3';
  /** Writes the file at `path` (`size` bytes) as `fileId` of `orderId`; the object's key, or null for the database. */
  save(orderId: string, fileId: string, path: string, size: number, mediaType: string): Promise<string | null>;
  /** The file's bytes, or null when they are gone. */
  open(file: StoredBytes): Promise<ReadableStream<Uint8Array> | null>;
  /** Deletes the file's bytes (its row is the caller's). */
  remove(file: StoredBytes): Promise<void>;
}

/** What a file row says about where its bytes are. */
export interface StoredBytes {
  id: string;
  storage: 'database' | 's3';
  objectKey: string | null;
}

/**
 * A row of `order_file_chunks`: few enough rows per file, and each statement short, since PGlite
 * runs its statements on the main thread (a 256 KB insert takes milliseconds; a 20 MB one blocked
 * every other request for seconds).
 */
export const CHUNK_BYTES = 256 * 1024;

export function fileStorageOf(env: Env, db: Database): FileStorage {
  const database = databaseStorage(db);
  if (!env.S3_BUCKET) return database;
  const bucket = env.S3_BUCKET;
  const client = new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async save(orderId, fileId, path, size, mediaType) {
      const key = `orders/${orderId}/${fileId}`;
      // A file stream with its length: the client streams it in one PUT.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(path),
          ContentType: mediaType,
          ContentLength: size,
        }),
      );
      return key;
    },
    async open(file) {
      // Files kept in the database before S3_BUCKET was set stay readable.
      if (file.storage === 'database' || !file.objectKey) return database.open(file);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: file.objectKey }));
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(file) {
      if (file.storage === 'database' || !file.objectKey) return database.remove(file);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: file.objectKey }));
    },
  };
}

function databaseStorage(db: Database): FileStorage {
  // Chunks of all uploads take turns, one (PGlite) or two (PostgreSQL) statements at a time, so the
  // requests of everyone else get the database between them (and, on PostgreSQL, its connections).
  const lane = new Lane(db.kind === 'pglite' ? 1 : 2);
  return {
    kind: 'database',
    async save(_orderId, fileId, path) {
      let seq = 0;
      for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
        // As hex text that the database decodes: the drivers' own bytea encoding builds a string
        // per byte in JavaScript (PGlite's took seconds and hundreds of megabytes per file).
        await lane.run(() =>
          db.query(`INSERT INTO order_file_chunks (file_id, seq, bytes) VALUES ($1, $2, decode($3, 'hex'))`, [
            fileId,
            seq,
            chunk.toString('hex'),
          ]),
        );
        seq += 1;
      }
      return null;
    },
    async open(file) {
      const first = await chunkAt(db, file.id, 0);
      if (first) {
        let seq = 1;
        return new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(first);
          },
          // One chunk is read from the database each time the client has taken the one before.
          async pull(controller) {
            const next = await chunkAt(db, file.id, seq);
            seq += 1;
            if (next) controller.enqueue(next);
            else controller.close();
          },
        });
      }
      // Stored before chunks existed: the whole file is in the row.
      const { rows } = await db.query<{ hex: string | null }>(
        `SELECT encode(content, 'hex') AS hex FROM order_files WHERE id = $1`,
        [file.id],
      );
      const hex = rows[0]?.hex;
      if (!hex) return null;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(Buffer.from(hex, 'hex')));
          controller.close();
        },
      });
    },
    async remove(file) {
      await db.query('DELETE FROM order_file_chunks WHERE file_id = $1', [file.id]);
    },
  };
}

async function chunkAt(db: Database, fileId: string, seq: number): Promise<Uint8Array | null> {
  // Hex text again, decoded natively: PGlite's bytea parser is as slow as its encoder.
  const { rows } = await db.query<{ hex: string }>(
    `SELECT encode(bytes, 'hex') AS hex FROM order_file_chunks WHERE file_id = $1 AND seq = $2`,
    [fileId, seq],
  );
  return rows[0] ? new Uint8Array(Buffer.from(rows[0].hex, 'hex')) : null;
}

/** At most `width` tasks at once; the others wait their turn, first come first served. */
class Lane {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  constructor(readonly width: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.width) await new Promise<void>((turn) => this.#waiting.push(turn));
    else this.#running += 1;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
