import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection of the calling thread, now. Used where a thread has just left a lot
 * of garbage behind and will allocate too little to collect it soon (ADR 025, memory):
 * - on the api's main thread once the database is open: PGlite's first start on an empty data
 *   folder runs initdb in a WebAssembly instance of its own, whose memory (about 400 MB) is garbage
 *   once it is done but stays mapped until the thread's next full collection. The main thread
 *   allocates little after that (the grammar engines load in their worker), so without this the
 *   api stayed near 1 GB after a first start;
 * - in the grammar worker once the engines have loaded: loading leaves tens of MB of garbage (the
 *   dictionaries' and WordNet's source text, parse buffers).
 *
 * V8 exposes `gc` only under `--expose-gc`; setting it here (it changes nothing else) and reading
 * `gc` from a new context avoids asking every way of starting the api to pass the flag.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
