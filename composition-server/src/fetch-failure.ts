/**
 * Why a request failed, in words: Node's fetch rejects with a bare "fetch failed" and keeps the
 * reason in `cause` (a refused connection, an unknown host, a port it will not use), which is the
 * part an operator needs.
 */
export function fetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  if (!cause) return error.message;
  if (cause.message === 'bad port') {
    return 'bad port: Node’s fetch, like a browser, refuses to connect to this port; serve the build on another one';
  }
  return cause.message;
}
