/**
 * A section's code could not be loaded. `reason` decides what the visitor is offered:
 * `unavailable` → "temporarily unavailable, Retry"; `updated` → "the site was updated, Reload".
 */
export type ChunkLoadReason = 'unavailable' | 'updated';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly section: string,
    readonly reason: ChunkLoadReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// Federation runtime codes: RUNTIME-003 is a manifest that failed to load, RUNTIME-008 a
// remote entry script; the others are the browsers' words for a failed dynamic import.
const LOAD_FAILURE_PATTERNS = [
  /#RUNTIME-00[38]/,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load manifest/i,
];

export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE_PATTERNS.some((p) => p.test(error.message));
}

/** Wraps a load failure as a ChunkLoadError; anything else (a bug) is passed on untouched. */
export function toChunkLoadError(error: unknown, section: string, reason: ChunkLoadReason = 'unavailable'): unknown {
  if (error instanceof ChunkLoadError) return error;
  if (!isChunkLoadFailure(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(`Section "${section}" failed to load: ${message}`, section, reason, {
    cause: error,
  });
}

/**
 * React's `onCaughtError` for the site's roots: an error a boundary caught is logged, but a
 * section that could not load is an expected, handled state (the boundary offers Retry or Reload),
 * so it is a warning, not an error.
 */
export function reportCaughtError(error: unknown): void {
  if (isChunkLoadFailure(error)) console.warn('A section could not load:', error);
  else console.error(error);
}
