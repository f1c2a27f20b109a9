import { ChunkLoadError, isChunkLoadFailure, toChunkLoadError } from './chunk-load-error';
import { signalHealth } from './health-signals';

export interface RetryOptions {
  section: string;
  /** Attempts after the first. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  baseDelayMs?: number;
  /** Each attempt is cut off after this long (the spec's 120 s is only the upper bound). */
  timeoutMs?: number;
  /** Called before each retry, e.g. to clear the federation runtime's cached failure. */
  beforeRetry?: (attempt: number) => void | Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number, section: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Section "${section}" timed out after ${ms} ms`, section, 'unavailable')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads a federated module, retrying load failures with exponential backoff. A failure that is
 * not a load failure (a bug in the module) is thrown at once, since retrying cannot help.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { section, retries = 2, baseDelayMs = 250, timeoutMs = 8000, beforeRetry } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) {
      signalHealth({ kind: 'retry', section });
      await sleep(baseDelayMs * 2 ** (attempt - 1));
      await beforeRetry?.(attempt);
    }
    try {
      return await withTimeout(load(), timeoutMs, section);
    } catch (error) {
      if (!isChunkLoadFailure(error)) throw error;
      lastError = error;
    }
  }
  signalHealth({ kind: 'chunk', section });
  throw toChunkLoadError(lastError, section);
}
