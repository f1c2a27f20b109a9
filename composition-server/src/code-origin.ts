/**
 * Where a section's server code may come from. It runs inside the composition server's process,
 * so it must arrive by a channel nobody on the way can change: https, a local file, or plain http
 * to this machine itself (loopback: `pnpm start` and the tests serve sections so). A build's
 * server entry is on its manifest's origin, and a module imported by URL is on its importer's
 * origin: a manifest (or code) cannot send the server to fetch code from somewhere else.
 * No imports: the module hooks (http-module-hooks.ts) use it too.
 */

/** Why code at `url` may not run on the server, or null when it may. */
export function codeUrlProblem(url: string | URL): string | null {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.protocol === 'https:' || parsed.protocol === 'file:') return null;
  if (parsed.protocol === 'http:' && isLoopback(parsed.hostname)) return null;
  return `${parsed.origin} is not https: section code is loaded only over https (or from this machine)`;
}

/** Why `url`, named by code or a manifest at `from`, may not be loaded, or null when it may. */
export function crossOriginProblem(url: string | URL, from: string | URL): string | null {
  const target = typeof url === 'string' ? new URL(url) : url;
  const source = typeof from === 'string' ? new URL(from) : from;
  if (target.protocol === 'file:' && source.protocol === 'file:') return null;
  return target.origin === source.origin
    ? null
    : `${target.origin} is not ${source.origin}: section code is loaded only from its own origin`;
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: names and addresses that never leave this machine. */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}
