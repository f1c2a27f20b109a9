import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { Context } from 'hono';

/**
 * A large request body as a Node stream, for a route that reads it itself and nothing before it
 * has touched it: the socket's own stream when @hono/node-server serves the request (no web-stream
 * layer per chunk, which cost the flood of uploads most of its CPU), or the Request's body in tests.
 */
export function bodyStream(c: Context): Readable | null {
  const incoming = nodeIncoming(c);
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>) : null;
}

function nodeIncoming(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? (incoming as IncomingMessage) : null;
}

/**
 * Reads and drops what is left of a body, up to `limit` bytes, before a refusal is answered: a
 * client still sending would otherwise see the connection reset instead of the answer. It holds no
 * bytes; past `limit` it stops and the server cuts the connection after answering.
 */
export async function discardBody(c: Context, limit: number): Promise<void> {
  const stream = bodyStream(c);
  if (!stream || stream.readableEnded || stream.destroyed) return;
  await new Promise<void>((done) => {
    let read = 0;
    const finish = () => {
      stream.off('data', onData);
      stream.off('end', finish);
      stream.off('error', finish);
      stream.off('close', finish);
      done();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > limit) {
        stream.pause();
        finish();
      }
    };
    stream.on('data', onData);
    stream.once('end', finish);
    stream.once('error', finish);
    stream.once('close', finish);
  });
}
