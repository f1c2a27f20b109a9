import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is on the other end of a request, as the composition server and the config host learn it:
 * from the socket, or, with `trustProxy` proxies of ours in front (TRUST_PROXY, `--trust-proxy`),
 * from what those proxies wrote. Nothing else a request says about itself is believed: anyone can
 * send X-Forwarded-For or X-Forwarded-Proto.
 */
export interface Visitor {
  /** The visitor's address (the socket's, or the entry `trustProxy` hops from the right of X-Forwarded-For). */
  address: string;
  /** Whether the visitor used https: then every cookie is `Secure`. */
  secure: boolean;
  /** The origin the visitor's browser is on (the Host the proxy passed on, with the visitor's protocol). */
  origin: string;
}

export function visitorOf(c: Context, trustProxy: number): Visitor {
  const url = new URL(c.req.url);
  const protocol = visitorProtocol(c, trustProxy);
  return { address: clientAddress(c, trustProxy), secure: protocol === 'https', origin: `${protocol}://${url.host}` };
}

/**
 * The client's address. Each proxy appends the address it saw to X-Forwarded-For, so only the
 * right-most `trustProxy` entries were written by our machines; the one they name is the client,
 * and whatever the client wrote further left is ignored.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = socketAddress(c);
  if (trustProxy <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - trustProxy] ?? socket;
}

/**
 * The protocol the visitor used. Behind a TLS-terminating proxy the request arrives over http and
 * the proxy says `https` in X-Forwarded-Proto; the header is believed only with proxies of ours in
 * front (its first entry: the one the outermost proxy wrote).
 */
export function visitorProtocol(c: Context, trustProxy: number): 'http' | 'https' {
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  if (trustProxy <= 0) return own;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || forwarded === 'http' ? forwarded : own;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // A request made in a test through app.request() has no socket.
    return 'unknown';
  }
}
