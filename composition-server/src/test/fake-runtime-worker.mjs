// A stand-in for a section runtime's thread (section-runtime-worker.ts), speaking its protocol,
// for section-runtime.test.ts: `busy` holds its thread for `blockMs` on every page before it
// answers (a queue of pages on a machine short of CPU); `stuck` never answers a page, its thread
// free (a page awaiting what never comes). Both answer pings when their thread is free.
import { parentPort, workerData } from 'node:worker_threads';

const { mode, blockMs = 0 } = workerData;
parentPort.on('message', (request) => {
  if (request.type === 'ping') {
    parentPort.postMessage({ type: 'reply', id: request.id, ok: true, value: { heapMb: 1 } });
    return;
  }
  if (mode === 'stuck') return;
  const until = Date.now() + blockMs;
  while (Date.now() < until) {
    // Busy: nothing else runs on this thread meanwhile, pings included.
  }
  parentPort.postMessage({ type: 'reply', id: request.id, ok: true, value: { html: '', status: 200 } });
});
parentPort.postMessage({ type: 'ready', warm: null });
