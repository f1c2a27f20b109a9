import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in was sent. */
export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server standing in for the api in a server half's unit tests (Node only): it keeps
 * what it was sent and answers with `reply`, which a test sets before it posts.
 */
export interface ApiStandIn {
  origin: string;
  /** What it was sent, in order; the same array for the whole file (`reset` empties it). */
  readonly received: ReceivedRequest[];
  reply: { status: number; body: string };
  /** Forgets what it was sent and answers `reply` from now on. */
  reset: (reply: { status: number; body: string }) => void;
  close: () => Promise<void>;
}

export async function startApiStandIn(reply: { status: number; body: string }): Promise<ApiStandIn> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(standIn.reply.status, { 'Content-Type': 'application/json' }).end(standIn.reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: ApiStandIn = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    reply,
    reset: (next) => {
      received.length = 0;
      standIn.reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/** An origin where nothing listens (a port just freed): an api that is down. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}
