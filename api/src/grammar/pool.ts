import { Piscina } from 'piscina';
import type { CheckMatch } from './checker';
import type { GrammarTask } from './grammar-worker';
import { LANGUAGES, type LanguageCode } from './languages';

/**
 * Grammar checks run in a worker thread (piscina), not on the api's main thread: a 20,000-
 * character text takes the worker a second or two, during which the api goes on answering other
 * requests. A check has a time limit; past it, the worker is ended (a check inside WebAssembly
 * cannot be interrupted any other way), the request gets an error answer, and a fresh worker
 * takes the next check. One worker, because each holds every engine (about 300 MB, see ADR 006);
 * checks wait their turn in a bounded queue.
 */

/**
 * A check that has not answered after this long is stopped. The clock starts once the worker has
 * its engines (loading them takes three to eight seconds, once); a 20,000-character text takes
 * one to two seconds on an idle core.
 */
export const CHECK_TIMEOUT_MS = 10_000;
/** Checks waiting for the worker; past this, a request is turned away at once rather than left to time out. */
export const MAX_QUEUE = 32;

export class GrammarTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The grammar check took longer than ${timeoutMs} ms`);
  }
}

export class GrammarBusyError extends Error {
  constructor() {
    super('The grammar checker has too many texts waiting');
  }
}

export interface GrammarPool {
  check(text: string, language: LanguageCode, disabled: ReadonlySet<string>): Promise<CheckMatch[]>;
  /** Loads every variant's engines in the worker now, rather than in a visitor's first check. */
  preload(): Promise<void>;
  /** Forgets cached spelling suggestions in the worker (for benchmarks). */
  clearCaches(): Promise<void>;
  close(): Promise<void>;
}

// From source (tests, `pnpm dev`) the worker is TypeScript and needs tsx; bundled, it is the
// `grammar-worker.js` that scripts/build.mjs writes beside `main.js`.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './grammar-worker.ts' : './grammar-worker.js', import.meta.url).href;

export function createGrammarPool({ timeoutMs = CHECK_TIMEOUT_MS, maxQueue = MAX_QUEUE } = {}): GrammarPool {
  const pool = new Piscina<GrammarTask, CheckMatch[] | null>({
    filename: WORKER,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 1,
    maxThreads: 1,
    maxQueue,
    // The worker keeps its engines loaded between checks.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  /** Whether the engines were preloaded: a worker started after one was stopped loads them at once too. */
  let preloaded = false;
  /**
   * The worker's engines, loading or loaded, per variant. The time limit is for the check itself:
   * a check waits for its variant's engines first (seconds, once per worker), then runs on the clock.
   */
  let warm = new Map<LanguageCode, Promise<unknown>>();
  const warmUp = (language: LanguageCode) => {
    let loading = warm.get(language);
    if (!loading) {
      loading = pool.run({ kind: 'warm', language });
      loading.catch(() => warm.delete(language));
      warm.set(language, loading);
    }
    return loading;
  };
  const preload = async () => {
    preloaded = true;
    const loading = pool.run({ kind: 'preload' });
    for (const { longCode } of LANGUAGES) warm.set(longCode, loading);
    await loading;
  };
  return {
    async check(text, language, disabled) {
      if (pool.queueSize >= maxQueue) throw new GrammarBusyError();
      await warmUp(language);
      try {
        const matches = await pool.run(
          { kind: 'check', text, language, disabled: [...disabled] },
          { signal: AbortSignal.timeout(timeoutMs) },
        );
        return matches ?? [];
      } catch (error) {
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
          // The worker was ended with its engines: the next one loads them afresh.
          warm = new Map();
          if (preloaded) void preload().catch((reason: unknown) => console.error('grammar preload failed', reason));
          throw new GrammarTimeoutError(timeoutMs);
        }
        throw error;
      }
    },
    preload,
    async clearCaches() {
      await pool.run({ kind: 'clearCaches' });
    },
    close: () => pool.destroy(),
  };
}

let shared: GrammarPool | undefined;

/** The api's one grammar pool, started on first use. */
export function grammarPool(): GrammarPool {
  shared ??= createGrammarPool();
  return shared;
}

/** Loads the engines in the worker at start-up (GRAMMAR_PRELOAD). */
export const preloadGrammar = () => grammarPool().preload();
