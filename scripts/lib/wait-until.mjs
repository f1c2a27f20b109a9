// Waiting for a local server to answer, shared by the scripts that start one (start, serve-site,
// bench-pages, size).

/** Whether `url` answers with a 2xx status; a refused or failed connection is "no". */
export async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Asks `isReady` every `intervalMs` until it says yes (true) or `timeoutMs` has passed (false). An
 * error thrown by `isReady` (a server that exited) ends the wait with that error.
 */
export async function waitUntil(isReady, { timeoutMs, intervalMs }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isReady()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
