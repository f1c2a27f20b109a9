import { Worker } from 'node:worker_threads';
import type {
  RuntimeAnswers,
  RuntimeAsk,
  RuntimeMessage,
  RuntimeRequestType,
  RuntimeSettings,
} from './runtime-protocol';

/** What went wrong with a runtime: each is a fault of its build's server code (or of its host). */
export type FaultKind = 'crashed' | 'out-of-memory' | 'timed-out' | 'unresponsive' | 'failed-to-start';

/** A request that failed because of its runtime: the page gets the frame-only fallback at once. */
export class RuntimeFault extends Error {
  override readonly name = 'RuntimeFault';
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
  }
}

/** A request the runtime answered with an error (a bug in the shell's renderer, or a broken request). */
export class RuntimeError extends Error {
  override readonly name = 'RuntimeError';
}

export interface RuntimeLimits {
  /** The old generation's cap of each runtime's heap (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb: number;
  /** How long a runtime may take to start (load the frame's code and its section's entry). */
  startTimeoutMs: number;
  /** How long a ping may take before the runtime is taken as stuck (a loop that never ends). */
  pingTimeoutMs: number;
  /**
   * Missed deadlines in a row before a runtime is replaced: pages sent after the last miss was
   * seen, none of which has answered since, even late (a runtime that answers late is slow, not
   * broken). A miss counts only if the thread then answers a ping within `freePingMs`.
   */
  misses: number;
  /**
   * A ping answered within this came from a free thread, so a page that missed its deadline there
   * is stuck (its code awaits something that never comes). A later answer means the thread was
   * busy (a queue of pages, a machine short of CPU): its misses are load, not a fault, and a cold
   * replacement would only make a busy moment worse; a thread that never answers is ended by
   * `pingTimeoutMs`.
   */
  freePingMs: number;
  /** How long a retired runtime may finish the pages it is rendering before it is stopped. */
  drainMs: number;
}

/**
 * One section runtime: a worker thread holding the frame's code and one build of one section
 * (section-runtime-worker.ts), with a heap cap of its own. Every request has a deadline; a runtime
 * that dies fails the requests in flight at once, and one that misses its deadlines several times
 * in a row, or does not answer a ping after a miss (its thread is stuck: a loop, a catastrophic
 * regular expression), is terminated. What happens next is its supervisor's business.
 */
export class SectionRuntime {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      timer: NodeJS.Timeout;
      sentAt: number;
      /** A ping: its own miss says the thread is stuck, and is not counted as a page's. */
      probe: boolean;
    }
  >();
  #next = 1;
  #state: 'starting' | 'ready' | 'stopping' | 'stopped' = 'starting';
  /** When the last counted miss was detected: a miss counts only for a request sent after it. */
  #lastMissAt = 0;
  #misses = 0;
  /** Pages that missed their deadline and have not answered yet. */
  readonly #late = new Set<number>();
  /** When a page last answered, even late. */
  #pageAnsweredAt = 0;
  /** The ping under way: resolves with its round trip in ms, or null if it got no answer. */
  #ping: Promise<number | null> | null = null;
  #fault: RuntimeFault | null = null;
  /** Set once `stop` or `kill` decided the thread's end: its exit is then not a crash. */
  #ending: RuntimeFault | 'stopped' | null = null;
  readonly startedAt = Date.now();
  /** Its heap in use at its last ping, in MB. */
  heapMb: number | undefined;
  /** Resolves once the runtime has loaded (the warm-up's problem, or null); rejects if it dies first. */
  readonly ready: Promise<string | null>;
  /** Resolves when the thread has ended: with the fault that ended it, or null when it was stopped. */
  readonly ended: Promise<RuntimeFault | null>;

  constructor(
    workerUrl: URL,
    settings: RuntimeSettings,
    private readonly limits: RuntimeLimits,
    /** Called whenever it answers a page or a ping: its thread is alive and free. */
    private readonly onAnswer: () => void = () => {},
  ) {
    let ready: (warm: string | null) => void = () => {};
    let notReady: (error: Error) => void = () => {};
    this.ready = new Promise((resolve, reject) => ((ready = resolve), (notReady = reject)));
    this.ready.catch(() => undefined);
    let ended: (fault: RuntimeFault | null) => void = () => {};
    this.ended = new Promise((resolve) => (ended = resolve));

    this.#worker = new Worker(workerUrl, {
      workerData: settings,
      env: runtimeEnv(),
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        // A small young generation: rendering makes short-lived garbage, and each 1 MB less of it
        // is 3 MB less resident memory (from-space, to-space and their slack) for a few per cent
        // more CPU, as the api's --max-semi-space-size does.
        maxYoungGenerationSizeMb: 6,
      },
    });
    const startTimer = setTimeout(
      () => this.kill(new RuntimeFault('failed-to-start', `did not start within ${limits.startTimeoutMs} ms`)),
      limits.startTimeoutMs,
    );
    this.#worker.on('message', (message: RuntimeMessage) => {
      if (message.type === 'ready') {
        clearTimeout(startTimer);
        if (this.#state === 'starting') this.#state = 'ready';
        ready(message.warm);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) {
        // Answered after its deadline (the page was served without it): the runtime is slow, not
        // stuck, so its misses do not add up to a replacement, which would only start it cold.
        if (this.#late.delete(message.id)) {
          this.#misses = 0;
          this.#pageAnsweredAt = Date.now();
        }
        return;
      }
      this.#pending.delete(message.id);
      clearTimeout(pending.timer);
      // A page answered; a ping says only that the thread is free.
      if (!pending.probe) {
        this.#misses = 0;
        this.#pageAnsweredAt = Date.now();
      }
      this.onAnswer();
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new RuntimeError(message.error));
    });
    this.#worker.on('error', (error: Error & { code?: string }) => {
      this.#fault ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new RuntimeFault('out-of-memory', `ran out of memory (${limits.memoryMb} MB heap)`)
          : new RuntimeFault('crashed', `crashed: ${error.message}`);
    });
    this.#worker.on('exit', (code) => {
      clearTimeout(startTimer);
      const fault =
        this.#ending === 'stopped'
          ? null
          : (this.#ending ?? this.#fault ?? new RuntimeFault('crashed', `exited with code ${code}`));
      this.#state = 'stopped';
      const failure = fault ?? new RuntimeFault('crashed', 'was stopped');
      notReady(failure);
      this.#failAll(failure);
      ended(fault);
    });
  }

  get state() {
    return this.#state;
  }

  get busy(): number {
    return this.#pending.size;
  }

  /** Sends a request; rejects with a RuntimeFault at `deadline` (ms since the epoch) or if the runtime dies. */
  ask<T extends RuntimeRequestType>(request: RuntimeAsk & { type: T }, deadline: number): Promise<RuntimeAnswers[T]> {
    if (this.#state === 'stopped' || this.#ending) {
      return Promise.reject(this.#fault ?? new RuntimeFault('crashed', 'is not running'));
    }
    const id = this.#next++;
    return new Promise<RuntimeAnswers[T]>((resolve, reject) => {
      const sentAt = Date.now();
      const timer = setTimeout(() => this.#missed(id), Math.max(0, deadline - sentAt));
      const probe = request.type === 'ping';
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, sentAt, probe });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** Ends the thread now: its requests in flight fail with `fault`. */
  kill(fault: RuntimeFault): void {
    if (this.#state === 'stopped') return;
    this.#ending ??= fault;
    this.#fault ??= fault;
    this.#state = 'stopping';
    this.#late.clear();
    this.#failAll(fault);
    void this.#worker.terminate();
  }

  /** Stops once the pages under way are done (or after `drainMs`); nothing new is sent to it. */
  stop(): void {
    if (this.#ending || this.#state === 'stopped') return;
    this.#ending = 'stopped';
    this.#state = 'stopping';
    const started = Date.now();
    const check = () => {
      if (this.#pending.size === 0 || Date.now() - started > this.limits.drainMs) {
        this.#late.clear();
        void this.#worker.terminate();
      } else setTimeout(check, 50).unref();
    };
    check();
  }

  /** A request missed its deadline: its page is served without it, and the runtime may be stuck. */
  #missed(id: number) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    pending.reject(new RuntimeFault('timed-out', 'missed its deadline'));
    if (pending.probe) return;
    this.#late.add(id);
    // Requests sent together miss together: they count as one miss.
    if (pending.sentAt < this.#lastMissAt) return;
    const missedAt = Date.now();
    this.#lastMissAt = missedAt;
    void this.probe('after missing a deadline').then((pingMs) => {
      // No answer (the probe ended the runtime), a busy thread, or a page answered meanwhile:
      // nothing to count (see `freePingMs`).
      if (pingMs === null || pingMs > this.limits.freePingMs || this.#pageAnsweredAt >= missedAt) return;
      if (this.#state !== 'ready') return;
      this.#misses += 1;
      if (this.#misses >= this.limits.misses) {
        this.kill(new RuntimeFault('timed-out', `missed its deadline ${this.#misses} times in a row`));
      }
    });
  }

  /**
   * Pings the thread: one that cannot answer within `pingTimeoutMs` is busy with something that
   * never ends (a loop, a catastrophic regular expression) and is terminated. Answers the ping's
   * round trip in ms (shared by callers while one is under way), or null without an answer. Its supervisor also
   * pings it every second or so, so that a stuck runtime is found without any page asking it.
   */
  probe(when = 'when pinged'): Promise<number | null> {
    if (this.#state !== 'ready') return Promise.resolve(null);
    if (this.#ping) return this.#ping;
    const sentAt = Date.now();
    const ping = this.ask({ type: 'ping' }, sentAt + this.limits.pingTimeoutMs).then(
      ({ heapMb }) => {
        this.heapMb = heapMb;
        return Date.now() - sentAt;
      },
      (error: unknown) => {
        if (error instanceof RuntimeFault && error.kind === 'timed-out' && this.#state !== 'stopped') {
          this.kill(new RuntimeFault('unresponsive', `did not answer a ping ${when}`));
        }
        return null;
      },
    );
    this.#ping = ping;
    void ping.finally(() => {
      if (this.#ping === ping) this.#ping = null;
    });
    return ping;
  }

  #failAll(error: Error) {
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
  }
}

/**
 * The whole `process.env` of a section runtime: what React and the sections' code read, and
 * nothing else. The server's secrets (FORM_SIGNING_SECRET, SERVER_HEALTH_TOKEN, RELEASE_TOKEN,
 * whatever else its host sets) stay on the main thread. This keeps them from code that reads the
 * environment (a library, an error reporter); it is not a sandbox: code in a thread of this
 * process could still read the process's memory or `/proc/self/environ`, which is why section
 * code comes only over https and from its manifest's origin (code-origin.ts).
 */
export function runtimeEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { NODE_ENV: env.NODE_ENV ?? 'production' };
}
